import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { hotelClockOf } from '../../../domain/spaSchedule/hotelClock';
import { outboxMails, roomReservations, spaAppointments, spaTreatments } from '../../../server/db/schema';
import { reservationDetails } from '../../../server/modules/booking/reservationView';
import { MUD_PACKAGE_TREATMENTS } from '../../../server/db/seed/packages';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { bookableStay, CARDS, GUEST, paymentMethod, ratesBody, type RatesEntry, type Stay } from '../booking/support';

// docs/product.md §16.6: "Terme e fango" booked with its six mud therapies picked before paying:
// held with the room, refused (translated) without them, confirmed by the payment.
describe('booking a package with its treatment times', () => {
  let t: TestApp;
  let guest: TestClient;
  let stay: Stay;
  let mudId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    stay = await bookableStay(db(), 5, 20);
    mudId = (await db().select().from(spaTreatments).where(eq(spaTreatments.skill, 'mud')))[0].id;
  });
  afterAll(() => t.close());

  async function packageRoom() {
    const entries = (
      await guest.post('/api/available/rates', ratesBody(stay, [{ adults: 1 }]))
    ).json()[0] as RatesEntry[];
    for (const entry of entries) {
      const rate = entry.rates.find((r) => r.name === 'Thermal stay with mud');
      if (rate) return { categoryId: entry.room_category.id, variationId: rate.rate_variations[0].id };
    }
    throw new Error('the package is not offered');
  }
  async function sixTimes() {
    const response = await guest.get(
      `/api/spa/free-slots?treatment_id=${mudId}&guests=1&from=${stay.from}&to=${stay.to}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const slots = response.json().slots as { starts_at: string }[];
    // One a day from the arrival day: never two at once.
    const byDay = new Map<string, string>();
    for (const slot of slots) {
      const day = hotelClockOf(Date.parse(slot.starts_at)).date;
      if (!byDay.has(day)) byDay.set(day, slot.starts_at);
    }
    return [...byDay.values()].slice(0, MUD_PACKAGE_TREATMENTS);
  }
  const book = async (times: string[], locale = 'en') => {
    const room = await packageRoom();
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
        treatment_times: times.map((starts_at) => ({ room: 0, guest: 0, treatment_id: mudId, starts_at })),
      },
      { 'x-locale': locale },
    );
  };

  it('refuses the package without its six times, in the guest’s language, before any charge', async () => {
    const times = await sixTimes();
    const response = await book(times.slice(0, 5), 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.treatment_times).toEqual(['Gast 1: wähle 6 Zeiten für diese Anwendung.']);
  });

  it('holds the six times with the room and keeps them when the card pays', async () => {
    const times = await sixTimes();
    expect(times).toHaveLength(6);
    const response = await book(times);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().reservation_id as number;
    const [row] = await db().select().from(roomReservations).where(eq(roomReservations.id, id));
    expect(row.status).toBe('confirmed');
    const held = await db()
      .select()
      .from(spaAppointments)
      .where(and(eq(spaAppointments.reservationId, id), isNull(spaAppointments.cancelledAt)));
    expect(held.map((a) => a.startsAt.toISOString()).sort()).toEqual([...times].sort());
    expect(held.every((a) => a.treatmentId === mudId && a.vatRate === 22)).toBe(true);
    // The reservation page lists the six times, earliest first, in the guest's language (§16.6).
    const page = await guest.get(`/api/my/room-reservations/${id}`, { 'x-locale': 'de' });
    const shown = page.json().treatment_times as { name: string; starts_at: string }[];
    expect(shown.map((time) => time.starts_at)).toEqual([...times].sort());
    expect(new Set(shown.map((time) => time.name))).toEqual(new Set(['Fangotherapie']));
  });

  it('splits the total by VAT on the reservation and in the mail: six mud therapies at 22 %, the rest at 10 %', async () => {
    const [row] = await db().select().from(roomReservations).where(eq(roomReservations.status, 'confirmed'));
    const details = (await reservationDetails(db(), row.id, 'en'))!;
    const mud = details.vat_split.find((l) => l.rate === 22)!;
    expect(mud.gross).toBe(6 * 4500); // the catalogue's price of a mud therapy, six times
    expect(mud.vat).toBe(Math.round((27_000 * 22) / 122));
    const room = details.vat_split.find((l) => l.rate === 10)!;
    expect(room.gross).toBe(row.total - 27_000);
    expect(details.vat_split.reduce((sum, l) => sum + l.taxable + l.vat, 0)).toBe(row.total);
    const mails = await db().select().from(outboxMails);
    const mail = mails.find((m) => m.subject.includes(details.number) && m.text.includes('VAT included'));
    expect(mail?.text).toContain('At 22 %: €221.31 taxable + €48.69 VAT = €270.00');
  });
});
