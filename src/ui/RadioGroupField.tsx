import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import { FieldErrorMessage } from './FieldErrorMessage';
import { useClearServerError, useFieldError } from './FieldErrors';

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupFieldProps = {
  name: string;
  legend: ReactNode;
  options: RadioOption[];
  /** Lay the options side by side (e.g. M / F). */
  inline?: boolean;
  className?: string;
};

/** A fieldset of radios bound to one string field; arrow keys move between options natively. */
export function RadioGroupField({ name, legend, options, inline, className }: RadioGroupFieldProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const clearServerError = useClearServerError();
  const baseId = useId();
  const errorId = `${baseId}-error`;
  const classes = ['form-row', 'form-radios', inline ? 'form-radios--inline' : '', error ? 'form-row--invalid' : ''];
  return (
    <fieldset className={[...classes, className ?? ''].join(' ').trim()}>
      <legend className="form-label">{legend}</legend>
      {options.map((option, index) => {
        const id = `${baseId}-${index}`;
        return (
          <div className="form-check" key={option.value}>
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              disabled={option.disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                clearServerError(name);
                field.onChange(event);
              }}
              onBlur={field.onBlur}
              className="form-check-input"
            />
            <label className="form-check-label" htmlFor={id}>
              {option.label}
            </label>
          </div>
        );
      })}
      <FieldErrorMessage id={errorId} error={error} />
    </fieldset>
  );
}
