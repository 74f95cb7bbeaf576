import { useCallback, useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import { Link, useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { Trans, useLingui } from '@lingui/react/macro';
import { ValidationError } from 'yup';
import { GIFT_CARD_MESSAGE_MAX_LENGTH } from '@domain/constants';
import { subPath } from '@domain/routes';
import { giftCardItems, type CartItem, type GiftCardDelivery } from '@domain/shop';
import { personalisationSchema } from '@domain/validation';
import { personalisationMachine, type CardSaved } from '@machines/personalisation.machine';
import { ApiError } from '@src/api/client';
import { saveGiftCard, useRefreshCart } from '@src/api/shop';
import { useLocale } from '@src/i18n/useLocale';
import { FieldErrorsProvider, Skeleton, SubmitButton, TextareaField, TextField, toast } from '@src/ui';
import { CheckoutPage } from './CheckoutPage';
import { useCartFeed } from './useCartFeed';

/** Formik keys: a prefix keeps a rowId of digits from being read as an array index. */
const key = (rowId: string) => `card_${rowId}`;
type Forms = Record<string, GiftCardDelivery>;

/** A card's save: the server's field errors become that card's, anything else a toast. */
async function saveCard(rowId: string, delivery: GiftCardDelivery): Promise<CardSaved> {
  try {
    await saveGiftCard(rowId, delivery);
    return { rowId, errors: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length)
      return { rowId, errors: error.errors };
    if (error instanceof ApiError) toast.error(error.message);
    throw error;
  }
}

/** /{lang}/shop/checkout/personalisation (SPEC 2, 4): one form per gift card; machines/personalisation.machine.ts. */
export function PersonalisationScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const refreshCart = useRefreshCart();
  const [machine] = useState(() =>
    personalisationMachine.provide({
      actors: { saveCard: fromPromise(({ input }) => saveCard(input.rowId, input.delivery)) },
      actions: {
        goToPayment: () => navigate(subPath('shopPayment', 'shopCheckout')),
        refreshCart: () => void refreshCart(),
      },
    }),
  );
  const actor = useJourneyActor(machine);
  useCartFeed(actor.send);
  const state = useSelector(actor, (s) => String(s.value));
  const cart = useSelector(actor, (s) => s.context.cart);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const errors = useSelector(actor, (s) => s.context.errors);
  const cards = giftCardItems(cart);
  const fieldErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).flatMap(([rowId, fields]) =>
          Object.entries(fields).map(([field, messages]) => [`${key(rowId)}.${field}`, messages]),
        ),
      ),
    [errors],
  );
  const clear = useCallback(
    (name: string) => {
      const [card, field] = name.split('.');
      actor.send({ type: 'field.edit', rowId: card.replace(/^card_/, ''), name: field });
    },
    [actor],
  );

  return (
    <CheckoutPage step="personalisation" machine="personalisation" state={state}>
      {state === 'loading' ? <Skeleton count={3} height="5rem" /> : null}
      {state === 'empty' ? (
        <p className="checkout-card">
          <Trans>No item in the cart</Trans> <Link href={`~/${locale}/shop`}>{t`Choose a gift card`}</Link>
        </p>
      ) : null}
      {state === 'noGiftCards' || state === 'leaving' ? (
        <p role="status">
          <Trans>On to the payment…</Trans>
        </p>
      ) : null}
      {state === 'editing' || state === 'saving' ? (
        <FieldErrorsProvider errors={fieldErrors} onClear={clear}>
          <PersonalisationForms
            cards={cards}
            busy={busy}
            onSubmit={(forms) => actor.send({ type: 'personalisation.submit', forms })}
          />
        </FieldErrorsProvider>
      ) : null}
    </CheckoutPage>
  );
}

function PersonalisationForms({
  cards,
  busy,
  onSubmit,
}: {
  cards: CartItem[];
  busy: boolean;
  onSubmit: (forms: Forms) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => personalisationSchema(locale), [locale]);
  const initialValues = Object.fromEntries(cards.map((item) => [key(item.rowId), { ...item.options.delivery }]));
  const validate = (values: Record<string, GiftCardDelivery>) => {
    const found: Record<string, Record<string, string>> = {};
    for (const [card, delivery] of Object.entries(values)) {
      try {
        schema.validateSync(delivery, { abortEarly: false });
      } catch (error) {
        if (error instanceof ValidationError)
          found[card] = Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
      }
    }
    return found;
  };
  return (
    <Formik
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) =>
        onSubmit(
          Object.fromEntries(Object.entries(values).map(([card, delivery]) => [card.replace(/^card_/, ''), delivery])),
        )
      }
    >
      <Form noValidate aria-label={t`Gift card recipients`}>
        {cards.map((item, index) => (
          <fieldset key={item.rowId} className="checkout-card" data-row-id={item.rowId}>
            <legend className="checkout-card__legend">
              {t`Gift card ${index + 1} of ${cards.length}`}: {item.name}, {item.options.variation.text} ({item.qty} ×)
            </legend>
            <div className="checkout-names">
              <TextField name={`${key(item.rowId)}.name`} label={t`Recipient's full name`} autoComplete="off" />
              <TextField
                name={`${key(item.rowId)}.email`}
                type="email"
                label={t`Recipient's email`}
                autoComplete="off"
                inputMode="email"
              />
            </div>
            <TextareaField
              name={`${key(item.rowId)}.message`}
              label={t`Message (optional)`}
              maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH}
              rows={3}
            />
          </fieldset>
        ))}
        <SubmitButton loading={busy} block>
          <Trans>Continue</Trans>
        </SubmitButton>
      </Form>
    </Formik>
  );
}
