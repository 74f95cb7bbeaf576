import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@domain/money';
import { FieldErrorMessage, useClearServerError, useFieldError } from '../../ui';
import { useLocale } from '../../i18n/useLocale';

export interface VoucherCheckboxProps {
  /** Whether the journey uses the voucher (it reprices the total). */
  checked: boolean;
  /** The credit left once this entry is paid. */
  creditAfter: number;
  disabled?: boolean;
  onChange: (use: boolean) => void;
}

/** The bonus voucher (product.md §3.4): ticked, it takes one person's entry off; the credit left is shown. */
export function VoucherCheckbox({ checked, creditAfter, disabled, onChange }: VoucherCheckboxProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const error = useFieldError('use_bonus_terme');
  const clearServerError = useClearServerError();
  return (
    <div className="day-spa-voucher">
      <div className={['form-check', error ? 'form-row--invalid' : ''].join(' ').trim()}>
        <input
          id={id}
          type="checkbox"
          name="use_bonus_terme"
          className="form-check-input"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            clearServerError('use_bonus_terme');
            onChange(event.target.checked);
          }}
        />
        <label className="form-check-label" htmlFor={id}>
          {t`Use my bonus voucher`}
        </label>
        <p id={`${id}-hint`} className="form-hint">
          {t`The voucher is personal and not valid for minors: it pays one person's entry, up to 200 euro.`}
        </p>
        <FieldErrorMessage id={`${id}-error`} error={error} />
      </div>
      <p className="day-spa-voucher__credit" data-testid="bonus-credit">
        <Trans>Your bonus credit: {formatMoney(creditAfter, locale)}</Trans>
      </p>
    </div>
  );
}
