import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormRow } from './FormRow';
import { useFormField } from './useFormField';

export type TextFieldProps = {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'date';
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'onChange' | 'children'>;

/** A labelled text-like input bound to formik, with its error underneath. */
export function TextField({ name, label, type = 'text', hint, id, className, onBlur, ...rest }: TextFieldProps) {
  const hintId = `${useId()}-hint`;
  const { field, error, inputId, errorId, onChange, ariaProps } = useFormField<string | number>({
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
      <input
        {...rest}
        {...ariaProps}
        id={inputId}
        name={name}
        type={type}
        className="form-input"
        value={field.value ?? ''}
        onChange={onChange}
        onBlur={(event) => {
          field.onBlur(event);
          onBlur?.(event);
        }}
      />
    </FormRow>
  );
}
