import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { applyTestClock, clockNowMs, setClockAt } from '../../../domain/clock';
import { hotelClockOf } from '../../../domain/spaSchedule/hotelClock';
import { spaAppointments, spaTreatments } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import {
  ADMIN,
  bookableStay,
  CARDS,
  GUEST,
  paymentMethod,
  ratesBody,
  type RatesEntry,
  type Stay,
} from '../booking/support';

// docs/product.md §16.6, "manage my booking" (decision 058): the guest cancels a package's treatment
// time up to 24 hours before it starts (the hotel's notice, §12.17); it leaves the reservation and frees its therapist and cabin
// for others; later, or a time that is not theirs: refused, translated, and the time stays.
describe('cancelling a treatment time of a booked package', () => {
  let t: TestApp;
  let guest: TestClient;
  let stay: Stay;
  let mudId: number;
  let reservationId: number;
  let booked: string[];
  const db = () => t.database.db;
  const cancelledAt = async (id: number) =>
    (await db().select().from(spaAppointments).where(eq(spaAppointments.id, id)))[0].cancelledAt;
  const cancel = (timeId: number, locale = 'en', reservation = reservationId) =>
    guest.send(
      'POST',
      `/api/my/room-reservations/${reservation}/treatment-times/${timeId}/cancel`,
      {},
      {
        'x-locale': locale,
      },
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

  it('cancels a time: it leaves the reservation, and its start is free again for others', async () => {
    const [first] = await times();
    // The demo schedule is full enough that the booked start may or may not be offered to a second
    // guest; what matters is that the freed pair counts again: one more place than before.
    const placesAt = async (start: string) => {
      const response = await guest.get(
        `/api/spa/free-slots?treatment_id=${mudId}&guests=1&from=${stay.from}&to=${stay.to}`,
      );
      const slot = (response.json().slots as { starts_at: string; places: number }[]).find(
        (s) => s.starts_at === start,
      );
      return slot?.places ?? 0;
    };
    const before = await placesAt(first.starts_at);
    const response = await cancel(first.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((await times()).map((time) => time.id)).not.toContain(first.id);
    expect(await placesAt(first.starts_at)).toBe(before + 1);
    // Cancelled once: a second cancel finds nothing.
    expect((await cancel(first.id)).statusCode).toBe(404);
  });

  it('refuses a time of another reservation as not found, and keeps it', async () => {
    const [other] = await db()
      .select()
      .from(spaAppointments)
      .where(
        and(
          eq(spaAppointments.kind, 'treatment'),
          isNull(spaAppointments.cancelledAt),
          ne(spaAppointments.reservationId, reservationId),
        ),
      )
      .limit(1);
    const foreign = other?.id ?? 999_999;
    const response = await cancel(foreign, 'de');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Diese Zeit gehört nicht zu deiner Buchung.');
    if (other) expect(await cancelledAt(other.id)).toBeNull();
  });

  it('refuses less than 24 hours before the time starts, and accepts until then', async () => {
    const [first, second] = await times();
    const now = clockNowMs();
    try {
      // 23 h 59 min before: too late, in the guest's language; the time stays.
      setClockAt(Date.parse(first.starts_at) - 24 * 3_600_000 + 60_000);
      const late = await cancel(first.id, 'it');
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe("Gli orari delle cure si possono annullare fino a 24 ore prima dell'inizio.");
      expect(await cancelledAt(first.id)).toBeNull();
      // 24 hours and a minute before: still possible.
      setClockAt(Date.parse(second.starts_at) - 24 * 3_600_000 - 60_000);
      expect((await cancel(second.id)).statusCode).toBe(200);
      expect(await cancelledAt(second.id)).not.toBeNull();
    } finally {
      setClockAt(now);
    }
  });

  it('follows the notice the administrator sets (§12.17): at 48 hours, 30 hours before is too late', async () => {
    const admin = await new TestClient(t.app).start('/en/');
    await admin.login(ADMIN.email, ADMIN.password);
    const settings = (await admin.get('/api/admin/settings')).json();
    const refused = await admin.send(
      'PUT',
      '/api/admin/settings',
      { ...settings, treatment_notice_hours: 169 },
      {
        'x-locale': 'de',
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.treatment_notice_hours).toEqual([
      'Die Frist ist eine ganze Zahl von Stunden von 0 bis 168.',
    ]);
    const saved = await admin.send('PUT', '/api/admin/settings', { ...settings, treatment_notice_hours: 48 });
    expect(saved.statusCode, saved.body).toBe(200);
    const [, , third] = await times();
    const now = clockNowMs();
    try {
      expect((await guest.get(`/api/my/room-reservations/${reservationId}`)).json().treatment_notice_hours).toBe(48);
      setClockAt(Date.parse(third.starts_at) - 30 * 3_600_000);
      const late = await cancel(third.id);
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe('Treatment times can be cancelled up to 48 hours before they start.');
      const move = await guest.send(
        'PUT',
        `/api/my/room-reservations/${reservationId}/treatment-times/${third.id}`,
        { starts_at: third.starts_at },
        { 'x-locale': 'en' },
      );
      expect(move.json().errors.starts_at).toEqual([
        'Treatment times can be changed up to 48 hours before they start.',
      ]);
      expect(await cancelledAt(third.id)).toBeNull();
    } finally {
      setClockAt(now);
      await admin.send('PUT', '/api/admin/settings', settings);
    }
  });
});
