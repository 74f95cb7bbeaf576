import { FieldErrorMessage } from './FieldErrorMessage';
import { Counter, type CounterProps } from './Counter';
import { useFormField } from './useFormField';

export type CounterFieldProps = { name: string } & Omit<
  CounterProps,
  'value' | 'onChange' | 'name' | 'describedBy' | 'invalid'
>;

/** `Counter` bound to a numeric formik field, with its error underneath. */
export function CounterField({ name, min = 1, ...rest }: CounterFieldProps) {
  const { field, error, errorId, setValue, ariaProps } = useFormField<number>({ name });
  const value = typeof field.value === 'number' ? field.value : min;
  return (
    <div className={error ? 'form-row form-row--invalid' : 'form-row'}>
      <Counter
        {...rest}
        min={min}
        value={value}
        onChange={setValue}
        describedBy={ariaProps['aria-describedby']}
        invalid={Boolean(error)}
      />
      <FieldErrorMessage id={errorId} error={error} />
    </div>
  );
}
