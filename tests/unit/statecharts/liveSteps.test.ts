// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  type AnyActorRef,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import { bookingMachine } from '@machines/booking.machine';
import { cardPaymentMachine, type PurchaseAnswer } from '@machines/cardPayment.machine';
import type { AvailableRatesResponse } from '@domain/roomRates';
import { category, variation } from '../../machines/bookingModel';
import { UNPERSONALISED } from '../../machines/shopFixtures';
import { checkoutMachine } from '@machines/checkout.machine';
import { pageEditorMachine } from '@machines/pageEditor.machine';
import type { EditablePage } from '@domain/pageEditor';
import { MACHINES, machineById } from '@machines/registry';
import { applyLiveMessage, type LiveFeed } from '@src/screens/statecharts/useLiveFeed';
import { buildChart, transitionsTaken } from '@src/statecharts/chart';
import { liveMessage, type LiveMessage } from '@src/statecharts/live';

// Live mode outlines the last transition a journey took: every step a journey's inspection reports
// must be an edge the chart draws. The journeys run here with their real machines (their effects
// stubbed), as the browser walks drive them, through the same inspection-to-feed code as the screen.
// Expected edges are typed by hand from the machine files.

/** What the visualiser's feed hears of every actor the journey runs, and the reports themselves. */
function listener() {
  const messages: LiveMessage[] = [];
  let feed: LiveFeed = { sessions: [], timeline: [] };
  const inspect = (event: InspectionEvent) => {
    const message = liveMessage('tab', event, Date.now());
    if (!message) return;
    messages.push(message);
    feed = applyLiveMessage(feed, message);
  };
  return { inspect, messages, feed: () => feed };
}

/** Every transition that moved and that the chart of its machine draws no edge for. */
function undrawn(messages: LiveMessage[]): string[] {
  return messages.flatMap((message) => {
    if (message.kind !== 'transition') return [];
    const chart = buildChart(machineById(message.machine)!);
    return message.transitions
      .filter((taken) => taken.targets.length && !transitionsTaken(chart, [taken]).length)
      .map(
        (taken) => `${message.machine}: ${taken.source} --${taken.eventType || 'always'}--> ${taken.targets.join()}`,
      );
  });
}

/** The ids of the chart's edges the feed outlines for the actor's session (what Diagram marks data-last). */
function outlined(feed: LiveFeed, actor: AnyActorRef): string[] {
  const session = feed.sessions.find((s) => s.session === actor.sessionId);
  if (!session) return [];
  return transitionsTaken(buildChart(machineById(session.machine)!), session.lastTransitions).map((t) => t.id);
}

const SUITE = category(5, 'Suite', 2);
const RATE = variation(11, 40000);
const SEARCH = {
  arrival: '2027-05-03',
  departure: '2027-05-05',
  code: '',
  rooms: [{ adults: 2, children: 0, childrenAges: [] }],
};

describe('a booking followed live', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** The booking as BookingJourney runs it, with the real card payment child (its effects stubbed). */
  function booking(inspect: (event: InspectionEvent) => void) {
    const card = cardPaymentMachine.provide({
      actors: {
        createPaymentMethod: fromPromise(async () => ({ id: 'pm_card_visa' })),
        postPurchase: fromPromise(async (): Promise<PurchaseAnswer> => ({
          reservation_id: 42,
          redirect: '/en/my/room-reservations/42',
        })),
        handleCardAction: fromPromise(async () => ({ paymentIntentId: 'pi_1' })),
      },
      actions: { notifyFailure: () => undefined, notifySuccess: () => undefined },
    });
    const machine = bookingMachine.provide({
      actors: {
        loadRates: fromPromise(async (): Promise<AvailableRatesResponse> => [
          [{ room_category: SUITE, rates: [{ name: 'Flexible rate', refundable: true, rate_variations: [RATE] }] }],
        ]),
        login: fromCallback(() => undefined),
        cardPayment: card,
      },
      actions: {
        navigate: () => undefined,
        flashSelectDates: () => undefined,
        trackPurchase: () => undefined,
        redirect: () => undefined,
      },
    });
    const customer = { discountPercent: 0, bonusCredit: 0 };
    return createActor(machine, { input: { search: SEARCH, openedOn: 'rooms', customer }, inspect });
  }

  it('outlines an edge the chart draws after every step of the browser walk, to the payment and beyond', async () => {
    const live = listener();
    const actor = booking(live.inspect).start();
    // What the screen sends on its own: the address and the signed-in administrator.
    actor.send({ type: 'route.rooms', search: SEARCH });
    actor.send({ type: 'user.change', customer: { discountPercent: 0, bonusCredit: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ rooms: 'choosing' });
    expect(outlined(live.feed(), actor)).toEqual([
      'booking.loading|xstate.done.actor.loadRates|0',
      'booking.routing||2',
      'booking.rooms.checking||0',
    ]);

    actor.send({ type: 'rate.select', category: SUITE, variation: RATE });
    expect(outlined(live.feed(), actor)).toEqual(['booking.rooms.choosing|rate.select|0']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toEqual({ payment: 'form' });
    expect(outlined(live.feed(), actor)).toEqual([
      'booking.rooms.adding|xstate.after.addRoom.booking.rooms.adding|0',
      'booking.rooms.added||0',
      // The second of checking's edges: to the card (the first goes to a package's times).
      'booking.payment.checking||1',
    ]);

    actor.send({ type: 'pay.submit', values: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ payment: 'paid' });
    expect(outlined(live.feed(), actor)).toEqual(['booking.payment.form|xstate.done.actor.cardPayment|0']);
    await vi.advanceTimersByTimeAsync(1200);
    expect(actor.getSnapshot().status).toBe('done');

    expect(undrawn(live.messages)).toEqual([]);
    expect(live.messages.filter((m) => m.machine === 'cardPayment' && m.kind === 'transition').length).toBeGreaterThan(
      0,
    );
  });

  it('draws the way back from the payment and a new search from the address', async () => {
    const live = listener();
    const actor = booking(live.inspect).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'rate.select', category: SUITE, variation: RATE });
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'payment.back' });
    expect(outlined(live.feed(), actor)).toEqual(['booking.payment|payment.back|0', 'booking.rooms.checking||0']);
    actor.send({ type: 'route.rooms', search: { ...SEARCH, arrival: '2027-05-10', departure: '2027-05-12' } });
    // Neither the new search's rates nor a refusal came with the page: start's third way out (hasRooms), to loading.
    expect(outlined(live.feed(), actor)).toEqual(['booking|route.rooms|1', 'booking.start||2']);
    await vi.advanceTimersByTimeAsync(0);
    expect(undrawn(live.messages)).toEqual([]);
  });
});

describe('a page editor followed live', () => {
  it('outlines the save, its failure and the save again', async () => {
    const live = listener();
    let saves = 0;
    const page: EditablePage = {
      id: 1,
      slug: 'walk',
      locale: 'en',
      title: 'Walk',
      updated_at: '',
      body: '<p>x</p>',
      versions: [],
    };
    const machine = pageEditorMachine.provide({
      actors: {
        loadPage: fromPromise(async () => page),
        savePage: fromPromise(async () => {
          if (saves++ === 0) throw new Error('offline');
          return page;
        }),
        restoreVersion: fromPromise(async () => page),
      },
      actions: { notifySaved: () => undefined },
    });
    const actor = createActor(machine, { input: { pageId: 1 }, inspect: live.inspect }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'page.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(outlined(live.feed(), actor)).toEqual(['pageEditor.saving|xstate.error.actor.savePage|0']);
    actor.send({ type: 'page.save' });
    expect(outlined(live.feed(), actor)).toEqual(['pageEditor.failed|page.save|0']);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(outlined(live.feed(), actor)).toEqual(['pageEditor.loading|xstate.done.actor.loadPage|0']);
    expect(undrawn(live.messages)).toEqual([]);
  });
});

describe('a checkout followed live', () => {
  it('outlines only the branch taken when two branches of an event lead to the same state', () => {
    const live = listener();
    const machine = checkoutMachine.provide({
      actions: { backToPersonalisation: () => undefined, showConfirmation: () => undefined },
    });
    const actor = createActor(machine, { inspect: live.inspect }).start();
    // A gift card without its recipient's email: the second of the three branches (the first is an empty cart).
    actor.send({ type: 'cart.updated', cart: UNPERSONALISED });
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(outlined(live.feed(), actor)).toEqual(['checkout.loading|cart.updated|1']);
    actor.stop();
  });
});

describe('every machine of the registry', () => {
  /** Every transition a state node can take: the definitions XState hands to the microstep's inspection. */
  const definitions = (node: AnyStateNode): unknown[] => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
    ...Object.values(node.states).flatMap((child) => definitions(child as AnyStateNode)),
  ];

  it.each(MACHINES.map((machine) => [machine.id, machine] as const))(
    '%s: each transition with a target, as live mode reports it, is one drawn edge',
    (_id, machine) => {
      const chart = buildChart(machine);
      const all = definitions(machine.root);
      expect(all.length).toBeGreaterThan(0);
      for (const definition of all) {
        const inspection = {
          type: '@xstate.microstep',
          actorRef: { sessionId: 'x:1', logic: machine },
          event: { type: 'any' },
          snapshot: {},
          _transitions: [definition],
        };
        const message = liveMessage('tab', inspection as unknown as InspectionEvent, 0);
        if (message?.kind !== 'transition') throw new Error('not reported as a transition');
        const [taken] = message.transitions;
        if (taken.targets.length)
          expect(
            transitionsTaken(chart, [taken]),
            `${taken.source} --${taken.eventType}--> ${taken.targets.join()}`,
          ).toHaveLength(1);
      }
    },
  );
});
