import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import {
  cardPaymentMachine,
  type PaymentPost,
  type PurchaseAnswer,
  type PurchasePost,
} from '@machines/cardPayment.machine';
import { toast } from '../ui/toast';
import { toPaymentFailure } from './failure';
import type { CardSession } from './session';

/**
 * Posts a journey's purchase: its own body (`purchase`, as the journey machine hands it to the card
 * payment) plus the payment fields. Use `{ quiet: true }`: the statechart shows the toast itself.
 */
export type PostPurchase<P> = (purchase: P, payment: PaymentPost) => Promise<unknown>;

/**
 * The card payment statechart with the browser's effects, provided once by the journey that
 * invokes it (`journeyMachine.provide({ actors: { cardPayment: cardPaymentFor(session, post) } })`):
 * the card field on screen (through `session`) makes payment methods and runs 3-D Secure, `post`
 * sends the purchase, a failure toasts 'Error, <reason>' and scrolls to the top.
 */
export function cardPaymentFor<P>(session: CardSession, post: PostPurchase<P>) {
  return cardPaymentMachine.provide({
    actors: {
      createPaymentMethod: fromPromise(({ input }) => session.createPaymentMethod(input.source)),
      handleCardAction: fromPromise(({ input }) => session.handleCardAction(input.clientSecret)),
      postPurchase: fromPromise<PurchaseAnswer, PurchasePost>(async ({ input }) => {
        try {
          return (await post(input.purchase as P, input.payment)) as PurchaseAnswer;
        } catch (error) {
          throw toPaymentFailure(error);
        }
      }),
    },
    actions: {
      notifyFailure: (_, { failure }) => {
        session.settled(false);
        const reason = failure.message || i18n._(msg`missing or incorrect details`);
        toast.error(i18n._(msg`Error, ${reason}`));
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      notifySuccess: () => {
        session.settled(true);
        session.clear();
      },
    },
  });
}
