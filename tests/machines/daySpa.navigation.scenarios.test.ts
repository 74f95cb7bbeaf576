import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChosenSlot } from '../../machines/daySpa.machine';
import { startDaySpa } from './support/daySpaJourney';
import { finishCardPayment } from './support/journeyStandIns';

// The day-spa journey's links and address (product.md §3.2, §3.3): the back link 'Modifica' to the start,
// the payment's back link to the availability, the people query stored, an invalid or missing
// slot or user on the payment sent to the availability, a failed load retried. Expected states,
// context and navigations written by hand.

const TODAY = '2026-05-10';
const SLOT: ChosenSlot = { id: 31, date: '2026-05-14', sale_price: 3500, title: null };
const ANNA = { discountPercent: 10, bonusCredit: 20000 };
const LUCA = { discountPercent: 0, bonusCredit: 0 };

const start = (customer: typeof ANNA | null = ANNA, people?: number) =>
  startDaySpa({ today: TODAY, customer, people, slot: SLOT });

describe('day-spa links and address', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("goes back to the start from the availability with 'Modifica'", async () => {
    const j = start();
    j.actor.send({ type: 'date.choose', date: SLOT.date });
    await j.answer('loadSlots', 'resolve', []);
    expect(j.actor.getSnapshot().matches({ availability: 'empty' })).toBe(true);
    j.actor.send({ type: 'edit' });
    expect(j.actor.getSnapshot().value).toBe('start');
    expect(j.seen.navigations).toEqual(['availability', 'start']);
  });

  it("goes back from the payment to the day's availability, which loads again", async () => {
    const j = start();
    await j.toPayment();
    j.actor.send({ type: 'payment.back' });
    expect(j.actor.getSnapshot().matches({ availability: 'loading' })).toBe(true);
    expect(j.seen.navigations).toEqual(['availability', 'payment', 'availability']);
    expect(j.seen.loads).toEqual([
      { date: '2026-05-14', people: 1 },
      { date: '2026-05-14', people: 1 },
    ]);
  });

  it('stores the people of the address on the start and on the availability', () => {
    const j = start();
    j.actor.send({ type: 'route.start', people: 3 });
    expect(j.actor.getSnapshot().value).toBe('start');
    expect(j.actor.getSnapshot().context.people).toBe(3);
    j.actor.send({ type: 'route.availability', date: '2026-05-20', people: 4 });
    expect(j.actor.getSnapshot().context).toMatchObject({ date: '2026-05-20', people: 4 });
    expect(j.seen.loads).toEqual([{ date: '2026-05-20', people: 4 }]);
  });

  it('follows the address back to the start from the availability', () => {
    const j = start();
    j.actor.send({ type: 'route.availability', date: '2026-05-20' });
    j.actor.send({ type: 'route.start' });
    expect(j.actor.getSnapshot().value).toBe('start');
  });

  it('does not load the day again for the address it has just shown, but does for another day or other people', async () => {
    const j = start();
    j.actor.send({ type: 'date.choose', date: SLOT.date });
    j.actor.send({ type: 'route.availability', date: SLOT.date });
    j.actor.send({ type: 'route.availability', date: SLOT.date, people: 1 });
    expect(j.seen.loads).toEqual([{ date: '2026-05-14', people: 1 }]);
    j.actor.send({ type: 'route.availability', date: '2026-05-15' });
    expect(j.seen.loads).toEqual([
      { date: '2026-05-14', people: 1 },
      { date: '2026-05-15', people: 1 },
    ]);
    j.actor.send({ type: 'route.availability', date: '2026-05-15', people: 2 });
    expect(j.seen.loads.at(-1)).toEqual({ date: '2026-05-15', people: 2 });
    expect(j.actor.getSnapshot().matches({ availability: 'loading' })).toBe(true);
  });

  it('retries a failed load of the slots', async () => {
    const j = start();
    j.actor.send({ type: 'date.choose', date: SLOT.date });
    await j.answer('loadSlots', 'reject', new Error('offline'));
    expect(j.actor.getSnapshot().matches({ availability: 'failed' })).toBe(true);
    j.actor.send({ type: 'slots.retry' });
    expect(j.actor.getSnapshot().matches({ availability: 'loading' })).toBe(true);
    expect(j.seen.loads).toHaveLength(2);
  });

  it('keeps the payment, and its card step, for the address it has just shown', async () => {
    const j = start();
    await j.toPayment();
    const child = j.cardChild();
    j.actor.send({ type: 'route.payment', date: SLOT.date });
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    expect(j.cardChild()).toBe(child);
  });

  it('opens the payment from its address when the slot of that day is chosen and someone is signed in', async () => {
    const j = start();
    await j.toPayment();
    j.actor.send({ type: 'route.availability', date: SLOT.date, people: 2 });
    j.actor.send({ type: 'route.payment', date: SLOT.date });
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
  });

  // product.md §3.3: without a slot or a guest, back to the slots.
  it('sends the payment address without a slot, or with the slot of another day, to the availability', async () => {
    const noSlot = start();
    noSlot.actor.send({ type: 'route.payment', date: SLOT.date });
    expect(noSlot.actor.getSnapshot().matches({ availability: 'loading' })).toBe(true);
    expect(noSlot.seen.navigations).toEqual(['availability']);

    const otherDay = start();
    await otherDay.toPayment();
    otherDay.actor.send({ type: 'route.payment', date: '2026-05-15' });
    expect(otherDay.actor.getSnapshot().matches({ availability: 'loading' })).toBe(true);
    expect(otherDay.actor.getSnapshot().context.date).toBe('2026-05-15');
    expect(otherDay.seen.navigations.at(-1)).toBe('availability');
  });

  it('sends the payment address with no one signed in to the availability', async () => {
    const j = start(null);
    j.actor.send({ type: 'route.payment', date: SLOT.date });
    expect(j.actor.getSnapshot().matches({ availability: 'loading' })).toBe(true);
    expect(j.seen.navigations).toEqual(['availability']);
  });

  it('prices the payment for whoever signs in instead, and for someone who signed in on the start', async () => {
    const j = start(null);
    j.actor.send({ type: 'user.change', customer: ANNA });
    expect(j.actor.getSnapshot().context.customer).toEqual(ANNA);
    await j.toPayment();
    expect(j.actor.getSnapshot().context.price?.total).toBe(3150);
    j.actor.send({ type: 'user.change', customer: LUCA });
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    expect(j.actor.getSnapshot().context.price?.total).toBe(3500);
  });

  it('pays with the wallet when the guest chooses it', async () => {
    const j = start();
    await j.toPayment();
    j.actor.send({ type: 'pay.submit', values: {}, source: 'wallet' });
    expect(j.card.received.map((event) => event.source)).toEqual(['wallet']);
  });

  it('starts on the start screen without a voucher or price', () => {
    const j = start(ANNA, 2);
    expect(j.actor.getSnapshot().value).toBe('start');
    expect(j.actor.getSnapshot().context).toEqual({
      today: TODAY,
      people: 2,
      maxPeople: Infinity,
      minPeople: 1,
      date: null,
      slot: null,
      customer: ANNA,
      useVoucher: false,
      price: null,
      result: null,
    });
  });
  // The payment screen shows the checkmark while the journey says it is paid (DaySpaPayment reads the tag).
  it('says it is paid while the success message shows', async () => {
    const j = start();
    await j.toPayment();
    expect(j.actor.getSnapshot().hasTag('success')).toBe(false);
    finishCardPayment(j.actor, { result: { message: 'Thank you!', reservation_number: 'DS-ABCD2345' } });
    expect(j.actor.getSnapshot().hasTag('success')).toBe(true);
  });
  it('forgets who signed out at the payment, so the next slot asks for the login again', async () => {
    const j = start();
    await j.toPayment();
    j.actor.send({ type: 'user.change', customer: null });
    expect(j.actor.getSnapshot().context.customer).toBeNull();
    await j.answer('loadSlots', 'resolve', [{ ...SLOT, available: true }]);
    j.actor.send({ type: 'slot.choose', slot: SLOT });
    expect(j.actor.getSnapshot().matches({ availability: 'loginGate' })).toBe(true);
  });
});
