import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { formatMoneyInput, parseMoneyInput } from '@domain/money';
import { isLocale } from '@domain/locales';
import { FormRow } from './FormRow';
import { useFormField } from './useFormField';

export type MoneyFieldProps = {
  /** Formik field holding integer cents. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'value' | 'onChange' | 'children'>;

/**
 * The person types euros ('12,5' or '12.50'); formik holds cents (1250). The text is rewritten
 * with two decimals on blur; anything that is not a number counts as 0.
 */
export function MoneyField({ name, label, hint, id, className, onFocus, onBlur, ...rest }: MoneyFieldProps) {
  const hintId = `${useId()}-hint`;
  const { field, helpers, error, inputId, errorId, setValue, ariaProps } = useFormField<number>({
    name,
    id,
    describedBy: [hint ? hintId : undefined],
  });
  const { i18n } = useLingui();
  // Italians and Germans read '12,50', English readers '12.50'.
  const locale = isLocale(i18n.locale) ? i18n.locale : undefined;
  const format = (cents: number) => formatMoneyInput(cents, locale);
  const [text, setText] = useState(() => (typeof field.value === 'number' ? format(field.value) : ''));
  const editing = useRef(false);

  // Follow changes made from outside (reset, defaults arriving) while the person is not typing.
  useEffect(() => {
    if (!editing.current && typeof field.value === 'number') setText(formatMoneyInput(field.value, locale));
  }, [field.value, locale]);

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
      <div className="form-money">
        <span className="form-money-symbol" aria-hidden="true">
          €
        </span>
        <input
          {...rest}
          {...ariaProps}
          id={inputId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="form-input"
          value={text}
          onFocus={(event) => {
            editing.current = true;
            onFocus?.(event);
          }}
          onChange={(event) => {
            editing.current = true;
            setText(event.target.value);
            setValue(parseMoneyInput(event.target.value));
          }}
          onBlur={(event) => {
            editing.current = false;
            setText(format(parseMoneyInput(text)));
            void helpers.setTouched(true);
            onBlur?.(event);
          }}
        />
      </div>
    </FormRow>
  );
}
