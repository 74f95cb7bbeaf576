import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { applyTestClock, clockNowMs, setClockAt } from '../../../domain/clock';
import { hotelClockOf } from '../../../domain/spaSchedule/hotelClock';
import { spaAppointments, spaTreatments } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { bookableStay, CARDS, GUEST, paymentMethod, ratesBody, type RatesEntry, type Stay } from '../booking/support';
import { DESK } from '../spaSchedule/support';

// docs/product.md §16.6, "manage my booking": the guest moves a package's treatment time up to
// 24 hours before it starts, to a free time within the stay; later, outside the stay or not theirs:
// refused, translated, next to the field, and the time stays where it was.
describe('changing a treatment time of a booked package', () => {
  let t: TestApp;
  let guest: TestClient;
  let stay: Stay;
  let mudId: number;
  let reservationId: number;
  let booked: string[];
  const db = () => t.database.db;
  const startOf = async (id: number) =>
    (await db().select().from(spaAppointments).where(eq(spaAppointments.id, id)))[0].startsAt.toISOString();
  const move = (timeId: number, starts_at: string, locale = 'en', reservation = reservationId) =>
    guest.send(
      'PUT',
      `/api/my/room-reservations/${reservation}/treatment-times/${timeId}`,
      { starts_at },
      { 'x-locale': locale },
    );

  const freeTimes = async () => {
    const response = await guest.get(
      `/api/spa/free-slots?treatment_id=${mudId}&guests=1&from=${stay.from}&to=${stay.to}`,
    );
    return (response.json().slots as { starts_at: string }[]).map((s) => s.starts_at);
  };

  beforeAll(async () => {
    t = await createTestApp();
    guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    stay = await bookableStay(db(), 5, 20);
    mudId = (await db().select().from(spaTreatments).where(eq(spaTreatments.skill, 'mud')))[0].id;
    const entries = (
      await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 1 }]))
    ).json()[0] as RatesEntry[];
    const entry = entries.find((e) => e.rates.some((r) => r.name === 'Thermal stay with mud'))!;
    const variationId = entry.rates.find((r) => r.name === 'Thermal stay with mud')!.rate_variations[0].id;
    // One time a day from the arrival day.
    const byDay = new Map<string, string>();
    for (const start of await freeTimes()) {
      const day = hotelClockOf(Date.parse(start)).date;
      if (!byDay.has(day)) byDay.set(day, start);
    }
    booked = [...byDay.values()].slice(0, 6);
    const response = await guest.send('POST', '/my/room-reservations', {
      from_date: stay.from,
      to_date: stay.to,
      rooms: [{ room_category_id: entry.room_category.id, rate_variation_id: variationId, adults: 1, children: 0 }],
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
      payment_method_id: await paymentMethod(guest, CARDS.ok),
      treatment_times: booked.map((starts_at) => ({ room: 0, guest: 0, treatment_id: mudId, starts_at })),
    });
    expect(response.statusCode, response.body).toBe(200);
    reservationId = response.json().reservation_id;
  });
  afterAll(async () => {
    applyTestClock({ ...process.env, NODE_ENV: 'test' });
    await t.close();
  });

  const times = async () =>
    (await guest.get(`/api/my/room-reservations/${reservationId}`)).json().treatment_times as {
      id: number;
      starts_at: string;
    }[];

  it('moves a time to another free time of the stay; the reservation shows it', async () => {
    const [first] = await times();
    const target = (await freeTimes()).find(
      (start) => !booked.includes(start) && Date.parse(start) > Date.parse(booked[1]) + 3_600_000,
    )!;
    const response = await move(first.id, target);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().starts_at).toBe(target);
    expect(await startOf(first.id)).toBe(target);
    expect((await times()).map((time) => time.starts_at)).toContain(target);
  });

  it('refuses a time that overlaps another of the same guest’s times, and keeps the time', async () => {
    const all = await times();
    const [first] = all;
    const other = all.find((time) => time.id !== first.id)!;
    const before = await startOf(first.id);
    // Ten minutes into the guest's other treatment.
    const response = await move(first.id, new Date(Date.parse(other.starts_at) + 10 * 60_000).toISOString());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.starts_at).toEqual(['Guest 1 already has a treatment at this time.']);
    expect(await startOf(first.id)).toBe(before);
  });

  it('refuses the desk a move onto another of the same guest’s times, in the staff’s language, and keeps the time', async () => {
    const desk = await new TestClient(t.app).start('/it/');
    await desk.login(DESK.email, DESK.password);
    const all = await times();
    const [first] = all;
    const other = all.find((time) => time.id !== first.id)!;
    const before = await startOf(first.id);
    // Ten minutes into the guest's other treatment, on the spa's day screen.
    const at = hotelClockOf(Date.parse(other.starts_at) + 10 * 60_000);
    const response = await desk.send('PUT', `/api/admin/spa/bookings/${first.id}`, at, { 'x-locale': 'it' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.time).toEqual(['Questo ospite ha già un’altra cura a quest’ora.']);
    expect(await startOf(first.id)).toBe(before);
  });

  it('refuses a time outside the stay, in the guest’s language, and keeps the time', async () => {
    const [first] = await times();
    const before = await startOf(first.id);
    const response = await move(
      first.id,
      new Date(Date.parse(`${stay.to}T12:00:00Z`) + 2 * 86_400_000).toISOString(),
      'de',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.starts_at).toEqual([
      'Wähle eine Zeit zwischen deinem Anreise- und deinem Abreisetag.',
    ]);
    expect(await startOf(first.id)).toBe(before);
  });

  it('refuses a time of another reservation as not found', async () => {
    const [other] = await db()
      .select()
      .from(spaAppointments)
      .where(and(eq(spaAppointments.kind, 'treatment'), isNull(spaAppointments.cancelledAt)))
      .limit(1);
    const foreign = other.reservationId === reservationId ? 999_999 : other.id;
    const response = await move(foreign, booked[0]);
    expect(response.statusCode).toBe(404);
  });

  it('refuses less than 24 hours before the time starts, and accepts until then', async () => {
    const [first] = await times();
    const start = Date.parse(first.starts_at);
    const now = clockNowMs();
    try {
      // 24 hours and a minute before: still possible (moved onto itself).
      setClockAt(start - 24 * 3_600_000 - 60_000);
      expect((await move(first.id, first.starts_at)).statusCode).toBe(200);
      // 23 h 59 min before: too late.
      setClockAt(start - 24 * 3_600_000 + 60_000);
      const late = await move(first.id, booked[5], 'it');
      expect(late.statusCode).toBe(422);
      expect(late.json().errors.starts_at).toEqual([
        "Gli orari delle cure si possono cambiare fino a 24 ore prima dell'inizio.",
      ]);
    } finally {
      setClockAt(now);
    }
  });
});
