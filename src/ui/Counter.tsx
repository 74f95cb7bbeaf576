import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

export type CounterProps = {
  /** Visible label; also names the buttons for screen readers. */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Default 1. */
  min?: number;
  max?: number;
  /** Renders a hidden input so a plain browser form submits the value. */
  name?: string;
  /** Id of an error or hint that describes the counter. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * − value + with 44px buttons; it never goes below `min` or above `max`. Buttons at a bound are
 * aria-disabled rather than disabled so keyboard focus stays on them.
 */
export function Counter({
  label,
  value,
  onChange,
  min = 1,
  max,
  name,
  describedBy,
  invalid,
  disabled,
  className,
}: CounterProps) {
  const { t } = useLingui();
  const labelId = `${useId()}-label`;
  const canDecrease = !disabled && value > min;
  const canIncrease = !disabled && (max === undefined || value < max);
  const clamp = (next: number) => Math.max(min, max === undefined ? next : Math.min(max, next));
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid ? true : undefined}
      className={['counter', className ?? ''].join(' ').trim()}
    >
      <span id={labelId} className="form-label">
        {label}
      </span>
      <div className="counter-controls">
        <button
          type="button"
          className="counter-button"
          aria-label={t`Decrease ${label}`}
          aria-disabled={!canDecrease}
          onClick={() => canDecrease && onChange(clamp(value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="counter-value" aria-live="polite" aria-labelledby={labelId}>
          {value}
        </output>
        <button
          type="button"
          className="counter-button"
          aria-label={t`Increase ${label}`}
          aria-disabled={!canIncrease}
          onClick={() => canIncrease && onChange(clamp(value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {name ? <input type="hidden" name={name} value={value} /> : null}
    </div>
  );
}
