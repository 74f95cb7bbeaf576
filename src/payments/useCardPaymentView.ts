import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef, SnapshotFrom } from 'xstate';
import type { AppliedGiftCard, cardPaymentMachine } from '@machines/cardPayment.machine';

/** The running card payment of a journey (its child `cardPayment`). */
export type CardPaymentRef = ActorRefFrom<typeof cardPaymentMachine>;

/** What the pay button, the alert line and the fields read from the card payment. */
export interface CardPaymentView {
  /** The statechart's state ('idle', 'paying', 'failed', ...), for data attributes and tests. */
  state: string;
  /** A payment is in flight: the pay button is disabled and shows loading. */
  busy: boolean;
  /** The card field's live message, or the reason it refused the card. */
  cardError: string | null;
  /** Server field errors (422) of the last attempt, for FieldErrorsProvider. */
  fieldErrors: Record<string, string[]>;
  /** The gift card applied to this payment, or null: the card pays only what it leaves. */
  giftCard: AppliedGiftCard | null;
}

const NO_ERRORS: Record<string, string[]> = {};

/** The card payment child of a journey actor, while the journey is in its payment step. */
export function useCardPaymentChild(journey: AnyActorRef): CardPaymentRef | undefined {
  return useSelector(
    journey,
    (s: SnapshotFrom<AnyActorRef>) =>
      (s as { children: Record<string, AnyActorRef | undefined> }).children.cardPayment as CardPaymentRef | undefined,
  );
}

/** Reads the child's snapshot; without a child (before the payment step) nothing is busy. */
export function useCardPaymentView(card: CardPaymentRef | undefined): CardPaymentView {
  const state = useSelector(card, (s) => (s && typeof s.value === 'string' ? s.value : 'idle'));
  const busy = useSelector(card, (s) => s?.hasTag('loading') ?? false);
  const cardError = useSelector(card, (s) => s?.context.cardError ?? null);
  const fieldErrors = useSelector(card, (s) => s?.context.failure?.errors ?? NO_ERRORS);
  const giftCard = useSelector(card, (s) => s?.context.giftCard ?? null);
  return { state, busy, cardError, fieldErrors, giftCard };
}
