import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export type SubmitButtonProps = {
  loading?: boolean;
  /** 'primary' (default) or the quieter 'secondary'. */
  variant?: 'primary' | 'secondary';
  /** Stretch to the container's width (mobile forms). */
  block?: boolean;
  children: ReactNode;
} & ButtonHTMLAttributes<HTMLButtonElement>;

/** A submit button that is disabled, busy and shows a spinner while `loading`. */
export function SubmitButton({
  loading = false,
  variant = 'primary',
  block,
  disabled,
  type = 'submit',
  className,
  children,
  ...rest
}: SubmitButtonProps) {
  const classes = ['button', `button--${variant}`, block ? 'button--block' : '', className ?? ''];
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classes.join(' ').trim()}
    >
      {loading ? <Spinner size="small" decorative /> : null}
      <span>{children}</span>
    </button>
  );
}
