import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  cardPaymentMachine,
  type CardPaymentEvent,
  type PaymentPost,
  type PaymentSource,
  type PurchaseAnswer,
} from '../../machines/cardPayment.machine';
import type { SubmitFailure } from '../../domain/submitFailure';
import { toast } from '../ui/toast';
import { toPaymentFailure } from './failure';
import { CardSession } from './session';

export type { PaymentPost } from '../../machines/cardPayment.machine';

export interface UseCardPaymentOptions<R, V> {
  /**
   * Posts the journey's purchase with the payment fields, e.g.
   * `(fields, values) => api.post('/deposit-payment', { ...values, ...fields }, { quiet: true })`.
   */
  post: (fields: PaymentPost, values: V) => Promise<unknown>;
  /** The amount the pay button shows and the zero-total check uses; `pay({ amountCents })` overrides it. */
  amountCents?: number;
  /** The form's current values, for payments started by the wallet button (`pay({ values })` overrides them). */
  values?: V;
  /** Paid: the journey's next step (a redirect, a form reset). The checkmark shows meanwhile. */
  onPaid?: (result: R) => void;
  /** After the standard reaction to a failure (toast 'Error, ...', scroll to top). */
  onFailure?: (failure: SubmitFailure) => void;
}

export interface CardPayment<R = unknown, V = void> {
  /** The statechart's state: 'idle', 'creatingPaymentMethod', 'paying', 'authenticating', 'confirming', 'failed', 'cardInvalid', 'succeeded', ... */
  state: string;
  /** A payment is in flight: the pay button is disabled and shows loading. */
  busy: boolean;
  authenticating: boolean;
  paid: boolean;
  result: R | null;
  /** The card field's message for the alert line. */
  cardError: string | null;
  failure: SubmitFailure | null;
  /** Server field errors (422), for FieldErrorsProvider. */
  fieldErrors: Record<string, string[]>;
  amountCents: number;
  /** Starts a payment (ignored while one is in flight). */
  pay(input?: { amountCents?: number; values?: V; source?: PaymentSource }): void;
  /** The guest edited a field: its server error goes away. */
  clearFieldError(name: string): void;
  session: CardSession;
  actorRef: Actor<typeof cardPaymentMachine> | undefined;
}

/** What the card field and pay button read: any CardPayment fits, whatever its result and values. */
export type CardPaymentView = Pick<CardPayment, 'state' | 'busy' | 'authenticating' | 'paid' | 'amountCents' | 'cardError' | 'session'>;

/**
 * One card payment on a screen, driven by machines/cardPayment.machine.ts. Render
 * `<CardPaymentFields payment={payment} />` and `<PayButton payment={payment} />` with it.
 */
export function useCardPayment<R = unknown, V = void>(options: UseCardPaymentOptions<R, V>): CardPayment<R, V> {
  const { t } = useLingui();
  const latest = useRef(options);
  latest.current = options;
  const values = useRef<V>(undefined as V);
  const [session] = useState(() => new CardSession());
  const [generation, setGeneration] = useState(0);
  const [actor, setActor] = useState<Actor<typeof cardPaymentMachine>>();
  const queued = useRef<CardPaymentEvent | null>(null);

  const reactions = useRef({
    failure(failure: SubmitFailure) {
      session.settled(false);
      const reason = failure.message || t`missing or incorrect details`;
      toast.error(t`Error, ${reason}`);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      latest.current.onFailure?.(failure);
    },
    success(result: unknown) {
      session.settled(true);
      session.clear();
      latest.current.onPaid?.(result as R);
    },
  });

  // A new actor per payment: after a success the next pay() starts from idle again.
  useEffect(() => {
    const logic = cardPaymentMachine.provide({
      actors: {
        createPaymentMethod: fromPromise(({ input }) => session.createPaymentMethod(input.source)),
        handleCardAction: fromPromise(({ input }) => session.handleCardAction(input.clientSecret)),
        postPurchase: fromPromise<PurchaseAnswer, PaymentPost>(async ({ input }) => {
          try {
            return (await latest.current.post(input, values.current)) as PurchaseAnswer;
          } catch (error) {
            throw toPaymentFailure(error);
          }
        }),
      },
      actions: {
        notifyFailure: (_, { failure }) => reactions.current.failure(failure),
        notifySuccess: (_, { result }) => reactions.current.success(result),
      },
    });
    const next = createActor(logic).start();
    setActor(next);
    if (queued.current) next.send(queued.current);
    queued.current = null;
    return () => {
      next.stop();
    };
  }, [generation, session]);

  const snapshot = useSelector(actor, (s) => s);
  const amountCents = options.amountCents ?? 0;

  const pay = useCallback<CardPayment<R, V>['pay']>(
    (input = {}) => {
      values.current = input.values !== undefined ? input.values : (latest.current.values ?? values.current);
      const event: CardPaymentEvent = { type: 'payment.submit', amountCents: input.amountCents ?? latest.current.amountCents ?? 0, source: input.source };
      if (!actor || actor.getSnapshot().status !== 'active') {
        queued.current = event;
        setGeneration((g) => g + 1);
        return;
      }
      actor.send(event);
    },
    [actor],
  );

  useEffect(() => {
    if (!actor) return;
    session.onCardChange = (error) => actor.send({ type: 'card.change', error });
    session.onWalletPay = () => pay({ source: 'wallet' });
  }, [actor, session, pay]);

  const context = snapshot?.context;
  return {
    state: typeof snapshot?.value === 'string' ? snapshot.value : 'idle',
    busy: snapshot?.hasTag('loading') ?? false,
    authenticating: snapshot?.hasTag('authenticating') ?? false,
    paid: snapshot?.hasTag('success') ?? false,
    result: (context?.result as R | undefined) ?? null,
    cardError: context?.cardError ?? null,
    failure: context?.failure ?? null,
    fieldErrors: context?.failure?.errors ?? {},
    amountCents,
    pay,
    clearFieldError: (name) => actor?.send({ type: 'field.edit', name }),
    session,
    actorRef: actor,
  };
}
