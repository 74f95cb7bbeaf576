import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { bookingMachine } from '../../machines/booking.machine';
import { treatmentSchedulingMachine } from '../../machines/treatmentScheduling.machine';
import { hotelInstant } from '../../domain/dates';
import { pendingActors } from './support/pendingActors';
import { cardPaymentStandIn, loginStandIn } from './support/journeyStandIns';
import { GUEST_CUSTOMER, sampleBookingData } from './bookingModel';

// docs/product.md §16.6, by hand: a package's times are picked before the card, for every guest,
// with the real treatmentScheduling child; they ride on the purchase; a time the hold refused
// (nothing charged) opens the times again with the message and only that time is picked again.
// Stay 3–5 May 2027, two adults, one mud therapy (treatment 7, 60 minutes) each.
const data = sampleBookingData();
const MUD = 7;
const slot = (day: string, time: string) => {
  const start = hotelInstant(day, time).getTime();
  return { start, end: start + 60 * 60_000 };
};
const NINE = slot('2027-05-03', '09:00');
const TEN = slot('2027-05-03', '10:00');
const ELEVEN = slot('2027-05-04', '11:00');
const VALUES = { special_requests: '', cancellation_policy_consent: true, city_tax_policy_consent: true };

function journey(search = data.packageSearch, rates = data.packageRates) {
  const { waiting, answer } = pendingActors();
  const asked: unknown[] = [];
  const card = cardPaymentStandIn();
  const machine = bookingMachine.provide({
    actors: {
      loadRates: waiting('loadRates', []) as never,
      login: loginStandIn().logic,
      cardPayment: card.logic as never,
      treatmentScheduling: treatmentSchedulingMachine.provide({
        actors: { loadSlots: waiting('loadSlots', asked) as never },
      }),
    },
    actions: { navigate: () => {}, flashSelectDates: () => {}, trackPurchase: () => {}, redirect: () => {} },
  });
  const actor = createActor(machine, {
    input: { search, openedOn: 'rooms', customer: GUEST_CUSTOMER, pageRates: rates },
  }).start();
  const child = () => actor.getSnapshot().children.treatmentScheduling as AnyActorRef | undefined;
  /** The guest picks `slot` for `guest` on `day` in the treatments step. */
  const pick = async (guest: number, day: string, slots: { start: number; end: number }[], chosen = slots[0]) => {
    child()!.send({ type: 'day.choose', guest, treatmentId: MUD, day });
    await answer('loadSlots', 'resolve', slots);
    child()!.send({ type: 'time.pick', slot: chosen });
  };
  return { actor, child, pick, asked, payments: card.received };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('booking a package: its treatment times before the card (product.md §16.6)', () => {
  it('asks for the times first, loads each day’s free times, and pays with every guest’s time on the purchase', async () => {
    const j = journey();
    expect(j.actor.getSnapshot().matches({ payment: 'treatments' })).toBe(true);
    expect(j.actor.getSnapshot().children.cardPayment).toBeUndefined();

    await j.pick(0, '2027-05-03', [NINE, TEN]);
    expect(j.asked).toEqual([{ guest: 0, treatmentId: MUD, day: '2027-05-03' }]);
    // One guest's time is not enough: every guest has their own count.
    j.child()!.send({ type: 'picks.confirm' });
    expect(j.actor.getSnapshot().matches({ payment: 'treatments' })).toBe(true);

    await j.pick(1, '2027-05-03', [NINE, TEN], TEN);
    j.child()!.send({ type: 'picks.confirm' });
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);

    j.actor.send({ type: 'pay.submit', values: VALUES });
    expect(j.payments.at(-1)?.purchase).toMatchObject({
      treatment_times: [
        { room: 0, guest: 0, treatment_id: MUD, starts_at: '2027-05-03T07:00:00.000Z' },
        { room: 0, guest: 1, treatment_id: MUD, starts_at: '2027-05-03T08:00:00.000Z' },
      ],
    });
  });

  it('a time taken at the hold: back to the times with the message, the others kept; the new time is paid', async () => {
    const j = journey();
    await j.pick(0, '2027-05-03', [NINE]);
    await j.pick(1, '2027-05-03', [TEN]);
    j.child()!.send({ type: 'picks.confirm' });
    j.actor.send({ type: 'pay.submit', values: VALUES });

    // The purchase's second time (guest 2's) was taken: 409, nothing charged.
    j.actor.send({ type: 'treatments.refused', index: 1, message: 'This time has just been taken.' });
    expect(j.actor.getSnapshot().matches({ payment: 'treatments' })).toBe(true);
    const refused = j.child()!.getSnapshot().context;
    expect(refused.refusal).toBe('This time has just been taken.');
    expect(refused.picks).toEqual([{ guest: 0, treatmentId: MUD, ...NINE }]);
    expect(refused.pickingFor).toBeNull();

    // Re-pick guest 2 only; confirming goes back to the card.
    await j.pick(1, '2027-05-04', [ELEVEN]);
    j.child()!.send({ type: 'picks.confirm' });
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    j.actor.send({ type: 'pay.submit', values: VALUES });
    expect(j.payments.at(-1)?.purchase).toMatchObject({
      treatment_times: [
        { room: 0, guest: 0, treatment_id: MUD, starts_at: '2027-05-03T07:00:00.000Z' },
        { room: 0, guest: 1, treatment_id: MUD, starts_at: '2027-05-04T09:00:00.000Z' },
      ],
    });
  });

  it('changing rooms drops the times picked for the room; the package asks for them again', async () => {
    const j = journey();
    await j.pick(0, '2027-05-03', [NINE]);
    await j.pick(1, '2027-05-03', [TEN]);
    j.child()!.send({ type: 'picks.confirm' });
    j.actor.send({ type: 'payment.back' });
    expect(j.actor.getSnapshot().context.treatmentPicks).toEqual({});
  });

  it('a rate without treatments goes straight to the card and posts no times', () => {
    const j = journey(data.chosenSearch, data.rates);
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    j.actor.send({ type: 'pay.submit', values: VALUES });
    expect(j.payments.at(-1)?.purchase).not.toHaveProperty('treatment_times');
    // Nothing to refuse or change without a package.
    j.actor.send({ type: 'treatments.edit' });
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
  });

  it('with a package in two rooms, "change" reopens the room the guest names, its times kept', async () => {
    const two = { ...data.packageSearch, rooms: [data.packageSearch.rooms[0], data.packageSearch.rooms[0]] };
    const j = journey(two, [data.packageRates[0], data.packageRates[0]]);
    for (const day of ['2027-05-03', '2027-05-04']) {
      await j.pick(0, day, [NINE, TEN, ELEVEN], day === '2027-05-03' ? NINE : ELEVEN);
      await j.pick(1, day, [NINE, TEN, ELEVEN], TEN);
      j.child()!.send({ type: 'picks.confirm' });
    }
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    const [, second] = j.actor.getSnapshot().context.rooms;
    j.actor.send({ type: 'treatments.edit', tempId: second.temp_id });
    expect(j.actor.getSnapshot().matches({ payment: 'treatments' })).toBe(true);
    expect(j.child()!.getSnapshot().context.picks).toEqual(
      j.actor.getSnapshot().context.treatmentPicks[second.temp_id],
    );
    expect(j.child()!.getSnapshot().context.picks[0]).toMatchObject({ guest: 0, ...ELEVEN });
  });
});
