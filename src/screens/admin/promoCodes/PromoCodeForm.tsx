import { useMemo } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { promoCodeSchema, type PromoCodeWire } from '@domain/promoCodes';
import { useLocale } from '../../../i18n/useLocale';
import { CheckboxField, FieldErrorsProvider, MoneyField, SelectField, SubmitButton, TextField } from '../../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { submitToMachine, useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { createPromoCode, refreshPromoCodes, updatePromoCode, type PromoCodesList } from './promoCodesApi';

const SHOWN_FIELDS = [
  'code',
  'name_it',
  'name_en',
  'name_de',
  'discount_kind',
  'discount_percent',
  'amount_off_cents',
  'arrival_from',
  'arrival_to',
  'booked_from',
  'booked_to',
  'min_nights',
  'max_uses',
  'max_uses_per_guest',
  'unlocks_rate_plan_id',
  'active',
] as const;

const initial = (code?: PromoCodeWire) => ({
  code: code?.code ?? '',
  name_it: code?.name.it ?? '',
  name_en: code?.name.en ?? '',
  name_de: code?.name.de ?? '',
  discount_kind: code && code.amount_off_cents > 0 ? 'amount' : 'percent',
  discount_percent: code ? String(code.discount_percent) : '',
  amount_off_cents: code?.amount_off_cents ?? 0,
  arrival_from: code?.arrival_from ?? '',
  arrival_to: code?.arrival_to ?? '',
  booked_from: code?.booked_from ?? '',
  booked_to: code?.booked_to ?? '',
  min_nights: String(code?.min_nights ?? 1),
  max_uses: code?.max_uses == null ? '' : String(code.max_uses),
  max_uses_per_guest: code?.max_uses_per_guest == null ? '' : String(code.max_uses_per_guest),
  unlocks_rate_plan_id: code?.unlocks_rate_plan_id ?? '',
  active: code?.active ?? true,
  version: code?.version ?? null,
});

/** The percentage or the amount, as the kind chosen says. */
function DiscountField() {
  const { t } = useLingui();
  const { values } = useFormikContext<ReturnType<typeof initial>>();
  return values.discount_kind === 'amount' ? (
    <MoneyField name="amount_off_cents" label={t`Amount off each room’s stay (€)`} />
  ) : (
    <TextField name="discount_percent" type="number" min={0} max={100} label={t`Percentage off`} />
  );
}

/**
 * A promo code's rules (docs/product.md §12.15): a new code, or one being changed (`code`; the
 * code itself stays). Errors show under their fields; a stale edit (someone saved in between)
 * says so and the list is read again.
 */
export function PromoCodeForm({
  code,
  plans,
  onDone,
}: {
  code?: PromoCodeWire;
  plans: PromoCodesList['rate_plans'];
  onDone?: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const schema = useMemo(() => promoCodeSchema(locale), [locale]);
  const view = useFormSubmit({
    submit: async (input) => {
      try {
        return await (code ? updatePromoCode(code.code, input) : createPromoCode(input));
      } finally {
        void refreshPromoCodes(queryClient);
      }
    },
    onSuccess: () => onDone?.(),
  });
  const name = code ? t`Change the code ${code.code}` : t`Add a promo code`;
  return (
    <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
      <Formik initialValues={initial(code)} validationSchema={schema} onSubmit={submitToMachine(view.submit)}>
        <Form
          noValidate
          className="admin-season-form admin-promo-form"
          aria-label={name}
          data-machine="promoCodeForm"
          data-state={view.state}
        >
          <TextField name="code" label={t`Code`} readOnly={Boolean(code)} hint={t`Letters, digits and dashes`} />
          <TextField name="name_it" label={t`Name in Italian`} />
          <TextField name="name_en" label={t`Name in English`} />
          <TextField name="name_de" label={t`Name in German`} />
          <SelectField
            name="discount_kind"
            label={t`Discount`}
            options={[
              { value: 'percent', label: t`A percentage` },
              { value: 'amount', label: t`An amount` },
            ]}
          />
          <DiscountField />
          <TextField name="arrival_from" type="date" label={t`Arrivals from`} hint={t`Empty: no limit`} />
          <TextField name="arrival_to" type="date" label={t`Arrivals until`} hint={t`Empty: no limit`} />
          <TextField name="booked_from" type="date" label={t`Bookings from`} hint={t`Empty: no limit`} />
          <TextField name="booked_to" type="date" label={t`Bookings until`} hint={t`Empty: no limit`} />
          <TextField name="min_nights" type="number" min={1} label={t`Minimum nights`} />
          <TextField name="max_uses" type="number" min={1} label={t`Uses in all`} hint={t`Empty: no limit`} />
          <TextField
            name="max_uses_per_guest"
            type="number"
            min={1}
            label={t`Uses per guest`}
            hint={t`Empty: no limit`}
          />
          <SelectField
            name="unlocks_rate_plan_id"
            label={t`Unlocks the rate`}
            placeholder={t`None`}
            options={plans.map((plan) => ({ value: plan.id, label: plan.name[locale] }))}
          />
          <CheckboxField name="active" label={t`Active`} />
          <div className="admin-season-form__actions">
            <SubmitButton loading={view.loading}>
              {code ? <Trans>Save the code</Trans> : <Trans>Add the code</Trans>}
            </SubmitButton>
            {onDone && code ? (
              <button type="button" className="button button--secondary" onClick={onDone}>
                <Trans>Cancel</Trans>
              </button>
            ) : null}
          </div>
          <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
        </Form>
      </Formik>
    </FieldErrorsProvider>
  );
}
