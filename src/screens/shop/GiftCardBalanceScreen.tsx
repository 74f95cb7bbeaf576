import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { formatMoney } from '@domain/money';
import { giftCardCodeSchema } from '@domain/validation';
import { fetchGiftCardBalance, type GiftCardBalance } from '../../api/shop';
import { useLocale } from '../../i18n/useLocale';
import { FieldErrorsProvider, SubmitButton, TextField } from '../../ui';
import { FormFailureMessage } from '@src/shared/forms/FormFailureMessage';
import { useFormSubmit } from '@src/shared/forms/useFormSubmit';
import { PageHeader } from '@src/shared/page/PageHeader';
import './shop.css';

const SHOWN_FIELDS = ['code'] as const;

/** /{lang}/gift-cards/balance (issue 11): a gift card's balance and expiry by its code. */
export function GiftCardBalanceScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => giftCardCodeSchema(locale), [locale]);
  const view = useFormSubmit({
    submit: (input) => fetchGiftCardBalance(String(input.code ?? '')),
  });
  const card = view.state === 'succeeded' ? (view.result as GiftCardBalance) : null;
  return (
    <>
      <PageHeader>
        <h1>
          <Trans>Gift card balance</Trans>
        </h1>
      </PageHeader>
      <div className="container page gift-card-balance" data-machine="giftCardBalance" data-state={view.state}>
        <FieldErrorsProvider errors={view.fieldErrors} onClear={view.onClear}>
          <Formik initialValues={{ code: '' }} validationSchema={schema} onSubmit={view.submit}>
            <Form noValidate className="checkout-card gift-card-balance__form" aria-label={t`Gift card balance`}>
              <TextField
                name="code"
                label={t`Gift card code`}
                hint={t`16 characters, as on the card: XXXX-XXXX-XXXX-XXXX`}
                autoComplete="off"
                spellCheck={false}
              />
              <FormFailureMessage {...view} shownFields={SHOWN_FIELDS} />
              <SubmitButton loading={view.loading}>
                <Trans>Check the balance</Trans>
              </SubmitButton>
            </Form>
          </Formik>
        </FieldErrorsProvider>
        {card ? <BalanceAnswer card={card} /> : null}
      </div>
    </>
  );
}

function BalanceAnswer({ card }: { card: GiftCardBalance }) {
  const locale = useLocale();
  const balance = formatMoney(card.balance, locale);
  const value = formatMoney(card.value, locale);
  const expiry = formatDate(card.expires_on, locale, 'DD MMMM YYYY');
  const last4 = card.last_four;
  return (
    <section className="checkout-card" role="status" data-testid="gift-card-balance">
      <h2>
        <Trans>Card ending in {last4}</Trans>
      </h2>
      <p>
        <Trans>
          Balance: <strong>{balance}</strong> of {value}
        </Trans>
      </p>
      <p>
        {card.status === 'void' ? (
          <Trans>This gift card is no longer valid. Please ask the front desk.</Trans>
        ) : card.status === 'expired' ? (
          <Trans>This gift card expired on {expiry}.</Trans>
        ) : card.status === 'used' ? (
          <Trans>This gift card has been used up.</Trans>
        ) : (
          <Trans>Valid until {expiry}</Trans>
        )}
      </p>
    </section>
  );
}
