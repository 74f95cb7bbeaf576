import { RulesCache } from '../../../server/db/rulesCache';
import { AnswerCache } from '../../../server/db/answerCache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { GUEST } from '../booking/support';
import { confirmedStay, confirmedVisit, laterDeposit, userByEmail } from './support';
import { readOutbox } from '../accounts/support';
import { outboxMailer } from '../../../server/mail/outbox';
import { sendReservationMails } from '../../../server/modules/booking/mails';
import { sendConfirmationMail } from '../../../server/modules/daySpa/mail';
import { stayCalendar, visitCalendar } from '../../../server/modules/manageBooking/calendar';
import { productAvailabilities, productReservations } from '../../../server/db/schema';
import { eq } from 'drizzle-orm';

const number = (id: number) => `R-${String(id).padStart(5, '0')}`;

/** RFC 5545 content lines: CRLF-separated, folded continuation lines joined back. */
const unfold = (ics: string) =>
  ics
    .split('\r\n')
    .reduce<string[]>(
      (lines, line) =>
        line.startsWith(' ') || line.startsWith('\t')
          ? [...lines.slice(0, -1), lines.at(-1) + line.slice(1)]
          : [...lines, line],
      [],
    );

describe('manage my booking: payments, what is left to pay, the calendar file', () => {
  let t: TestApp;
  let guest: TestClient;
  let other: TestClient;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await createTestApp({ appUrl: 'https://terme.example' });
    guest = await new TestClient(t.app).start('/en/');
    await guest.login(GUEST.email, GUEST.password);
    other = await new TestClient(t.app).start('/en/');
    await other.login('admin@terme.example', 'terme-admin-2026');
  });
  afterAll(() => t.close());

  it('adds up a stay: deposits paid, the balance and the city tax due on arrival', async () => {
    const user = await userByEmail(db(), GUEST.email);
    const stay = await confirmedStay(db(), user.id, {
      from: '2027-06-07',
      to: '2027-06-10',
      total: 64000,
      deposit: 15000,
      cityTax: 900,
    });
    await laterDeposit(db(), stay.id, 20000);
    const response = await guest.get(`/api/my/reservations/${number(stay.id)}/account`, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'room',
      number: number(stay.id),
      checkin: '2027-06-07',
      checkout: '2027-06-10',
      total: 64000,
      paid: 35000,
      balance: 29000,
      city_tax: 900,
      due_on_arrival: 29900,
    });
    expect(
      response.json().payments.map((p: { kind: string; amount: number; card: unknown }) => [p.kind, p.amount, p.card]),
    ).toEqual([
      ['reservation', 15000, { brand: 'visa', last_four: '4242' }],
      ['deposit', 20000, { brand: 'visa', last_four: '5556' }],
    ]);
  });

  it('shows a day at the spa as paid in full, with nothing due on arrival', async () => {
    const user = await userByEmail(db(), GUEST.email);
    const visit = await confirmedVisit(db(), user.id, 2);
    const response = await guest.get(`/api/my/reservations/${visit.number}/account`);
    expect(response.json()).toMatchObject({
      kind: 'day_spa',
      checkin: visit.date,
      checkout: visit.date,
      total: visit.total,
      paid: visit.total,
      balance: 0,
      city_tax: 0,
      due_on_arrival: 0,
    });
  });

  it('answers 404 to anyone but the owner, and 401 to a visitor', async () => {
    const user = await userByEmail(db(), GUEST.email);
    const stay = await confirmedStay(db(), user.id, {
      from: '2027-07-01',
      to: '2027-07-03',
      total: 30000,
      deposit: 7500,
      cityTax: 600,
    });
    const visit = await confirmedVisit(db(), user.id, 1);
    for (const path of [
      `/api/my/reservations/${number(stay.id)}/account`,
      `/api/my/reservations/${visit.number}/calendar.ics`,
      '/api/my/reservations/R-99999/account',
    ]) {
      const response = await other.get(path, { 'x-locale': 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This reservation was not found.');
    }
    const anonymous = await new TestClient(t.app).start('/en/');
    expect((await anonymous.get(`/api/my/reservations/${number(stay.id)}/calendar.ics`)).statusCode).toBe(401);
  });

  it('writes a stay as an RFC 5545 event from check-in at 14:00 to check-out at 10:30, hotel time, with the address', async () => {
    const user = await userByEmail(db(), GUEST.email);
    const stay = await confirmedStay(db(), user.id, {
      from: '2027-06-07',
      to: '2027-06-10',
      total: 30000,
      deposit: 7500,
      cityTax: 600,
    });
    const response = await guest.get(`/api/my/reservations/${number(stay.id)}/calendar.ics?locale=de`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="terme-${number(stay.id)}.ics"`);
    const raw = response.body;
    // Lines end in CRLF and no line is longer than 75 octets.
    expect(raw.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfold(raw);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    // 7 June 2027 14:00 in Rome is 12:00 UTC (summer time); 10 June 10:30 is 08:30 UTC.
    expect(lines).toContain('DTSTART:20270607T120000Z');
    expect(lines).toContain('DTEND:20270610T083000Z');
    expect(lines).toContain(`SUMMARY:Terme Hotel: dein Aufenthalt ${number(stay.id)}`);
    expect(lines).toContain('LOCATION:Terme Hotel\\, Via delle Terme 1\\, 35036 Montegrotto Terme (PD)\\, Italia');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Check-in ab 14:00\\, Check-out bis 10:30.');
    expect(lines).toContain(`URL:https://terme.example/de/my/room-reservations/${stay.id}`);
    expect(lines).toContain(`UID:stay-${number(stay.id)}@terme.example`);
  });

  it('writes a day at the spa as a timed event from the slot opening (09:00) to its end (18:30), hotel time, in winter and in summer', async () => {
    const user = await userByEmail(db(), GUEST.email);
    const winter = await confirmedVisit(db(), user.id, 3);
    // The calendar reads the visit's day: fixed here, so the UTC offset is known (Rome is UTC+1 in January, UTC+2 in July).
    await db().update(productReservations).set({ date: '2027-01-14' }).where(eq(productReservations.id, winter.id));
    const lines = unfold((await guest.get(`/api/my/reservations/${winter.number}/calendar.ics?locale=it`)).body);
    expect(lines).toContain('DTSTART:20270114T080000Z');
    expect(lines).toContain('DTEND:20270114T173000Z');
    expect(lines.some((l) => l.includes('VALUE=DATE'))).toBe(false);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe(
      `SUMMARY:Terme Hotel: Giornata alle terme (${winter.number})`,
    );
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Giornaliero h.9-18:30\\nPersone: 3');

    const summer = await confirmedVisit(db(), user.id, 2);
    await db().update(productReservations).set({ date: '2027-07-14' }).where(eq(productReservations.id, summer.id));
    const summerLines = unfold((await guest.get(`/api/my/reservations/${summer.number}/calendar.ics?locale=en`)).body);
    expect(summerLines).toContain('DTSTART:20270714T070000Z');
    expect(summerLines).toContain('DTEND:20270714T163000Z');
  });

  it("takes the visit's hours from its slot", async () => {
    const user = await userByEmail(db(), GUEST.email);
    const visit = await confirmedVisit(db(), user.id, 1);
    await db()
      .update(productAvailabilities)
      .set({ startsAt: '14:00', endsAt: '20:00' })
      .where(eq(productAvailabilities.id, visit.productAvailabilityId));
    await db().update(productReservations).set({ date: '2027-01-14' }).where(eq(productReservations.id, visit.id));
    const lines = unfold((await guest.get(`/api/my/reservations/${visit.number}/calendar.ics?locale=de`)).body);
    expect(lines).toContain('DTSTART:20270114T130000Z');
    expect(lines).toContain('DTEND:20270114T190000Z');
    await db()
      .update(productAvailabilities)
      .set({ startsAt: '09:00', endsAt: '18:30' })
      .where(eq(productAvailabilities.id, visit.productAvailabilityId));
  });

  it('folds lines at 75 octets, not 75 characters, and never inside a character (RFC 5545 §3.1)', async () => {
    const rooms = [
      'Doppelzimmer mit Balkon über dem Thermalgarten, für zwei Gäste mit Frühstück und Kurtaxe (€)',
      'Ü'.repeat(80),
    ];
    const product = 'Thermaltag für Genießer – Grüße'.repeat(4);
    for (const [ics, text] of [
      [
        await stayCalendar(
          {
            number: 'R-00001',
            from: '2027-06-07',
            to: '2027-06-10',
            rooms,
            url: 'https://terme.example/de/my/room-reservations/1',
          },
          'de',
        ),
        'Ü'.repeat(80),
      ],
      [
        await visitCalendar(
          {
            number: 'DS-T1',
            date: '2027-06-07',
            startsAt: '09:00:00',
            endsAt: '18:30:00',
            product,
            slot: 'Ganztägig',
            people: 2,
            url: 'https://terme.example/de/x',
          },
          'de',
        ),
        product,
      ],
    ]) {
      const physical = ics.split('\r\n');
      expect(physical.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
      expect(ics).not.toContain('\uFFFD');
      // Folding loses nothing: the unfolded lines still carry every character.
      expect(unfold(ics).join('\n')).toContain(text);
    }
  });

  it('attaches the calendar entry to the confirmation of a stay and of a day at the spa, for the guest only', async () => {
    const deps = {
      db: db(),
      config: t.config,
      mailer: outboxMailer(db()),
      jobs: t.app.jobs,
      rules: new RulesCache(null),
      answers: new AnswerCache(null),
    };
    const user = await userByEmail(db(), GUEST.email);
    // The fixtures book in Italian.
    const stay = await confirmedStay(db(), user.id, {
      from: '2027-09-13',
      to: '2027-09-15',
      total: 30000,
      deposit: 7500,
      cityTax: 600,
    });
    const visit = await confirmedVisit(db(), user.id, 2);
    const before = (await readOutbox(t)).length;
    await sendReservationMails(deps, stay.id);
    await sendConfirmationMail(deps, visit.id);
    const [stayMail, deskMail, visitMail] = (await readOutbox(t)).slice(before);
    expect(stayMail.to).toContain(GUEST.email);
    expect(stayMail.calendarName).toBe(`terme-${number(stay.id)}.ics`);
    // 13 September 2027 14:00 in Rome is 12:00 UTC.
    expect(unfold(stayMail.calendar)).toContain('DTSTART:20270913T120000Z');
    expect(unfold(stayMail.calendar)).toContain(`SUMMARY:Terme Hotel: il tuo soggiorno ${number(stay.id)}`);
    expect(unfold(stayMail.calendar)).toContain(
      'LOCATION:Terme Hotel\\, Via delle Terme 1\\, 35036 Montegrotto Terme (PD)\\, Italia',
    );
    expect(deskMail.to).toContain('reception@terme.example');
    expect(deskMail.calendar).toBe('');
    expect(visitMail.calendarName).toBe(`terme-${visit.number}.ics`);
    // 09:00 in Rome on the visit's day, in UTC (the test's day may fall in summer or winter time).
    expect(unfold(visitMail.calendar).find((l) => l.startsWith('DTSTART:'))).toMatch(
      new RegExp(`^DTSTART:${visit.date.replace(/-/g, '')}T0[78]0000Z$`),
    );
  });
});
