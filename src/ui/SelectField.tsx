import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FormRow } from './FormRow';
import { useFormField } from './useFormField';

export type SelectOption = { value: string | number; label: string; disabled?: boolean };

export type SelectFieldProps = {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  /** First, empty choice (value ''), e.g. 'Choose…'. */
  placeholder?: string;
  hint?: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'children' | 'multiple'>;

/** A native select; numeric option values come back to formik as numbers. */
export function SelectField({ name, label, options, placeholder, hint, id, className, ...rest }: SelectFieldProps) {
  const hintId = `${useId()}-hint`;
  const { field, error, inputId, errorId, setValue, ariaProps } = useFormField<string | number>({
    name,
    id,
    describedBy: [hint ? hintId : undefined],
  });
  return (
    <FormRow
      label={label}
      htmlFor={inputId}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
      className={className}
    >
      <select
        {...rest}
        {...ariaProps}
        id={inputId}
        name={name}
        className="form-input form-select"
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          setValue(chosen ? chosen.value : '');
        }}
        onBlur={field.onBlur}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FormRow>
  );
}
