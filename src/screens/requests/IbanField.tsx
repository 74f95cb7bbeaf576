import { useLingui } from '@lingui/react/macro';
import { groupIban } from '@domain/bankAccount';
import { FormRow, useFormField } from '../../ui';

/** The IBAN, grouped in fours as the guest types (what their bank card shows); the server checks it. */
export function IbanField({ name }: { name: string }) {
  const { t } = useLingui();
  const { field, error, inputId, errorId, setValue, ariaProps } = useFormField<string>({ name });
  return (
    <FormRow label={t`IBAN (optional)`} htmlFor={inputId} error={error} errorId={errorId}>
      <input
        {...ariaProps}
        id={inputId}
        name={name}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="IT60 X054 2811 1010 0000 0123 456"
        className="form-input form-input--iban"
        value={field.value ?? ''}
        onChange={(event) => setValue(groupIban(event.target.value))}
        onBlur={field.onBlur}
      />
    </FormRow>
  );
}
