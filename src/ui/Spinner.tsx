import { useLingui } from '@lingui/react/macro';

export type SpinnerProps = {
  /** Read by screen readers; default 'Loading…'. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
  /** Inside a control that already says it is busy: hide it from assistive tech. */
  decorative?: boolean;
  className?: string;
};

/** A rotating ring. */
export function Spinner({ label, size = 'medium', decorative, className }: SpinnerProps) {
  const { t } = useLingui();
  const classes = ['spinner', `spinner--${size}`, className ?? ''].join(' ').trim();
  if (decorative) return <span className={classes} aria-hidden="true" />;
  return (
    <span className={classes} role="status">
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </span>
  );
}
