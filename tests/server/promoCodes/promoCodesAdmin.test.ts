import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, hotelToday } from '../../../domain/dates';
import type { PromoCodeWire } from '../../../domain/promoCodes';
import { roomReservations, users } from '../../../server/db/schema';
import { createToken } from '../../../server/modules/accessTokens/service';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { withToken } from '../accessTokens/support';
import { ADMIN, bookableStay, CARDS, GUEST, paymentMethod, ratesBody } from '../booking/support';
import { createCode, doubleRoom, draft, REVENUE, reservationForm } from './support';

// docs/product.md §12.15: the revenue manager (and the administrator, and a token with
// rates:read / rates:write) lists promo codes with their uses, adds, changes and switches them
// off; bad input is refused next to its field, a stale edit with 409; every change is in the
// staff actions log. The guest side follows: the search applies a percentage or an amount off
// (never below 0) and says why a code does not apply.
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

describe('promo codes, as the revenue manager edits them and guests use them', () => {
  let t: TestApp;
  let revenue: TestClient;
  let guest: TestClient;
  const db = () => t.database.db;
  const today = hotelToday();

  beforeAll(async () => {
    t = await createTestApp();
    revenue = await signedIn(REVENUE);
    guest = await signedIn(GUEST);
  });
  afterAll(() => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start('/en/');
    await client.login(account.email, account.password);
    return client;
  }
  const list = async () => (await revenue.get('/api/admin/promo-codes')).json().promo_codes as PromoCodeWire[];
  const one = async (code: string) => (await list()).find((c) => c.code === code)!;
  const search = (stay: { from: string; to: string }, code: string, locale = 'en') =>
    guest.post('/api/available/rates', { ...ratesBody(stay, [{ adults: 2 }], { code }), locale });

  it('lets the revenue manager, the administrator and rates tokens in; refuses the front desk (403) and visitors (401)', async () => {
    expect((await revenue.get('/api/admin/promo-codes')).statusCode).toBe(200);
    const admin = await signedIn(ADMIN);
    expect((await admin.get('/api/admin/promo-codes')).statusCode).toBe(200);
    const desk = await signedIn(DESK);
    expect((await desk.get('/api/admin/promo-codes')).statusCode).toBe(403);
    expect((await desk.post('/api/admin/promo-codes', draft('DESK-1'))).statusCode).toBe(403);
    const visitor = await new TestClient(t.app).start();
    expect((await visitor.get('/api/admin/promo-codes')).statusCode).toBe(401);

    const [manager] = await db().select().from(users).where(eq(users.email, REVENUE.email));
    const reader = (
      await createToken(db(), manager.id, { name: 'tool r', scopes: ['rates:read'], expiresInDays: 1 }, 'en')
    ).accessToken;
    const writer = (
      await createToken(db(), manager.id, { name: 'tool w', scopes: ['rates:write'], expiresInDays: 1 }, 'en')
    ).accessToken;
    expect((await withToken(t, reader, 'GET', '/api/admin/promo-codes')).statusCode).toBe(200);
    expect((await withToken(t, reader, 'POST', '/api/admin/promo-codes', draft('TOOL-1'))).statusCode).toBe(403);
    const created = await withToken(t, writer, 'POST', '/api/admin/promo-codes', draft('tool-1'));
    expect(created.statusCode).toBe(201);
    expect(created.json().code).toBe('TOOL-1');
  });

  it('refuses bad input next to each field, in the staff member’s language, and saves nothing', async () => {
    const response = await revenue.post(
      '/api/admin/promo-codes',
      draft('BAD CODE!', {
        name_de: '',
        discount_percent: 120,
        arrival_from: '2027-05-10',
        arrival_to: '2027-05-01',
        min_nights: 0,
        max_uses: 0,
      }),
      { 'x-locale': 'it' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      code: ['Un codice ha da 1 a 40 lettere, cifre o trattini.'],
      name_de: ['Il nome è obbligatorio in ogni lingua.'],
      discount_percent: ['Una percentuale da 1 a 100.'],
      arrival_to: ["L'ultimo giorno viene dopo il primo."],
      min_nights: ['Da 1 a 60 notti.'],
      max_uses: ['Vuoto (senza limite) o un numero intero da 1.'],
    });
    const amount = await revenue.post(
      '/api/admin/promo-codes',
      draft('NO-AMOUNT', { discount_kind: 'amount', amount_off_cents: -5 }),
      { 'x-locale': 'de' },
    );
    expect(amount.json().errors.amount_off_cents).toEqual(['Ein Betrag von 0,01 bis 10.000 €.']);
    const taken = await revenue.post('/api/admin/promo-codes', draft('terme10'), { 'x-locale': 'en' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code).toEqual(['This code exists already.']);
    expect((await list()).map((c) => c.code)).not.toContain('BAD CODE!');
    expect((await one('TERME10')).discount_percent).toBe(10);
  });

  it('a new code changes the guest’s prices at once: a percentage, or an amount off each room never below 0', async () => {
    const stay = await bookableStay(db(), 2, 2);
    const plain = await doubleRoom(guest, stay);
    await createCode(revenue, 'SAVE-20', { discount_percent: 20 });
    expect((await doubleRoom(guest, stay, 'save-20')).total).toBe(Math.round(plain.total * 0.8));
    await createCode(revenue, 'MINUS-50', { discount_kind: 'amount', discount_percent: null, amount_off_cents: 5000 });
    expect((await doubleRoom(guest, stay, 'Minus-50')).total).toBe(plain.total - 5000);
    await createCode(revenue, 'ALL-FREE', {
      discount_kind: 'amount',
      discount_percent: null,
      amount_off_cents: 1_000_000,
    });
    expect((await doubleRoom(guest, stay, 'ALL-FREE')).total).toBe(0);
    const offer = await guest.get('/en/offers-code/minus-50');
    expect(offer.json()).toMatchObject({ code: 'MINUS-50', summary: '−€50.00 on each room’s stay' });
  });

  it('says why a code does not apply: booking days, stay dates, minimum nights', async () => {
    const stay = await bookableStay(db(), 2, 6);
    await createCode(revenue, 'LATER-BOOK', { booked_from: addDays(today, 1) });
    await createCode(revenue, 'OVER-BOOK', { booked_to: addDays(today, -1) });
    await createCode(revenue, 'LONG-STAY', { min_nights: 3 });
    await createCode(revenue, 'OTHER-DAYS', { arrival_from: addDays(stay.from, 1) });
    const later = await search(stay, 'later-book');
    expect(later.statusCode).toBe(422);
    expect(later.json().errors.code[0]).toMatch(/^This code \(Offer LATER-BOOK\) can be used for bookings from /);
    expect((await search(stay, 'OVER-BOOK', 'it')).json().errors.code[0]).toMatch(
      /^Questo codice \(Offerta OVER-BOOK\) si poteva usare per prenotazioni fino al /,
    );
    expect((await search(stay, 'LONG-STAY', 'de')).json().errors.code).toEqual([
      'Dieser Code (Angebot LONG-STAY) gilt für Aufenthalte ab 3 Nächten. Bitte ändere die Daten oder suche ohne Code.',
    ]);
    expect((await search({ from: stay.from, to: addDays(stay.from, 3) }, 'LONG-STAY')).statusCode).toBe(200);
    expect((await search(stay, 'OTHER-DAYS')).json().errors.code[0]).toMatch(/is valid for arrivals from /);
  });

  it('counts uses: a code capped at 1, used once, is refused; a released hold frees its use', async () => {
    const stays = [await bookableStay(db(), 2, 10), await bookableStay(db(), 2, 13), await bookableStay(db(), 2, 16)];
    await createCode(revenue, 'ONCE-ONLY', { max_uses: 1 });
    // A declined card: the hold is released, the use with it.
    const declined = await doubleRoom(guest, stays[0], 'ONCE-ONLY');
    const refusedCard = await guest.post(
      '/my/room-reservations',
      reservationForm(stays[0], declined.room!, 'ONCE-ONLY', await paymentMethod(guest, CARDS.declined)),
    );
    expect(refusedCard.statusCode).toBe(402);
    expect((await one('ONCE-ONLY')).uses).toBe(0);

    const first = await doubleRoom(guest, stays[1], 'ONCE-ONLY');
    const booked = await guest.post(
      '/my/room-reservations',
      reservationForm(stays[1], first.room!, 'ONCE-ONLY', await paymentMethod(guest, CARDS.ok)),
    );
    expect(booked.statusCode).toBe(200);
    const [row] = await db()
      .select()
      .from(roomReservations)
      .where(eq(roomReservations.id, booked.json().reservation_id));
    expect(row.promoCode).toBe('ONCE-ONLY');
    expect((await one('ONCE-ONLY')).uses).toBe(1);

    const again = await search(stays[2], 'once-only');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toEqual([
      'This code (Offer ONCE-ONLY) has been used as many times as it may be. Please search without it.',
    ]);
    expect((await guest.get('/it/offers-code/ONCE-ONLY')).json().message).toBe(
      'Questo codice (Offerta ONCE-ONLY) è già stato usato tutte le volte consentite. Cerca senza codice.',
    );
  });

  it('refuses a guest who has used a code the times one guest may, before paying', async () => {
    const stays = [await bookableStay(db(), 2, 19), await bookableStay(db(), 2, 22)];
    await createCode(revenue, 'ONE-EACH', { max_uses: 10, max_uses_per_guest: 1 });
    const first = await doubleRoom(guest, stays[0], 'ONE-EACH');
    const card = await paymentMethod(guest, CARDS.ok);
    expect(
      (await guest.post('/my/room-reservations', reservationForm(stays[0], first.room!, 'ONE-EACH', card))).statusCode,
    ).toBe(200);
    // The search is anonymous: it still offers the code; the reservation refuses it.
    const second = await doubleRoom(guest, stays[1], 'ONE-EACH');
    expect(second.response.statusCode).toBe(200);
    const refused = await guest.post(
      '/my/room-reservations',
      reservationForm(stays[1], second.room!, 'ONE-EACH', await paymentMethod(guest, CARDS.ok)),
      { 'x-locale': 'de' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.code).toEqual([
      'Du hast diesen Code (Angebot ONE-EACH) schon so oft genutzt, wie ein Gast darf.',
    ]);
    expect((await one('ONE-EACH')).uses).toBe(1);
  });

  it('refuses a stale edit (409), logs every change with before and after, and a code switched off has expired', async () => {
    const stay = await bookableStay(db(), 2, 25);
    const created = await createCode(revenue, 'EDIT-ME');
    const edit = (version: number, percent: number) =>
      revenue.send('PUT', '/api/admin/promo-codes/edit-me', {
        ...draft('EDIT-ME', { discount_percent: percent }),
        version,
      });
    const saved = await edit(created.version, 15);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ discount_percent: 15, version: created.version + 1 });
    const stale = await edit(created.version, 30);
    expect(stale.statusCode).toBe(409);
    expect((await one('EDIT-ME')).discount_percent).toBe(15);

    const off = await revenue.post('/api/admin/promo-codes/EDIT-ME/deactivate', { version: created.version + 1 });
    expect(off.statusCode).toBe(200);
    expect((await search(stay, 'EDIT-ME')).json().errors.code).toEqual(['This code (Offer EDIT-ME) has expired.']);

    const admin = await signedIn(ADMIN);
    const log = (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      user_email: string;
      subject: Record<string, string>;
    }[];
    const mine = log.filter((l) => l.subject.code === 'EDIT-ME');
    expect(mine.map((l) => l.action).sort()).toEqual([
      'promo_code.create',
      'promo_code.deactivate',
      'promo_code.update',
    ]);
    const update = mine.find((l) => l.action === 'promo_code.update')!;
    expect(update.user_email).toBe(REVENUE.email);
    expect(JSON.parse(update.subject.before)).toMatchObject({ discount_percent: 10 });
    expect(JSON.parse(update.subject.after)).toMatchObject({ discount_percent: 15 });
  });

  it('keeps the seeded codes as they were', async () => {
    const codes = await list();
    expect(codes.find((c) => c.code === 'TERME10')).toMatchObject({
      discount_percent: 10,
      active: true,
      max_uses: null,
    });
    expect(codes.find((c) => c.code === 'SPAWEEKEND')).toMatchObject({ discount_percent: 0, min_nights: 1 });
    expect(codes.find((c) => c.code === 'ESTATE2024')).toMatchObject({ arrival_to: '2024-09-30' });
  });
});
