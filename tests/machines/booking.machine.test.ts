import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { bookingMachine } from '../../machines/booking.machine';
import type { BookingContext, BookingStep } from '../../machines/bookingContext';
import { allReserved, paymentQuery } from '../../domain/bookingSelection';
import { type Walkers } from './support/paths';
import { walkEveryPath } from './support/walkEveryPath';
import { pendingActors } from './support/pendingActors';
import {
  cardPaymentStandIn,
  finishCardPayment,
  finishTreatmentScheduling,
  loginStandIn,
  treatmentSchedulingStandIn,
} from './support/journeyStandIns';
import { bookingPlan, GUEST_CUSTOMER, PAID, sampleBookingData, SEARCH_REFUSED } from './bookingModel';

const data = sampleBookingData();
const plan = bookingPlan(data);

/** The machine with recording effects and actors that wait for the walk's answer. */
function harness(input: unknown) {
  const { waiting, answer } = pendingActors();
  const card = cardPaymentStandIn();
  const login = loginStandIn();
  const scheduling = treatmentSchedulingStandIn();
  const effects = {
    navigations: [] as BookingStep[],
    flashes: 0,
    tracked: [] as unknown[],
    redirects: [] as string[],
    loads: [] as unknown[],
    payments: card.received,
    dialogs: login.dialogs,
    scheduling: scheduling.inputs,
  };
  const machine = bookingMachine.provide({
    actors: {
      loadRates: waiting('loadRates', effects.loads) as never,
      login: login.logic,
      cardPayment: card.logic as never,
      treatmentScheduling: scheduling.logic as never,
    },
    actions: {
      navigate: (_, params) => void effects.navigations.push(params.to),
      flashSelectDates: () => void effects.flashes++,
      trackPurchase: (_, params) => void effects.tracked.push(params),
      redirect: (_, params) => void effects.redirects.push(params.url),
    },
  });
  const actor = createActor(machine, { input: input as never }).start();
  return { actor, effects, answer };
}
type Host = ReturnType<typeof harness> & { actor: Actor<typeof bookingMachine> };

/** What the journey decided (the counts shown beside a category are derived, not compared). */
const decided = (context: BookingContext) => ({
  search: context.search,
  editingIndex: context.editingIndex,
  customer: context.customer,
  rooms: context.rooms.map((r) => [
    r.temp_id,
    r.room_category_id,
    r.rate_variation_id,
    r.adults,
    r.children,
    r.children_ages,
  ]),
  pending: context.pending?.variation.id ?? null,
  result: context.result,
});

const same = (host: Host, expected: { value: unknown; context: BookingContext }) => {
  expect(host.actor.getSnapshot().value).toEqual(expected.value);
  expect(decided(host.actor.getSnapshot().context)).toEqual(decided(expected.context));
};

const walkers: Walkers<Host> = {
  states: {
    loading: (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.actor.getSnapshot().hasTag('loading')).toBe(true);
      expect(host.effects.loads.at(-1)).toEqual({ search: snapshot.context.search });
    },
    loadFailed: (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.actor.getSnapshot().context.searchProblems).toEqual([]);
    },
    searchRefused: (host, { snapshot }) => {
      same(host, snapshot);
      // The server's reasons, once each; no retry offered, no flash, no navigation of its own.
      expect(host.actor.getSnapshot().context.searchProblems).toEqual([SEARCH_REFUSED.message]);
      expect(host.actor.getSnapshot().can({ type: 'rates.retry' })).toBe(false);
    },
    'rooms.choosing': (host, { snapshot }) => {
      same(host, snapshot);
      expect(snapshot.context.rooms[snapshot.context.editingIndex].rate_variation_id).toBe(0);
    },
    'rooms.unavailable': (host, { snapshot }) => same(host, snapshot),
    'rooms.loginGate': (host, { snapshot }) => {
      same(host, snapshot);
      // The login dialog is open, once, while the choice waits.
      expect(host.effects.dialogs.opened - host.effects.dialogs.closed).toBe(1);
      expect(snapshot.context.pending).not.toBeNull();
    },
    'rooms.adding': (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.actor.getSnapshot().hasTag('loading')).toBe(true);
    },
    'payment.form': (host, { snapshot, path, index }) => {
      same(host, snapshot);
      expect(allReserved(snapshot.context.rooms)).toBe(true);
      expect(snapshot.context.customer).not.toBeNull();
      expect(host.actor.getSnapshot().children.cardPayment).toBeDefined();
      const event = path.steps[index].event as { type: string; values?: unknown };
      // Pay now: the card step gets the deposit (75 euro a guest, product.md §2.3) and the purchase,
      // with a package's times (product.md §16.6): each guest's mud therapy, as the walk picked them.
      const { rooms, search } = snapshot.context as BookingContext;
      const guests = rooms.reduce((n, r) => n + r.adults + r.children, 0);
      const withPackage = search.rooms.some((r) => r.rate === 12);
      if (event.type === 'pay.submit')
        expect(host.effects.payments.at(-1)).toEqual({
          type: 'payment.submit',
          amountCents: 7500 * guests,
          purchase: {
            search: snapshot.context.search,
            rooms: snapshot.context.rooms,
            values: event.values,
            ...(withPackage
              ? {
                  treatment_times: [
                    { room: 0, guest: 0, treatment_id: 7, starts_at: '2027-05-03T07:00:00.000Z' },
                    { room: 0, guest: 1, treatment_id: 7, starts_at: '2027-05-03T08:00:00.000Z' },
                  ],
                }
              : {}),
          },
        });
    },
    'payment.treatments': (host, { snapshot }) => {
      same(host, snapshot);
      // The times come before the card: the child runs, the card step does not.
      expect(host.actor.getSnapshot().children.treatmentScheduling).toBeDefined();
      expect(host.actor.getSnapshot().children.cardPayment).toBeUndefined();
      const refusal = snapshot.context.treatmentRefusal;
      expect(host.effects.scheduling.at(-1)).toEqual({
        stay: {
          from: '2027-05-03',
          to: '2027-05-05',
          guests: 2,
          treatments: [{ treatmentId: 7, perPerson: 1 }],
        },
        picks: snapshot.context.treatmentPicks['room-1'] ?? [],
        refusal: refusal?.message ? { index: refusal.index, message: refusal.message } : null,
      });
    },
    'payment.paid': (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.effects.tracked.at(-1)).toEqual({ result: PAID, rooms: snapshot.context.rooms });
    },
    done: (host) => {
      expect(host.actor.getSnapshot().status).toBe('done');
      expect(host.effects.redirects).toEqual([PAID.redirect]);
    },
    noRooms: (host) => {
      expect(host.actor.getSnapshot().status).toBe('done');
      expect(host.effects.flashes).toBe(1);
      expect(host.effects.navigations.at(-1)).toBe('dates');
    },
  },
  events: {
    'xstate.done.actor.loadRates': (host, event) => host.answer('loadRates', 'resolve', event.output),
    'xstate.error.actor.loadRates': (host, event) => host.answer('loadRates', 'reject', event.error),
    'xstate.done.actor.cardPayment': (host, event) => finishCardPayment(host.actor, event.output),
    'xstate.done.actor.treatmentScheduling': (host, event) => finishTreatmentScheduling(host.actor, event.output),
    'xstate.after.addRoom.booking.rooms.adding': async () => {
      await vi.advanceTimersByTimeAsync(999);
      await vi.advanceTimersByTimeAsync(1);
    },
    'xstate.after.redirect.booking.payment.paid': async () => {
      await vi.advanceTimersByTimeAsync(1199);
      await vi.advanceTimersByTimeAsync(1);
    },
    ...Object.fromEntries(
      [
        'rate.select',
        'auth.signedIn',
        'auth.dismissed',
        'room.delete',
        'rates.retry',
        'route.rooms',
        'user.change',
        'pay.submit',
        'payment.back',
        'treatments.refused',
        'treatments.edit',
      ].map((type) => [type, (host: Host, event: { type: string }) => void host.actor.send(event as never)]),
    ),
  },
};

describe('booking machine, every path of the model', () => {
  walkEveryPath(plan, (path) => harness(path.input!.input) as Host, walkers, { fakeTimers: true });

  it('stores a choice after one second at the editing index, advances, and moves to the payment when every room has a rate', async () => {
    const host = harness({ search: data.search, openedOn: 'rooms', customer: GUEST_CUSTOMER }) as Host;
    await host.answer('loadRates', 'resolve', data.rates);
    host.actor.send({ type: 'rate.select', ...data.pick(0) });
    await vi.advanceTimersByTimeAsync(999);
    expect(host.actor.getSnapshot().context.rooms[0].rate_variation_id).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(host.actor.getSnapshot().context).toMatchObject({ editingIndex: 1 });
    expect(host.actor.getSnapshot().context.rooms[0].rate_variation_id).toBe(11);
    host.actor.send({ type: 'rate.select', ...data.pick(1) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(host.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    expect(host.effects.navigations).toEqual(['payment']);
    const query = new URLSearchParams(paymentQuery(data.search, host.actor.getSnapshot().context.rooms));
    expect([query.get('room1'), query.get('rate1'), query.get('room2'), query.get('rate2')]).toEqual([
      '5',
      '11',
      '5',
      '11',
    ]);
  });

  it('keeps a guest’s choice through the login and adds it once signed in', async () => {
    const host = harness({ search: data.search, openedOn: 'rooms', customer: null }) as Host;
    await host.answer('loadRates', 'resolve', data.rates);
    host.actor.send({ type: 'rate.select', ...data.pick(0) });
    expect(host.actor.getSnapshot().matches({ rooms: 'loginGate' })).toBe(true);
    host.actor.send({ type: 'auth.signedIn', customer: GUEST_CUSTOMER });
    await vi.advanceTimersByTimeAsync(1000);
    expect(host.actor.getSnapshot().context.rooms[0].room_category?.name).toBe('Suite');
  });

  it('hides a category for the next room once its last free room is chosen', async () => {
    const host = harness({ search: data.search, openedOn: 'rooms', customer: GUEST_CUSTOMER }) as Host;
    const lastOne = data.rates.map((entries) =>
      entries.map((e) => ({ ...e, room_category: { ...e.room_category, available_rooms_count: 1 } })),
    );
    await host.answer('loadRates', 'resolve', lastOne);
    host.actor.send({ type: 'rate.select', ...data.pick(0) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(host.actor.getSnapshot().matches({ rooms: 'unavailable' })).toBe(true);
    host.actor.send({ type: 'room.delete', tempId: 'room-1' });
    expect(host.actor.getSnapshot().matches({ rooms: 'choosing' })).toBe(true);
    expect(host.actor.getSnapshot().context.editingIndex).toBe(0);
  });

  it('starts on the rooms with the rates that came with the page, without loading them; a new search loads its own (decision 033)', async () => {
    const host = harness({ search: data.search, openedOn: 'rooms', customer: null, pageRates: data.rates }) as Host;
    expect(host.actor.getSnapshot().matches({ rooms: 'choosing' })).toBe(true);
    expect(host.actor.getSnapshot().context.rates).toEqual(data.rates);
    expect(host.effects.loads).toEqual([]);
    host.actor.send({ type: 'route.rooms', search: data.otherSearch });
    expect(host.actor.getSnapshot().matches('loading')).toBe(true);
    expect(host.effects.loads).toHaveLength(1);
    await host.answer('loadRates', 'resolve', data.noRates);
    expect(host.actor.getSnapshot().matches({ rooms: 'unavailable' })).toBe(true);
  });

  it('with stored choices, the rates that came with the page open the payment at once', () => {
    const host = harness({
      search: data.chosenSearch,
      openedOn: 'rooms',
      customer: GUEST_CUSTOMER,
      pageRates: data.rates,
    }) as Host;
    expect(host.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    expect(host.effects.navigations).toEqual(['payment']);
    expect(host.effects.loads).toEqual([]);
  });

  it("starts on the server's refusal that came with the page, without loading; a new search loads its own", async () => {
    const host = harness({
      search: data.search,
      openedOn: 'rooms',
      customer: null,
      pageRefusal: SEARCH_REFUSED,
    }) as Host;
    expect(host.actor.getSnapshot().value).toBe('searchRefused');
    expect(host.actor.getSnapshot().context.searchProblems).toEqual([
      'These dates cannot be booked. Please choose dates within the booking period.',
    ]);
    expect(host.actor.getSnapshot().context.pageRefusal).toBeNull();
    expect(host.effects.loads).toEqual([]);
    host.actor.send({ type: 'route.rooms', search: data.otherSearch });
    expect(host.actor.getSnapshot().matches('loading')).toBe(true);
    await host.answer('loadRates', 'resolve', data.rates);
    expect(host.actor.getSnapshot().matches({ rooms: 'choosing' })).toBe(true);
    expect(host.actor.getSnapshot().context.searchProblems).toEqual([]);
  });

  it('rates that came with the page for a search without rooms are not used: back to the dates', () => {
    const host = harness({
      search: { ...data.search, rooms: [] },
      openedOn: 'rooms',
      customer: null,
      pageRates: data.rates,
    }) as Host;
    expect(host.actor.getSnapshot().status).toBe('done');
    expect(host.effects.flashes).toBe(1);
  });
});
