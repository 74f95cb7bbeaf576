import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyTestClock, setClockAt } from '../../../domain/clock';
import { DateTime } from 'luxon';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { loadConfig } from '../../../server/config';
import { slotSalesEnd } from '../../../domain/daySpa';
import { addDays } from '../../../domain/dates';
import { defaultSlot, freeSlotDays, GUEST, setSlot, slotById, thermalDay } from './support';

// Issue 16 item 5: at 20:18 the 9-18:30 slot of the same day was still on sale. A slot stops being
// sold at its end less the cut-off, in the hotel's zone, whatever the zone of the server.

/** A day with a free seeded slot followed by another, from the third such day on (today's may be over). */
function firstOpenPair() {
  const days = freeSlotDays();
  const pair =
    days.find((d, i) => i >= 2 && days.includes(addDays(d, 1))) ?? days.find((d) => days.includes(addDays(d, 1)));
  if (!pair) throw new Error('no two seeded day-spa days in a row');
  return pair;
}

/** A wall-clock time in Rome on `date`, as the instant it is. */
const romeTime = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: 'Europe/Rome' }).toJSDate();

describe('day-spa sales cut-off (60 minutes before the slot ends)', () => {
  let t: TestApp;
  let client: TestClient;
  let productId: number;
  // A day on sale followed by another on sale, both seeded.
  const day = firstOpenPair();

  const availableAt = async (time: string) => {
    setClockAt(romeTime(day, time));
    const records = (
      await client.get(`/api/${productId}/availability?people=1&from_date=${day}&to_date=${day}`)
    ).json() as { title: string | null; available: boolean; sales_end: string }[];
    return records.find((r) => r.title === null)!;
  };
  const buyAt = async (time: string, lang = 'en') => {
    setClockAt(romeTime(day, time));
    const buyer = await new TestClient(t.app).start();
    await buyer.login(GUEST.email, GUEST.password);
    const slot = await defaultSlot(t.database.db, day);
    return buyer.post(
      '/my/product-reservations',
      {
        date: day,
        people: 1,
        product_availability_id: slot.id,
        cancellation_policy_consent: true,
        rules_consent: true,
        payment_method_id: await sandboxCard(buyer, '4242424242424242'),
      },
      { 'x-locale': lang },
    );
  };

  beforeAll(async () => {
    t = await createTestApp({ daySpaSalesCutoffMinutes: 60 });
    client = await new TestClient(t.app).start();
    await client.login(GUEST.email, GUEST.password);
    productId = (await thermalDay(t.database.db)).id;
    await setSlot(t.database.db, (await defaultSlot(t.database.db, day)).id, { booked: 0 });
  });
  // Back to the run's day (TERME_NOW) or the machine's clock.
  afterEach(() => {
    applyTestClock({ ...process.env, NODE_ENV: 'test' });
  });
  afterAll(() => t.close());

  it('lists the slot as on sale until 17:30 Rome time and tells the browser when sales end', async () => {
    const morning = await availableAt('10:00');
    expect(morning.available).toBe(true);
    expect(morning.sales_end).toBe(romeTime(day, '17:30').toISOString());
    expect((await availableAt('17:29')).available).toBe(true);
    expect((await availableAt('17:30')).available).toBe(false);
    expect((await availableAt('20:18')).available).toBe(false);
  });

  it('refuses the purchase inside its transaction once sales have ended, and charges nothing', async () => {
    const slot = await defaultSlot(t.database.db, day);
    const before = (await slotById(t.database.db, slot.id)).booked;
    const refused = await buyAt('20:18', 'it');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.product_availability_id).toEqual([
      'Questa fascia oraria non è più in vendita: le vendite sono terminate alle 17:30. Scegli un’altra data.',
    ]);
    expect((await slotById(t.database.db, slot.id)).booked).toBe(before);

    const bought = await buyAt('17:29');
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await slotById(t.database.db, slot.id)).booked).toBe(before + 1);
  });

  it('keeps the next day on sale', async () => {
    setClockAt(romeTime(day, '20:18'));
    const next = addDays(day, 1);
    const records = (
      await client.get(`/api/${productId}/availability?people=1&from_date=${day}&to_date=${next}`)
    ).json() as { date: string; available: boolean }[];
    expect(records.filter((r) => r.date === day).every((r) => !r.available)).toBe(true);
    expect(records.some((r) => r.date === next && r.available)).toBe(true);
  });
});

describe('the cut-off setting', () => {
  it('defaults to 60 minutes and reads DAY_SPA_SALES_CUTOFF_MINUTES', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x', SESSION_SECRET: 's' }).daySpaSalesCutoffMinutes).toBe(60);
    expect(
      loadConfig({ DATA_DIR: '/tmp/x', SESSION_SECRET: 's', DAY_SPA_SALES_CUTOFF_MINUTES: '0' })
        .daySpaSalesCutoffMinutes,
    ).toBe(0);
    expect(
      loadConfig({ DATA_DIR: '/tmp/x', SESSION_SECRET: 's', DAY_SPA_SALES_CUTOFF_MINUTES: 'soon' })
        .daySpaSalesCutoffMinutes,
    ).toBe(60);
  });

  it('counts in Rome time across the clock change: a winter slot ends at 18:30 CET', () => {
    expect(slotSalesEnd('2026-12-01', '18:30:00', 0).toISOString()).toBe('2026-12-01T17:30:00.000Z');
    expect(slotSalesEnd('2026-07-01', '18:30', 30).toISOString()).toBe('2026-07-01T16:00:00.000Z');
  });
});
