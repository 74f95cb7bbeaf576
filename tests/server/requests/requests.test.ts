import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, hotelToday } from '../../../domain/dates';
import {
  airportTransferRequests,
  changeBookingRequests,
  guestRequests,
  refundRequests,
} from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { readOutbox } from '../accounts/support';
import { bookableStay, GUEST } from '../booking/support';
import { confirmedStay, userByEmail } from './support';

const contact = {
  first_name: 'Anna',
  last_name: 'Rossi',
  email: 'Anna.Rossi@Example.com',
  privacy: true,
  newsletter_consent: false,
};

describe('guest requests: change-booking, refund, airport transfer', () => {
  let t: TestApp;
  let anonymous: TestClient;
  const db = () => t.database.db;
  const requestCount = async () => (await db().select({ n: count() }).from(guestRequests))[0].n;
  const mailsSince = async (before: number) => (await readOutbox(t)).slice(before);

  beforeAll(async () => {
    t = await createTestApp();
    anonymous = await new TestClient(t.app).start('/de/requests/change-booking');
  });
  afterAll(() => t.close());

  // Each test speaks from its own address: the forms allow 10 requests per address and 15 minutes.
  let address = 0;
  const post = (client: TestClient, url: string, body: unknown, locale = 'de') =>
    client.post(url, body, { 'x-locale': locale, 'x-forwarded-for': `10.12.0.${++address}` });

  it('stores a change-booking request as new, answers in the guest language and mails guest and front desk', async () => {
    const newStay = await bookableStay(db(), 2, 10);
    const before = (await readOutbox(t)).length;
    const response = await post(anonymous, '/requests/change-booking', {
      ...contact,
      reservation_number: 'R-99999',
      checkin: addDays(newStay.from, -3),
      checkout: addDays(newStay.from, -1),
      new_checkin: newStay.from,
      new_checkout: newStay.to,
      note: 'Two nights later,\nplease.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Vielen Dank, wir melden uns in Kürze bei dir!');
    const [request] = await db().select().from(guestRequests).where(eq(guestRequests.id, response.json().request_id));
    // Not signed in: the number is kept as typed, linked to nothing.
    expect(request).toMatchObject({
      kind: 'change_booking',
      status: 'new',
      email: 'anna.rossi@example.com',
      locale: 'de',
      reservationNumber: 'R-99999',
      roomReservationId: null,
      userId: null,
      note: 'Two nights later,\nplease.',
    });
    expect(request.createdAt.getTime()).toBe(request.updatedAt.getTime());
    const [details] = await db()
      .select()
      .from(changeBookingRequests)
      .where(eq(changeBookingRequests.requestId, request.id));
    expect(details).toMatchObject({ newCheckIn: newStay.from, newCheckOut: newStay.to });
    const mails = await mailsSince(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['anna.rossi@example.com', t.config.frontDeskEmail].sort());
    const guestMail = mails.find((m) => m.to === 'anna.rossi@example.com')!;
    expect(guestMail.text).toContain('wir haben deine Anfrage erhalten (Buchungsänderung)');
    // Typed by a visitor, to an address nobody confirmed: nothing typed freely goes back (issue 31).
    expect(guestMail.text).toContain('Hallo,');
    expect(guestMail.text).not.toContain('R-99999');
    const desk = mails.find((m) => m.to === t.config.frontDeskEmail)!;
    expect(desk.text).toContain('R-99999');
    expect(desk.subject).toBe(`Richiesta #${request.id}: modifica della prenotazione - Anna Rossi`);
    expect(desk.raw).toMatch(/Reply-To: anna.rossi@example.com/i);
  });

  it('refuses dates in the wrong order, a stay outside the booking period and the same stay again, storing nothing', async () => {
    const stay = await bookableStay(db(), 2, 10);
    const before = await requestCount();
    const base = { ...contact, checkin: stay.from, checkout: stay.to };
    const wrongOrder = await post(
      anonymous,
      '/requests/change-booking',
      { ...base, checkout: addDays(stay.from, -1), new_checkin: stay.to, new_checkout: stay.from },
      'en',
    );
    expect(wrongOrder.statusCode).toBe(422);
    expect(wrongOrder.json().errors).toEqual({
      checkout: ['The check-out cannot be before the check-in.'],
      new_checkout: ['The check-out cannot be before the check-in.'],
    });
    const same = await post(
      anonymous,
      '/requests/change-booking',
      { ...base, new_checkin: stay.from, new_checkout: stay.to },
      'it',
    );
    expect(same.json().errors).toEqual({ new_checkout: ['Le nuove date sono uguali a quelle attuali.'] });
    const farAway = addDays(hotelToday(), 1500);
    const outside = await post(
      anonymous,
      '/requests/change-booking',
      { ...base, new_checkin: farAway, new_checkout: addDays(farAway, 2) },
      'en',
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({
      new_checkout: ['These dates cannot be booked. Please choose dates within the booking period.'],
    });
    const missing = await post(anonymous, '/requests/change-booking', { privacy: false }, 'de');
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'checkin',
      'checkout',
      'email',
      'first_name',
      'last_name',
      'new_checkin',
      'new_checkout',
      'privacy',
    ]);
    expect(missing.json().errors.privacy).toEqual(['Bitte akzeptiere die Datenschutzerklärung.']);
    expect(await requestCount()).toBe(before);
  });

  it('stores a refund with the IBAN and BIC normalised, and refuses 0, an invalid IBAN or BIC', async () => {
    const before = (await readOutbox(t)).length;
    const response = await post(
      anonymous,
      '/requests/refund',
      { ...contact, amount: 12550, iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', note: 'Cancelled in time' },
      'en',
    );
    expect(response.statusCode).toBe(200);
    const [details] = await db()
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.requestId, response.json().request_id));
    expect(details).toEqual({
      requestId: response.json().request_id,
      amount: 12550,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    const guestMail = (await mailsSince(before)).find((m) => m.to === 'anna.rossi@example.com')!;
    expect(guestMail.text).toContain('Amount: €125.50');
    // The guest's copy shows only the end of the IBAN; the front desk's all of it.
    expect(guestMail.text).toContain('IBAN: DE … 3000');
    expect((await mailsSince(before)).find((m) => m.to === t.config.frontDeskEmail)!.text).toContain(
      'IBAN: DE89370400440532013000',
    );

    const rows = await requestCount();
    const bad = await post(
      anonymous,
      '/requests/refund',
      { ...contact, amount: 0, iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBA-DE' },
      'en',
    );
    expect(bad.json().errors).toEqual({
      amount: ['The amount must be at least €0.01.'],
      iban: ['This IBAN is not valid: please check it against your bank details.'],
      bic: ['This BIC is not valid: it has 8 or 11 letters and digits, e.g. UNCRITMMXXX.'],
    });
    const tooMuch = await post(anonymous, '/requests/refund', { ...contact, amount: 1_000_001 }, 'it');
    expect(tooMuch.json().errors).toEqual({ amount: ['Un rimborso può essere al massimo di 10.000,00\u00a0€.'] });
    // IBAN and BIC may be left out.
    expect((await post(anonymous, '/requests/refund', { ...contact, amount: 100, iban: '', bic: '' })).statusCode).toBe(
      200,
    );
    expect(await requestCount()).toBe(rows + 1);
  });

  it('links a signed-in guest request to their own reservation only, and caps its refund at what was paid', async () => {
    const guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    const user = await userByEmail(db(), GUEST.email);
    const other = await userByEmail(db(), 'admin@terme.example');
    const stay = await bookableStay(db(), 3, 20);
    const mine = await confirmedStay(db(), user.id, { ...stay, total: 60000, deposit: 15000, cityTax: 900 });
    const theirs = await confirmedStay(db(), other.id, { ...stay, total: 60000, deposit: 15000, cityTax: 900 });
    const number = (id: number) => `R-${String(id).padStart(5, '0')}`;

    const over = await post(
      guest,
      '/requests/refund',
      { ...contact, reservation_number: number(mine.id), amount: 15001 },
      'en',
    );
    expect(over.json().errors).toEqual({ amount: ['A refund can be at most €150.00.'] });
    const own = await post(
      guest,
      '/requests/refund',
      { ...contact, reservation_number: number(mine.id).toLowerCase(), amount: 15000 },
      'en',
    );
    expect(own.statusCode).toBe(200);
    const [ownRow] = await db().select().from(guestRequests).where(eq(guestRequests.id, own.json().request_id));
    expect(ownRow).toMatchObject({ userId: user.id, roomReservationId: mine.id, reservationNumber: number(mine.id) });
    // Someone else's number: accepted as typed, linked to nothing, and no cap revealed.
    const foreign = await post(
      guest,
      '/requests/refund',
      { ...contact, reservation_number: number(theirs.id), amount: 50000 },
      'en',
    );
    expect(foreign.statusCode).toBe(200);
    const [foreignRow] = await db().select().from(guestRequests).where(eq(guestRequests.id, foreign.json().request_id));
    expect(foreignRow).toMatchObject({
      userId: user.id,
      roomReservationId: null,
      reservationNumber: number(theirs.id),
    });
  });

  // Issue 31, item 12: the forms mailed the sender's free text to any typed address, under the hotel's name.
  it('keeps free text (note, name, flight, typed number) out of the acknowledgement to an address nobody confirmed; the desk keeps it', async () => {
    const spam = 'Cheap pills at spam.example';
    const before = (await readOutbox(t)).length;
    const stranger = { ...contact, first_name: spam, email: 'victim@example.com' };
    expect(
      (
        await post(
          anonymous,
          '/airport-transfer',
          { ...stranger, airport: 'VCE', people: 1, flight_number: spam, note: spam },
          'en',
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          anonymous,
          '/requests/refund',
          { ...stranger, amount: 100, reservation_number: spam, note: spam },
          'en',
        )
      ).statusCode,
    ).toBe(200);
    // Signed in, but typing someone else's address: not confirmed either.
    const guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    expect((await post(guest, '/requests/refund', { ...stranger, amount: 100, note: spam }, 'it')).statusCode).toBe(
      200,
    );
    const mails = await mailsSince(before);
    const toVictim = mails.filter((m) => m.to === 'victim@example.com');
    expect(toVictim).toHaveLength(3);
    for (const mail of toVictim) {
      expect(mail.subject + mail.text + mail.html).not.toContain('spam.example');
      expect(mail.text).toMatch(/^(Hello|Ciao),$/m);
    }
    expect(toVictim[0].text).toContain('Airport: Venice Marco Polo');
    const desk = mails.filter((m) => m.to === t.config.frontDeskEmail);
    expect(desk).toHaveLength(3);
    for (const mail of desk) expect(mail.text).toContain(spam);
  });

  it("repeats the note and the name to the signed-in guest's own address", async () => {
    const guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    const before = (await readOutbox(t)).length;
    const own = { ...contact, email: GUEST.email.toUpperCase() };
    expect(
      (await post(guest, '/requests/refund', { ...own, amount: 100, note: 'Cancelled in time' }, 'en')).statusCode,
    ).toBe(200);
    const mail = (await mailsSince(before)).find((m) => m.to === GUEST.email)!;
    expect(mail.text).toContain('Hello Anna,');
    expect(mail.text).toContain('Cancelled in time');
  });

  it('prices an airport transfer itself (35 euro a person from Venice, 45 from Treviso), whatever the page sent', async () => {
    const vce = await post(
      anonymous,
      '/airport-transfer',
      { ...contact, airport: 'VCE', people: 3, flight_number: 'FR 1234', amount: 1, total: 1, price_per_person: 1 },
      'en',
    );
    expect(vce.statusCode).toBe(200);
    expect(vce.json()).toMatchObject({
      message: 'Thank you, We will get back to you shortly!',
      price_per_person: 3500,
      total: 10500,
    });
    const [stored] = await db()
      .select()
      .from(airportTransferRequests)
      .where(eq(airportTransferRequests.requestId, vce.json().request_id));
    // The return trip is ticked unless the guest unticks it.
    expect(stored).toMatchObject({
      airport: 'VCE',
      people: 3,
      flightNumber: 'FR 1234',
      returnTrip: true,
      pricePerPerson: 3500,
      total: 10500,
    });
    const tsf = await post(
      anonymous,
      '/airport-transfer',
      { ...contact, airport: 'TSF', people: 2, flight_number: 'U2 77', return: false },
      'en',
    );
    expect(tsf.json()).toMatchObject({ price_per_person: 4500, total: 9000 });
  });

  it('refuses an unknown airport, 0 people and a flight number over 150 characters, in the guest language', async () => {
    const before = await requestCount();
    const response = await post(
      anonymous,
      '/airport-transfer',
      { ...contact, airport: 'MXP', people: 0, flight_number: 'X'.repeat(151) },
      'it',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      airport: ["Scegli l'aeroporto."],
      people: ['Un transfer porta da 1 a 50 persone.'],
      flight_number: ['Il numero del volo non può superare 150 caratteri.'],
    });
    expect(await requestCount()).toBe(before);
  });

  it('lets one address send 10 requests in 15 minutes, then answers 429 with the rest of the quarter to wait', async () => {
    // 5 minutes into a quarter of an hour: 10 minutes are left.
    const quarter = 15 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(Math.floor(Date.now() / quarter) * quarter + 5 * 60_000);
    const from = { 'x-forwarded-for': '10.13.0.1', 'x-locale': 'en' };
    const body = { ...contact, airport: 'VCE', people: 1, flight_number: 'AZ 1' };
    for (let i = 0; i < 10; i++) expect((await anonymous.post('/airport-transfer', body, from)).statusCode).toBe(200);
    const refused = await anonymous.post('/airport-transfer', body, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(refused.headers['retry-after']).toBe('600');
    vi.restoreAllMocks();
  });
});
