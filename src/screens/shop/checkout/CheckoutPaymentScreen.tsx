import { useRef, useState } from 'react';
import { Formik, useFormikContext } from 'formik';
import { useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '@src/statecharts/useJourneyActor';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Actor } from 'xstate';
import { subPath } from '@domain/routes';
import type { PaymentSource } from '@machines/cardPayment.machine';
import { checkoutMachine, type CartProblem, type CheckoutPurchase } from '@machines/checkout.machine';
import { ApiError } from '@src/api/client';
import { postCheckout, useRefreshCart } from '@src/api/shop';
import { buyerOf, useUser, type User } from '@src/api/user';
import {
  CardPaymentFields,
  CardSession,
  cardPaymentFor,
  PayButton,
  useCardPaymentChild,
  useCardPaymentView,
} from '@src/payments';
import { Checkmark, FieldErrorsProvider, Skeleton, toast } from '@src/ui';
import { ContactFields } from '@src/shared/forms/ContactFields';
import { contactValues } from '@src/shared/forms/contact';
import { CartSummary } from './CartSummary';
import { CheckoutPage } from './CheckoutPage';
import { useCartFeed } from './useCartFeed';

const PROBLEMS = {
  cartEmpty: msg`No item in the cart`,
  recipientEmailMissing: msg`The recipient's Email is missing`,
} satisfies Record<CartProblem, unknown>;

/** A signed-in guest's names and address, for the buyer's fields. */
function buyerFrom(user: User | null | undefined): CheckoutPurchase {
  return contactValues(buyerOf(user));
}

/** /{lang}/shop/checkout/payment (product.md §5.3): summary, buyer and card; machines/checkout.machine.ts. */
export function CheckoutPaymentScreen() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const refreshCart = useRefreshCart();
  const { data: user, isPending } = useUser();
  const [session] = useState(() => new CardSession());
  // The total this step shows: the server refuses to charge another (a price changed meanwhile, product.md §12.17).
  const shownTotal = useRef<number | undefined>(undefined);
  const [machine] = useState(() =>
    checkoutMachine.provide({
      actors: {
        cardPayment: cardPaymentFor<CheckoutPurchase>(session, async (purchase, payment) => {
          try {
            return await postCheckout({ ...purchase, ...payment, expected_total: shownTotal.current });
          } catch (error) {
            if (error instanceof ApiError && error.body.reason === 'price_changed') void refreshCart();
            throw error;
          }
        }),
      },
      actions: {
        backToPersonalisation: (_, { problem }) => {
          toast.error(i18n._(PROBLEMS[problem]));
          navigate(subPath('shopPersonalisation', 'shopCheckout'));
        },
        showConfirmation: (_, { transaction }) =>
          navigate(subPath('shopConfirmation', 'shopCheckout'), { state: { transaction } }),
        refreshCart: () => void refreshCart(),
      },
    }),
  );
  const actor = useJourneyActor(machine);
  useCartFeed(actor.send);
  const state = useSelector(actor, (s) => String(s.value));
  const cart = useSelector(actor, (s) => s.context.cart);
  const paid = useSelector(actor, (s) => s.hasTag('success'));
  shownTotal.current = state === 'payment' ? cart.total : undefined;

  return (
    <CheckoutPage step="payment" machine="checkout" state={state}>
      {state === 'loading' || isPending ? <Skeleton count={3} height="5rem" /> : null}
      {paid ? (
        <div className="checkout-card" role="status">
          <Checkmark label={i18n._(msg`Payment complete`)} />
          <p>
            <Trans>Thank you!</Trans>
          </p>
        </div>
      ) : null}
      {state === 'payment' && !isPending ? (
        <div className="checkout-layout">
          <Formik initialValues={buyerFrom(user)} onSubmit={() => {}}>
            <BuyerForm actor={actor} session={session} total={cart.total} />
          </Formik>
          <CartSummary cart={cart} />
        </div>
      ) : null}
    </CheckoutPage>
  );
}

function BuyerForm({
  actor,
  session,
  total,
}: {
  actor: Actor<typeof checkoutMachine>;
  session: CardSession;
  total: number;
}) {
  const { t } = useLingui();
  const card = useCardPaymentChild(actor);
  const { fieldErrors } = useCardPaymentView(card);
  const { values } = useFormikContext<CheckoutPurchase>();
  const pay = (source: PaymentSource) => actor.send({ type: 'pay.submit', values: { ...values }, source });
  return (
    <FieldErrorsProvider errors={fieldErrors} onClear={(name) => card?.send({ type: 'field.edit', name })}>
      <form
        noValidate
        className="checkout-card checkout-form"
        aria-label={t`Your details and payment`}
        onSubmit={(event) => {
          event.preventDefault();
          pay('card');
        }}
      >
        <h2>
          <Trans>Your details</Trans>
        </h2>
        <ContactFields />
        <CardPaymentFields card={card} session={session} amountCents={total} onWalletPay={() => pay('wallet')} />
        <PayButton card={card} amountCents={total} block />
      </form>
    </FieldErrorsProvider>
  );
}
