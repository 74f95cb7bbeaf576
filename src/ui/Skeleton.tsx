import { useLingui } from '@lingui/react/macro';

export type SkeletonProps = {
  /** Number of blocks; default 1. */
  count?: number;
  /** CSS length or pixels; default '1rem'. */
  height?: string | number;
  width?: string | number;
  /** Round blocks, e.g. for avatars. */
  circle?: boolean;
  className?: string;
};

/** Pulsing grey blocks standing in for content that is loading. */
export function Skeleton({ count = 1, height = '1rem', width = '100%', circle, className }: SkeletonProps) {
  const { t } = useLingui();
  const blockClass = circle ? 'skeleton-block skeleton-block--circle' : 'skeleton-block';
  return (
    <div className={['skeleton', className ?? ''].join(' ').trim()} role="status">
      <span className="visually-hidden">{t`Loading…`}</span>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={blockClass} style={{ height, width }} aria-hidden="true" />
      ))}
    </div>
  );
}
