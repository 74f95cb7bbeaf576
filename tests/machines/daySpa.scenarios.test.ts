import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChosenSlot } from '../../machines/daySpa.machine';
import { startDaySpa } from './support/daySpaJourney';
import { finishCardPayment } from './support/journeyStandIns';

// The day-spa journey as product.md §3 describes it, expectations written by hand: the calendar's
// window (today to two months ahead, both ends bookable), the login gate, the price with the bonus
// voucher and the discount, and the 1.2 s success message.

const TODAY = '2026-05-10';
const WEEKDAY: ChosenSlot = { id: 31, date: '2026-05-14', sale_price: 3500, title: null };
const ANNA = { discountPercent: 10, bonusCredit: 20000 };
const NO_DISCOUNT = { discountPercent: 0, bonusCredit: 20000 };
const PAID = { message: 'Thank you! Your reservation DS-ABCD2345 is confirmed.', reservation_number: 'DS-ABCD2345' };

const start = (customer: typeof ANNA | null, people?: number) =>
  startDaySpa({ today: TODAY, customer, people, slot: WEEKDAY });

describe('day-spa scenarios', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the availability of today and of the last bookable day, two months ahead', () => {
    for (const date of ['2026-05-10', '2026-07-10']) {
      const j = start(ANNA);
      j.actor.send({ type: 'route.availability', date });
      expect(j.actor.getSnapshot().matches({ availability: 'loading' }), date).toBe(true);
      expect(j.seen.loads).toEqual([{ date, people: 1 }]);
    }
  });

  it('answers not found for the day after the window, yesterday and a date that does not exist', () => {
    for (const date of ['2026-07-11', '2026-05-09', '2026-02-30', 'tomorrow']) {
      const j = start(ANNA);
      j.actor.send({ type: 'route.availability', date });
      expect(j.seen.navigations, date).toEqual(['notFound']);
      expect(j.seen.loads).toEqual([]);
    }
  });

  it('prices two people with the voucher and the discount, and hands the card step that total', async () => {
    const j = start(ANNA, 2);
    await j.toPayment();
    // 2 x 35 euro = 70; less 10 %: 63 euro.
    expect(j.actor.getSnapshot().context.price).toEqual({
      subtotal: 7000,
      voucher: 0,
      discount: 700,
      total: 6300,
      creditAfter: 20000,
    });
    j.actor.send({ type: 'voucher.toggle', use: true });
    // The voucher pays one entry (35 euro); 10 % off the 35 left: 31.50 euro; 165 euro of credit stays.
    expect(j.actor.getSnapshot().context.price).toEqual({
      subtotal: 7000,
      voucher: 3500,
      discount: 350,
      total: 3150,
      creditAfter: 16500,
    });
    j.actor.send({ type: 'pay.submit', values: { cancellation_policy_consent: true, rules_consent: true } });
    expect(j.card.received).toEqual([
      {
        type: 'payment.submit',
        amountCents: 3150,
        purchase: {
          cancellation_policy_consent: true,
          rules_consent: true,
          date: '2026-05-14',
          people: 2,
          product_availability_id: 31,
          use_bonus_terme: true,
        },
      },
    ]);
  });

  it('charges nothing when the voucher pays the only entry', async () => {
    const j = start(NO_DISCOUNT, 1);
    await j.toPayment();
    j.actor.send({ type: 'voucher.toggle', use: true });
    j.actor.send({ type: 'pay.submit', values: {} });
    expect(j.card.received[0].amountCents).toBe(0);
  });

  it('caps the voucher at the credit left', async () => {
    const j = start({ discountPercent: 0, bonusCredit: 2000 }, 1);
    await j.toPayment();
    j.actor.send({ type: 'voucher.toggle', use: true });
    expect(j.actor.getSnapshot().context.price).toEqual({
      subtotal: 3500,
      voucher: 2000,
      discount: 0,
      total: 1500,
      creditAfter: 0,
    });
  });

  it('opens the login dialog for a guest, then prices the entry with their discount once signed in', async () => {
    const j = start(null, 1);
    await j.toPayment();
    expect(j.actor.getSnapshot().matches({ availability: 'loginGate' })).toBe(true);
    expect(j.login.dialogs).toEqual({ opened: 1, closed: 0 });
    j.actor.send({ type: 'auth.signedIn', customer: ANNA });
    expect(j.actor.getSnapshot().matches({ payment: 'form' })).toBe(true);
    expect(j.actor.getSnapshot().context.price?.total).toBe(3150);
    expect(j.seen.navigations).toEqual(['availability', 'payment']);
  });

  it('drops the slot when the guest closes the login dialog', async () => {
    const j = start(null, 1);
    await j.toPayment();
    j.actor.send({ type: 'auth.dismissed' });
    expect(j.actor.getSnapshot().matches({ availability: 'listed' })).toBe(true);
    expect(j.actor.getSnapshot().context.slot).toBeNull();
    expect(j.actor.getSnapshot().context.price).toBeNull();
  });

  it('shows the success message for 1200 ms, then opens the reservation', async () => {
    const j = start(ANNA, 1);
    await j.toPayment();
    j.actor.send({ type: 'pay.submit', values: {} });
    finishCardPayment(j.actor, { result: PAID });
    expect(j.actor.getSnapshot().context.result).toEqual(PAID);
    await vi.advanceTimersByTimeAsync(1199);
    expect(j.actor.getSnapshot().matches({ payment: 'paid' })).toBe(true);
    expect(j.seen.navigations.at(-1)).toBe('payment');
    await vi.advanceTimersByTimeAsync(1);
    expect(j.seen.navigations.at(-1)).toBe('reservation');
  });

  it('sends a guest who signs out at the payment back to the availability', async () => {
    const j = start(ANNA, 1);
    await j.toPayment();
    j.actor.send({ type: 'user.change', customer: null });
    expect(j.actor.getSnapshot().matches({ availability: 'loading' })).toBe(true);
    expect(j.seen.navigations.at(-1)).toBe('availability');
  });
});
