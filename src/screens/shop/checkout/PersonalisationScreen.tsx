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
import { cardRecipients, giftCards, type GiftCardDelivery, type GiftCardSlot } from '@domain/shop';
import { recipientSchema } from '@domain/validation';
import { personalisationMachine, type CardSaved } from '@machines/personalisation.machine';
import { ApiError } from '@src/api/client';
import { saveGiftCard, useRefreshCart } from '@src/api/shop';
import { useLocale } from '@src/i18n/useLocale';
import { FieldErrorsProvider, Skeleton, SubmitButton, TextareaField, TextField, toast } from '@src/ui';
import { CheckoutPage } from './CheckoutPage';
import { useCartFeed } from './useCartFeed';

/** Formik keys: a prefix keeps a card's key from being read as an array index, no dot nor `#` in it. */
const key = (card: string) => `card_${card.replace('#', '_')}`;
type Forms = Record<string, GiftCardDelivery>;

/** A line's save: the server's field errors become its cards', anything else a toast. */
async function saveCard(rowId: string, recipients: GiftCardDelivery[]): Promise<CardSaved> {
  try {
    await saveGiftCard(rowId, recipients);
    return { rowId, errors: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length)
      return { rowId, errors: error.errors };
    if (error instanceof ApiError) toast.error(error.message);
    throw error;
  }
}

/** /{lang}/shop/checkout/personalisation (product.md §5.3): one form per gift card; machines/personalisation.machine.ts. */
export function PersonalisationScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const refreshCart = useRefreshCart();
  const [machine] = useState(() =>
    personalisationMachine.provide({
      actors: { saveCard: fromPromise(({ input }) => saveCard(input.rowId, input.recipients)) },
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
  const typed = useSelector(actor, (s) => s.context.forms);
  const cards = giftCards(cart);
  const fieldErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).flatMap(([card, fields]) =>
          Object.entries(fields).map(([field, messages]) => [`${key(card)}.${field}`, messages]),
        ),
      ),
    [errors],
  );
  const clear = useCallback(
    (name: string) => {
      const [formKey, field] = name.split('.');
      const card = cards.find((c) => key(c.key) === formKey);
      if (card) actor.send({ type: 'field.edit', card: card.key, name: field });
    },
    [actor, cards],
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
            typed={typed}
            lineErrors={errors}
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
  typed,
  lineErrors,
  busy,
  onSubmit,
}: {
  cards: GiftCardSlot[];
  /** What was typed before (kept when the cart changed elsewhere), by card key. */
  typed: Forms;
  /** The server's errors by card key; a line's own (`recipients`) shows above its card 1. */
  lineErrors: Record<string, Record<string, string[]>>;
  busy: boolean;
  onSubmit: (forms: Forms) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const schema = useMemo(() => recipientSchema(locale), [locale]);
  const initialValues = Object.fromEntries(
    cards.map((card) => [
      key(card.key),
      { ...(typed[card.key] ?? cardRecipients(card.item.options.recipients, card.item.qty)[card.index]) },
    ]),
  );
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
      onSubmit={(values) => onSubmit(Object.fromEntries(cards.map((card) => [card.key, values[key(card.key)]])))}
    >
      <Form noValidate aria-label={t`Gift card recipients`}>
        {cards.map(({ key: card, rowId, index, item }, position) => (
          <fieldset key={card} className="checkout-card" data-row-id={rowId} data-card={index + 1}>
            <legend className="checkout-card__legend">
              {t`Gift card ${position + 1} of ${cards.length}`}: {item.name}, {item.options.variation.text} (
              {t`card ${index + 1} of ${item.qty}`})
            </legend>
            {lineErrors[card]?.recipients?.length ? (
              <p className="field-error" role="alert">
                {lineErrors[card].recipients.join(' ')}
              </p>
            ) : null}
            <div className="checkout-names">
              <TextField name={`${key(card)}.name`} label={t`Recipient's full name`} autoComplete="off" />
              <TextField
                name={`${key(card)}.email`}
                type="email"
                label={t`Recipient's email`}
                autoComplete="off"
                inputMode="email"
              />
            </div>
            <TextareaField
              name={`${key(card)}.message`}
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
