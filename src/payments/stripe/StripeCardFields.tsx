import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Stripe, StripeElementLocale, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { PAYMENT_CURRENCY } from '@domain/constants';
import type { CardFieldsProps } from '../gateway';
import { cardFailure } from '../session';
import { WalletHint } from '../WalletHint';

/** Stripe refuses charges under 50 cents; wallets are offered from there. */
const WALLET_MIN_CENTS = 50;

let stripePromise: Promise<Stripe | null> | null = null;
const stripeFor = (publishableKey: string) => (stripePromise ??= loadStripe(publishableKey));

/**
 * Stripe Elements: the card field and, when the browser has one, the wallet button (Express
 * Checkout Element). Stripe.js is fetched only here, i.e. only on payment screens.
 */
export function StripeCardFields(props: CardFieldsProps) {
  const { i18n } = useLingui();
  // Elements takes its options once; later amounts go through elements.update (below).
  const firstAmount = useRef(Math.max(props.amountCents, WALLET_MIN_CENTS));
  const options = useMemo(
    () => ({
      mode: 'payment' as const,
      amount: firstAmount.current,
      currency: PAYMENT_CURRENCY,
      paymentMethodCreation: 'manual' as const,
      locale: i18n.locale as StripeElementLocale,
    }),
    [i18n.locale],
  );
  return (
    <Elements stripe={stripeFor(props.config.publishableKey ?? '')} options={options}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ session, amountCents, disabled, invalid, onCardChange, onWalletPay }: CardFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const wallet = useRef<StripeExpressCheckoutElementConfirmEvent | null>(null);
  const [walletAvailable, setWalletAvailable] = useState<boolean | null>(null);

  useEffect(() => {
    if (elements && amountCents >= WALLET_MIN_CENTS) elements.update({ amount: amountCents });
  }, [elements, amountCents]);

  useEffect(() => {
    if (!stripe || !elements) return;
    return session.attach({
      async createPaymentMethod(source) {
        if (source === 'wallet') {
          const submitted = await elements.submit();
          if (submitted.error) throw cardFailure(submitted.error.message ?? '');
          const created = await stripe.createPaymentMethod({
            elements,
            params: { billing_details: wallet.current?.billingDetails },
          });
          if (created.error) throw cardFailure(created.error.message ?? '');
          return { id: created.paymentMethod.id };
        }
        const card = elements.getElement(CardElement);
        if (!card) throw cardFailure('');
        const created = await stripe.createPaymentMethod({ type: 'card', card });
        if (created.error) throw cardFailure(created.error.message ?? '');
        return { id: created.paymentMethod.id };
      },
      async handleCardAction(clientSecret) {
        const { error, paymentIntent } = await stripe.handleCardAction(clientSecret);
        // A failed authentication still names its intent: the server records it and answers why.
        if (error?.payment_intent?.id) return { paymentIntentId: error.payment_intent.id };
        if (error || !paymentIntent) throw cardFailure(error?.message ?? '');
        return { paymentIntentId: paymentIntent.id };
      },
      clear() {
        elements.getElement(CardElement)?.clear();
      },
      settled(paid) {
        if (!paid) wallet.current?.paymentFailed({ reason: 'fail' });
        wallet.current = null;
      },
    });
  }, [stripe, elements, session]);

  return (
    <div className="card-stripe" data-gateway="stripe">
      {amountCents >= WALLET_MIN_CENTS ? (
        <ExpressCheckoutElement
          options={{ buttonType: { applePay: 'buy', googlePay: 'buy' } }}
          onReady={(event) => setWalletAvailable(Boolean(event.availablePaymentMethods))}
          onConfirm={(event) => {
            wallet.current = event;
            onWalletPay();
          }}
        />
      ) : null}
      {walletAvailable === false ? <WalletHint /> : null}
      <div className={['card-field-stripe', invalid ? 'card-field--invalid' : ''].join(' ').trim()}>
        <CardElement
          options={{ hidePostalCode: true, disabled, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => onCardChange(event.error?.message ?? null)}
        />
      </div>
    </div>
  );
}
