import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { FormRow } from './FormRow';
import { useFormField } from './useFormField';

export type DateRangeFieldProps = {
  fromName: string;
  toName: string;
  fromLabel: ReactNode;
  toLabel: ReactNode;
  /** Caption of the pair, for screen readers and sighted people alike. */
  legend?: ReactNode;
  /** Earliest and latest selectable days, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
  className?: string;
};

/**
 * Two date inputs holding 'YYYY-MM-DD'. The end cannot be before the start: its `min` follows
 * the start, and an end left before a newly chosen start is cleared.
 */
export function DateRangeField({ fromName, toName, fromLabel, toLabel, legend, min, max, className }: DateRangeFieldProps) {
  const { setFieldValue } = useFormikContext();
  const from = useFormField<string>({ name: fromName });
  const to = useFormField<string>({ name: toName });
  const fromValue = from.field.value ?? '';
  const toValue = to.field.value ?? '';

  return (
    <fieldset className={['form-range', className ?? ''].join(' ').trim()}>
      {legend ? <legend className="form-label">{legend}</legend> : null}
      <FormRow label={fromLabel} htmlFor={from.inputId} error={from.error} errorId={from.errorId}>
        <input
          {...from.ariaProps}
          id={from.inputId}
          type="date"
          name={fromName}
          className="form-input"
          value={fromValue}
          min={min}
          max={max}
          onChange={(event) => {
            from.onChange(event);
            // ISO dates compare correctly as strings.
            if (toValue && event.target.value && toValue < event.target.value) void setFieldValue(toName, '');
          }}
          onBlur={from.field.onBlur}
        />
      </FormRow>
      <FormRow label={toLabel} htmlFor={to.inputId} error={to.error} errorId={to.errorId}>
        <input
          {...to.ariaProps}
          id={to.inputId}
          type="date"
          name={toName}
          className="form-input"
          value={toValue}
          min={fromValue || min}
          max={max}
          onChange={to.onChange}
          onBlur={to.field.onBlur}
        />
      </FormRow>
    </fieldset>
  );
}
