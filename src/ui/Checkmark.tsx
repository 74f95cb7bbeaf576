export type CheckmarkProps = {
  /** What succeeded, for screen readers (e.g. 'Payment complete'); omit when text beside says it. */
  label?: string;
  /** Pixels; default 72. */
  size?: number;
  className?: string;
};

/** An animated success tick: the circle draws, then the check. */
export function Checkmark({ label, size = 72, className }: CheckmarkProps) {
  return (
    <svg
      className={['checkmark', className ?? ''].join(' ').trim()}
      width={size}
      height={size}
      viewBox="0 0 52 52"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle className="checkmark-circle" cx="26" cy="26" r="24" fill="none" />
      <path className="checkmark-check" fill="none" d="M14 27 l8 8 l16 -17" />
    </svg>
  );
}
