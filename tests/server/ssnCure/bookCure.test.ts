import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '../../../domain/dates';
import { hotelClockOf } from '../../../domain/spaSchedule/hotelClock';
import { outboxMails, roomReservations, spaTreatments, ssnCures } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { bookableStay, CARDS, GUEST, paymentMethod, ratesBody, type RatesEntry, type Stay } from '../booking/support';

// docs/product.md §16.10: a guest states an SSN prescription with the room; the site books the
// admission visit on the day chosen and one session a day after it, at no price in the room's,
// and the guest pays the desk the ticket (or the exempt share).
describe('a cure with an SSN prescription booked with the room', () => {
  let t: TestApp;
  let guest: TestClient;
  let stay: Stay;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    stay = await bookableStay(db(), 7, 20);
  });
  afterAll(() => t.close());

  async function roomRate() {
    const entries = (
      await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 1 }]))
    ).json()[0] as RatesEntry[];
    const entry = entries[0];
    const rate = entry.rates.find((r) => r.name !== 'Thermal stay with mud')!;
    return { categoryId: entry.room_category.id, variationId: rate.rate_variations[0].id };
  }
  const cure = (values: Record<string, unknown> = {}) => ({
    room: 0,
    guest: 0,
    cycle: 'mud',
    sessions: 6,
    exemption_code: null,
    visit_day: stay.from,
    ...values,
  });
  const book = async (cures: unknown[], locale = 'en') => {
    const room = await roomRate();
    return guest.send(
      'POST',
      '/my/room-reservations',
      {
        from_date: stay.from,
        to_date: stay.to,
        rooms: [{ room_category_id: room.categoryId, rate_variation_id: room.variationId, adults: 1, children: 0 }],
        cancellation_policy_consent: true,
        city_tax_policy_consent: true,
        payment_method_id: await paymentMethod(guest, CARDS.ok),
        ssn_cures: cures,
      },
      { 'x-locale': locale },
    );
  };

  it('refuses a prescription against the rules next to its field, in the guest’s language, before any charge', async () => {
    const before = (await db().select().from(roomReservations)).length;
    const tooMany = await book([cure({ sessions: 13 })]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['ssn_cures[0].sessions']).toEqual(['A prescription has 1 to 12 sessions.']);
    // A visit on the 3rd day leaves room for 5 sessions before the departure day (7 nights).
    const late = await book([cure({ visit_day: addDays(stay.from, 2) })], 'it');
    expect(late.json().errors['ssn_cures[0].sessions']).toEqual([
      'Dopo una visita in questo giorno il soggiorno lascia spazio a 5 sedute, una al giorno: scegli un giorno precedente o meno sedute.',
    ]);
    const code = await book([cure({ exemption_code: 'E-01!' })], 'de');
    expect(code.json().errors['ssn_cures[0].exemption_code']).toEqual([
      'Gib den Befreiungscode wie auf der Verordnung ein (2 bis 6 Buchstaben oder Ziffern, etwa E01).',
    ]);
    const stranger = await book([cure({ guest: 1 })]);
    expect(stranger.json().errors['ssn_cures[0].guest']).toEqual(['Choose a guest of your rooms.']);
    expect(
      (await db().select().from(roomReservations)).filter((r) => r.status === 'confirmed').length,
    ).toBeLessThanOrEqual(before);
    expect(await db().select().from(ssnCures)).toEqual([]);
  });

  it('books the times the preview proposed: the visit, then one session a day; the ticket is paid at the desk', async () => {
    const query = `from=${stay.from}&to=${stay.to}&cycle=mud&sessions=6&visit_day=${stay.from}`;
    const preview = await guest.get(`/api/spa/ssn-cure/plan?${query}`, { 'x-locale': 'en' });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().due_cents).toBe(5500);
    const response = await book([cure()]);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().reservation_id as number;
    const page = (await guest.get(`/api/my/room-reservations/${id}`, { 'x-locale': 'en' })).json();
    const [booked] = page.ssn_cures as { times: { name: string; starts_at: string }[]; due_cents: number }[];
    expect(booked.times.map((time) => time.starts_at)).toEqual(
      (preview.json().times as { starts_at: string }[]).map((time) => time.starts_at),
    );
    expect(booked.times.map((time) => time.name)).toEqual(['Admission medical visit', ...Array(6).fill('Mud therapy')]);
    const days = booked.times.map((time) => hotelClockOf(Date.parse(time.starts_at)).date);
    expect(days).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(stay.from, n)));
    expect(booked.due_cents).toBe(5500);
    // Not a package's times (nothing to change online), and not in the room's price: no 22 % line.
    expect(page.treatment_times).toEqual([]);
    expect((page.vat_split as { rate: number }[]).map((line) => line.rate)).toEqual([10]);
    const mail = (await db().select().from(outboxMails)).find((m) => m.subject.includes(page.number));
    expect(mail?.text).toContain('To pay at the desk: SSN ticket €55.00');
    expect(mail?.text).toContain('Mud and bath cure: admission visit and 6 sessions, one a day');
  });

  it('keeps the exemption’s code, and the exempt share to pay; the guest cannot move a cure’s time online', async () => {
    const response = await book([cure({ exemption_code: 'e01', cycle: 'inhalation', sessions: 3 })], 'de');
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().reservation_id as number;
    const [row] = await db().select().from(ssnCures).where(eq(ssnCures.reservationId, id));
    expect(row).toMatchObject({ exemptionCode: 'E01', dueCents: 0, sessions: 3, cycle: 'inhalation' });
    const page = (await guest.get(`/api/my/room-reservations/${id}`, { 'x-locale': 'de' })).json();
    expect(page.ssn_cures[0].cycle_name).toBe('Inhalationen');
    const firstSession = page.ssn_cures[0].times[1] as { starts_at: string };
    const timeId = await cureTimeId(id, firstSession.starts_at);
    const move = await guest.send('PUT', `/api/my/room-reservations/${id}/treatment-times/${timeId}`, {
      starts_at: addDays(stay.from, 5) + 'T08:00:00.000Z',
    });
    expect(move.statusCode).toBe(404);
  });

  it('neither offers nor books a cycle whose treatment was retired since the settings were saved', async () => {
    const inhalation = eq(spaTreatments.skill, 'inhalation');
    await db().update(spaTreatments).set({ active: false }).where(inhalation);
    try {
      const offer = (await guest.get('/api/spa/ssn-cure', { 'x-locale': 'en' })).json();
      expect(offer.cycles.map((c: { cycle: string }) => c.cycle)).toEqual(['mud', 'bath']);
      const response = await book([cure({ cycle: 'inhalation' })]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['ssn_cures[0].cycle']).toEqual(['Choose one of the cures the hotel offers.']);
    } finally {
      await db().update(spaTreatments).set({ active: true }).where(inhalation);
    }
  });

  async function cureTimeId(reservationId: number, startsAt: string) {
    const { spaAppointments } = await import('../../../server/db/schema');
    const rows = await db().select().from(spaAppointments).where(eq(spaAppointments.reservationId, reservationId));
    return rows.find((r) => r.startsAt.toISOString() === startsAt)!.id;
  }
});
