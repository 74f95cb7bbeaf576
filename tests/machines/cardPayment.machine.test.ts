import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import {
  cardPaymentMachine,
  type PaymentPost,
  type PurchaseAnswer,
  type PurchasePost,
} from '../../machines/cardPayment.machine';
import {
  coverageOf,
  formatCoverage,
  isComplete,
  planModel,
  walkPath,
  type ModelPath,
  type Walkers,
} from './support/paths';
import { pathTestOptions } from './support/walkEveryPath';
import { cardPaymentEvents, samples } from './cardPaymentModel';

/** A running machine whose effects wait until the walk says how the card field, server or bank answer. */
function harness() {
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const calls = { createPaymentMethod: 0, handleCardAction: [] as string[], posts: [] as PaymentPost[] };
  const successes: unknown[] = [];
  const failures: unknown[] = [];
  const wait = (id: string) =>
    new Promise<never>((resolve, reject) => pending.set(id, { resolve: resolve as (v: unknown) => void, reject }));
  const machine = cardPaymentMachine.provide({
    actors: {
      createPaymentMethod: fromPromise<{ id: string }, { source: 'card' | 'wallet' }>(() => {
        calls.createPaymentMethod++;
        return wait('createPaymentMethod');
      }),
      postPurchase: fromPromise<PurchaseAnswer, PurchasePost>(({ input }) => {
        // What the journey bought travels with every post, unchanged.
        expect(input.purchase).toEqual(samples.purchase);
        calls.posts.push(input.payment);
        return wait('postPurchase');
      }),
      handleCardAction: fromPromise<{ paymentIntentId: string }, { clientSecret: string }>(({ input }) => {
        calls.handleCardAction.push(input.clientSecret);
        return wait('handleCardAction');
      }),
    },
    actions: {
      notifySuccess: (_, params) => void successes.push(params.result),
      notifyFailure: (_, params) => void failures.push(params.failure),
    },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    calls,
    successes,
    failures,
    async answer(id: string, how: 'resolve' | 'reject', value: unknown) {
      const waiting = pending.get(id);
      if (!waiting) throw new Error(`${id} is not running`);
      pending.delete(id);
      const before = actor.getSnapshot().value;
      waiting[how](value);
      await waitFor(actor, (s) => s.value !== before || s.status !== 'active', { timeout: 1000 });
    },
  };
}
type Host = ReturnType<typeof harness>;

function sameAsModel(host: Host, expected: AnyMachineSnapshot) {
  const snapshot = host.actor.getSnapshot();
  expect(snapshot.value).toEqual(expected.value);
  expect(snapshot.context).toEqual(expected.context);
}

const giftCardCode = (host: Host) => {
  const { giftCard } = host.actor.getSnapshot().context;
  return giftCard ? { gift_card_code: giftCard.code } : {};
};

const loading =
  (busy: boolean) =>
  (host: Host, { snapshot }: { snapshot: AnyMachineSnapshot }) => {
    sameAsModel(host, snapshot);
    expect(host.actor.getSnapshot().hasTag('loading')).toBe(busy);
  };

const walkers: Walkers<Host> = {
  states: {
    idle: loading(false),
    payingZeroTotal: (host, ctx) => {
      loading(true)(host, ctx);
      // An applied gift card's code rides along: it is what pays.
      expect(host.calls.posts.at(-1)).toEqual({ payment_intent_id: '9', ...giftCardCode(host) });
    },
    creatingPaymentMethod: loading(true),
    cardInvalid: (host, ctx) => {
      loading(false)(host, ctx);
      expect(host.actor.getSnapshot().hasTag('cardError')).toBe(true);
    },
    paying: (host, ctx) => {
      loading(true)(host, ctx);
      expect(host.calls.posts.at(-1)).toEqual({ payment_method_id: samples.paymentMethod.id, ...giftCardCode(host) });
    },
    authenticating: (host, ctx) => {
      loading(true)(host, ctx);
      expect(host.calls.handleCardAction.at(-1)).toBe(samples.requiresAction.payment_intent_client_secret);
    },
    confirming: (host, ctx) => {
      loading(true)(host, ctx);
      expect(host.calls.posts.at(-1)).toEqual({ payment_intent_id: samples.authenticated.paymentIntentId });
    },
    failed: (host, ctx) => {
      loading(false)(host, ctx);
      // The toast told the reason; field errors stay in context until their field is edited.
      expect(host.failures.at(-1)).toMatchObject({ message: host.actor.getSnapshot().context.failure?.message });
    },
    succeeded: (host, ctx) => {
      sameAsModel(host, ctx.snapshot);
      expect(host.actor.getSnapshot().status).toBe('done');
      expect(host.successes).toEqual([samples.result]);
      expect(host.actor.getSnapshot().output).toEqual({ result: samples.result, purchase: samples.purchase });
    },
  },
  events: {
    'payment.submit': (host, event) => host.actor.send(event as never),
    'card.change': (host, event) => host.actor.send(event as never),
    'field.edit': (host, event) => host.actor.send(event as never),
    'giftCard.change': (host, event) => host.actor.send(event as never),
    'xstate.done.actor.createPaymentMethod': (host, event) =>
      host.answer('createPaymentMethod', 'resolve', event.output),
    'xstate.error.actor.createPaymentMethod': (host, event) =>
      host.answer('createPaymentMethod', 'reject', event.error),
    'xstate.done.actor.postPurchase': (host, event) => host.answer('postPurchase', 'resolve', event.output),
    'xstate.error.actor.postPurchase': (host, event) => host.answer('postPurchase', 'reject', event.error),
    'xstate.done.actor.handleCardAction': (host, event) => host.answer('handleCardAction', 'resolve', event.output),
    'xstate.error.actor.handleCardAction': (host, event) => host.answer('handleCardAction', 'reject', event.error),
  },
};

const plan = planModel({ machine: cardPaymentMachine, events: cardPaymentEvents });

describe('cardPayment machine, every simple path of the model', () => {
  const walked: ModelPath[] = [];

  for (const path of plan.paths) {
    it(path.title, pathTestOptions(plan, path), async () => {
      const host = harness();
      await walkPath(host, path, walkers);
      host.actor.stop();
      walked.push(path);
    });
  }

  it('walks every state and transition of the machine', () => {
    const coverage = coverageOf(plan, walked);
    expect(isComplete(coverage), formatCoverage([coverage])).toBe(true);
    expect(coverage.states.total).toBe(9);
  });
});

export { harness as cardPaymentHarness };
