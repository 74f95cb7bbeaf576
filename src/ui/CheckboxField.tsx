import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldErrorMessage } from './FieldErrorMessage';
import { useFormField } from './useFormField';

export type CheckboxFieldProps = {
  name: string;
  label: ReactNode;
  /** Set it when several checkboxes share an array field (e.g. token scopes). */
  value?: string;
  hint?: ReactNode;
  /** False in a group of checkboxes sharing one field: the group shows its error once (FieldErrorMessage). */
  showError?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'onChange' | 'checked' | 'children'>;

/** A checkbox bound to a boolean field, or to an array field when `value` is given. */
export function CheckboxField({
  name,
  label,
  value,
  hint,
  showError = true,
  id,
  className,
  ...rest
}: CheckboxFieldProps) {
  const hintId = `${useId()}-hint`;
  const { field, error, inputId, errorId, onChange, ariaProps } = useFormField({
    name,
    id,
    type: 'checkbox',
    value,
    describedBy: [hint ? hintId : undefined],
  });
  return (
    <div className={['form-check', error ? 'form-row--invalid' : '', className ?? ''].join(' ').trim()}>
      <input
        {...rest}
        {...ariaProps}
        id={inputId}
        type="checkbox"
        name={name}
        value={value}
        checked={Boolean(field.checked)}
        onChange={onChange}
        onBlur={field.onBlur}
        className="form-check-input"
      />
      <label className="form-check-label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
      {showError ? <FieldErrorMessage id={errorId} error={error} /> : null}
    </div>
  );
}
