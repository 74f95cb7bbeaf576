import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { withToken } from '../accessTokens/support';
import { freshIp } from '../accounts/support';
import { productAvailabilities, productReservations } from '../../../server/db/schema';
import { addDays, dayNumber, weekdayOfDay, type IsoDate } from '../../../domain/dates';
import { isDaySpaGap } from '../../../server/db/seed/daySpa';
import { GUEST, openDay, seededSlotDays, setUser, thermalDay } from '../daySpa/support';

// docs/product.md §12.16: the revenue manager (and the administrator) edits the day spa's
// calendar: slots over days with places and a price per person, prices in bulk with a preview,
// closed days. Places never go below what guests bought (refused with their reservations), a day
// or slot guests hold is not taken away, bad input is refused by field with nothing saved, every
// change is in the staff log, and the guest side sells what the calendar says at once.
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const DEFAULT_RULES = {
  free_infant_max_age_years: 1,
  infants_per_place: 1,
  minors_admitted: true,
  min_people: 1,
  max_people: null,
};
const weekday = (day: IsoDate) => weekdayOfDay(dayNumber(day));

type Day = {
  date: string;
  closed: boolean;
  slots: { id: number; title: string | null; capacity: number; sold: number; price: number }[];
};

describe('the day spa’s calendar, as the revenue manager edits it', () => {
  let t: TestApp;
  let revenue: TestClient;
  let guest: TestClient;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    productId = (await thermalDay(t.database.db)).id;
    revenue = await signedIn(REVENUE);
    guest = await signedIn(GUEST);
    await setUser(t.database.db, GUEST.email, { bonusTermeCredit: 0, discountPercent: 0 });
  });
  afterAll(async () => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start();
    await client.login(account.email, account.password);
    return client;
  }
  const base = () => `/api/admin/day-spa/products/${productId}`;
  const days = async (from: string, to: string): Promise<Day[]> =>
    (await revenue.get(`${base()}/days?from=${from}&to=${to}`)).json();
  const offers = async (date: string, people = 1) =>
    (await guest.get(`/api/${productId}/availability?people=${people}&from_date=${date}&to_date=${date}`)).json() as {
      id: number;
      title: string | null;
      sale_price: number;
      available: boolean;
    }[];
  const book = async (date: string, slotId: number, people: number) =>
    guest.post(
      '/my/product-reservations',
      {
        date,
        people,
        product_availability_id: slotId,
        cancellation_policy_consent: true,
        rules_consent: true,
        use_bonus_terme: false,
        payment_method_id: await sandboxCard(guest, '4242424242424242'),
      },
      { 'x-locale': 'en' },
    );
  const newSlot = (day: string, title: string, extra: object = {}) => ({
    from: day,
    to: day,
    weekdays: [weekday(day)],
    title,
    starts_at: '09:00',
    ends_at: '13:00',
    capacity: 20,
    price: 4500,
    ...extra,
  });

  it('lets the revenue manager and the administrator in, refuses the front desk (403) and visitors (401)', async () => {
    expect((await revenue.get('/api/admin/day-spa/products')).json().products).toEqual([
      expect.objectContaining({ id: productId, active: true, title: expect.objectContaining({ de: 'Thermentag' }) }),
    ]);
    const admin = await signedIn(ADMIN);
    expect((await admin.get(`${base()}/days?from=${openDay(0)}&to=${openDay(0)}`)).statusCode).toBe(200);
    const desk = await signedIn(DESK);
    expect((await desk.get('/api/admin/day-spa/products')).statusCode).toBe(403);
    expect((await desk.post(`${base()}/slots`, newSlot(openDay(0), 'Desk'))).statusCode).toBe(403);
    expect((await desk.send('PUT', `${base()}/closed-days/${openDay(0)}`)).statusCode).toBe(403);
    const visitor = await new TestClient(t.app).start();
    expect((await visitor.get('/api/admin/day-spa/products')).statusCode).toBe(401);
  });

  it('opens to the revenue manager’s tokens by scope: inventory to read and change slots, rates to change prices', async () => {
    const made = await revenue.post(
      '/oauth/personal-access-tokens',
      { name: 'Channel manager', scopes: ['inventory:read', 'inventory:write'] },
      { 'x-forwarded-for': freshIp() },
    );
    expect(made.statusCode).toBe(200);
    const token = made.json().accessToken as string;
    const day = openDay(7);
    const listed = await withToken(t, token, 'GET', `${base()}/days?from=${day}&to=${day}`);
    expect(listed.statusCode).toBe(200);
    const slotId = (listed.json() as Day[])[0].slots[0].id;
    expect((await withToken(t, token, 'DELETE', `/api/admin/day-spa/slots/${slotId + 100000}`)).statusCode).toBe(404);
    const prices = await withToken(t, token, 'POST', `${base()}/prices`, {
      from: day,
      to: day,
      weekdays: [weekday(day)],
      mode: 'raise',
      amount: 100,
    });
    expect(prices.statusCode).toBe(403);
    expect(prices.json().scope).toBe('rates:write');
  });

  it('adds a slot of 20 places at 45 €; a guest sees it at once and pays 45 € a person; places never go under those sold', async () => {
    const day = openDay(3);
    const added = await revenue.post(`${base()}/slots`, newSlot(day, 'Morning'));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ days: 1 });
    const slot = (await offers(day)).find((o) => o.title === 'Morning')!;
    expect(slot).toMatchObject({ sale_price: 4500, available: true });

    const booked = await book(day, slot.id, 2);
    expect(booked.statusCode).toBe(200);
    const [reservation] = await t.database.db
      .select()
      .from(productReservations)
      .where(eq(productReservations.productAvailabilityId, slot.id));
    expect(reservation).toMatchObject({ people: 2, unitPrice: 4500, total: 9000, status: 'confirmed' });
    const listed = (await days(day, day))[0].slots.find((s) => s.id === slot.id)!;
    expect(listed).toMatchObject({ capacity: 20, sold: 2, price: 4500 });

    const edit = { title: 'Morning', starts_at: '09:00', ends_at: '13:00', capacity: 1, price: 4500 };
    const refused = await revenue.send('PUT', `/api/admin/day-spa/slots/${slot.id}`, edit, { 'x-locale': 'it' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.capacity).toEqual(['Sono già venduti 2 posti: la capienza non può scendere sotto.']);
    expect(refused.json().reservations).toEqual([
      expect.objectContaining({ number: reservation.number, people: 2, guest: expect.stringMatching(/\S+ \S+/) }),
    ]);
    const removal = await revenue.send('DELETE', `/api/admin/day-spa/slots/${slot.id}`);
    expect(removal.statusCode).toBe(422);
    expect(removal.json().reservations).toHaveLength(1);
    // Down to exactly what is sold is allowed: the slot is then full.
    const full = await revenue.send('PUT', `/api/admin/day-spa/slots/${slot.id}`, { ...edit, capacity: 2 });
    expect(full.statusCode).toBe(200);
    expect((await offers(day)).find((o) => o.id === slot.id)!.available).toBe(false);
  });

  it('refuses bad input next to each field, in the staff member’s language, and saves nothing', async () => {
    const day = openDay(4);
    const before = await days(day, day);
    const bad = await revenue.post(
      `${base()}/slots`,
      newSlot(day, 'Evening', { ends_at: '08:00', capacity: 0, price: -1, weekdays: [] }),
      { 'x-locale': 'de' },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      ends_at: ['Das Zeitfenster endet nach seinem Beginn.'],
      capacity: ['Plätze: eine ganze Zahl von 1 bis 500.'],
      weekdays: ['Wähle mindestens einen Wochentag.'],
    });
    expect(bad.json().errors.price[0]).toMatch(/^Preis pro Person: von 0,00/);
    // Two days, one of which already has the title: neither gets it.
    expect((await revenue.post(`${base()}/slots`, newSlot(day, 'Evening'))).statusCode).toBe(201);
    const next = addDays(day, 7);
    const twice = await revenue.post(`${base()}/slots`, newSlot(day, 'Evening', { to: next }), { 'x-locale': 'en' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.title[0]).toMatch(/^A slot with this title already exists on/);
    const after = await days(day, next);
    expect(after[0].slots).toHaveLength(before[0].slots.length + 1);
    expect(after[7].slots.filter((s) => s.title === 'Evening')).toEqual([]);
  });

  it('keeps the default slot untitled when its title is left empty, and refuses a title the day already has', async () => {
    const day = openDay(9);
    expect((await revenue.post(`${base()}/slots`, newSlot(day, 'Afternoon'))).statusCode).toBe(201);
    const untitled = (await days(day, day))[0].slots.find((s) => s.title === null)!;
    const edit = { title: '', starts_at: '09:00', ends_at: '18:30', capacity: 30, price: 3900 };
    const saved = await revenue.send('PUT', `/api/admin/day-spa/slots/${untitled.id}`, edit);
    expect(saved.json()).toMatchObject({ title: null, capacity: 30, price: 3900 });
    const clash = await revenue.send(
      'PUT',
      `/api/admin/day-spa/slots/${untitled.id}`,
      { ...edit, title: 'Afternoon' },
      { 'x-locale': 'en' },
    );
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.title[0]).toMatch(/^A slot with this title already exists on/);
  });

  it('adds the untitled whole-day slot only where the day has none, and guests see it under the default title', async () => {
    // A weekday: the bulk price change below counts the weekend days with slots.
    const gap = seededSlotDays().find((d) => d > openDay(1) && isDaySpaGap(d) && weekday(d) < 6)!;
    const added = await revenue.post(`${base()}/slots`, newSlot(gap, ''));
    expect(added.statusCode).toBe(201);
    expect((await offers(gap)).map((o) => o.title)).toEqual([null]);
    // Over a range with a day that already has its whole-day slot: refused, saying so; nothing added.
    const day = openDay(11);
    const untitledOn = async (d: string) => (await days(d, d))[0].slots.filter((s) => s.title === null).length;
    const weekLater = await untitledOn(addDays(day, 7));
    const twice = await revenue.post(`${base()}/slots`, newSlot(day, '', { to: addDays(day, 7) }), {
      'x-locale': 'it',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.title[0]).toMatch(/esiste già la fascia giornaliera \(senza titolo\)/);
    expect(await untitledOn(addDays(day, 7))).toBe(weekLater);
    // Nor can a titled slot lose its title where the day has the untitled one.
    expect((await revenue.post(`${base()}/slots`, newSlot(day, 'Late evening'))).statusCode).toBe(201);
    const evening = (await days(day, day))[0].slots.find((s) => s.title === 'Late evening')!;
    const edit = { title: '', starts_at: '18:00', ends_at: '22:00', capacity: 10, price: 2500 };
    const untitle = await revenue.send('PUT', `/api/admin/day-spa/slots/${evening.id}`, edit, { 'x-locale': 'en' });
    expect(untitle.statusCode).toBe(422);
    expect(untitle.json().errors.title[0]).toMatch(/^The whole-day slot \(without a title\) already exists on/);
  });

  it('changes prices in bulk over chosen weekdays, counting the days first, and the guest pays the new price', async () => {
    // From the first seeded Saturday or Sunday with a slot (in the winter closure, in March).
    const from = seededSlotDays().find((d) => !isDaySpaGap(d) && weekday(d) >= 6)!;
    const to = addDays(from, 20);
    // The seeded days in the range (a slot each, none on gap days) that fall on Saturday or Sunday.
    const weekend = seededSlotDays().filter((d) => d >= from && d <= to && !isDaySpaGap(d) && weekday(d) >= 6);
    expect(weekend.length).toBeGreaterThan(0);
    const change = { from, to, weekdays: [6, 7], mode: 'set', amount: 5200 };
    const preview = await revenue.post(`${base()}/prices`, { ...change, preview: true });
    expect(preview.json()).toMatchObject({ days: weekend.length, saved: false });
    const untouched = await days(from, to);
    expect(untouched.flatMap((d) => d.slots).some((s) => s.price === 5200)).toBe(false);

    const saved = await revenue.post(`${base()}/prices`, change);
    expect(saved.json()).toMatchObject({ days: weekend.length, saved: true });
    for (const d of await days(from, to)) for (const s of d.slots) if (weekday(d.date) >= 6) expect(s.price).toBe(5200);
    const offer = (await offers(weekend[0])).find((o) => o.title === null)!;
    expect(offer.sale_price).toBe(5200);
    // The same price again changes no day.
    expect((await revenue.post(`${base()}/prices`, { ...change, preview: true })).json().days).toBe(0);
    const below = await revenue.post(
      `${base()}/prices`,
      { ...change, mode: 'lower', amount: 6000 },
      { 'x-locale': 'en' },
    );
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.amount).toEqual(['Lowered by this much, a price would go below zero.']);
  });

  it('closes a day: guests no longer see or book it; refused when guests hold it; every change in the log', async () => {
    const day = openDay(6);
    const slotOf = async () => (await days(day, day))[0].slots[0];
    expect((await revenue.send('PUT', `${base()}/closed-days/${day}`)).statusCode).toBe(204);
    expect(await offers(day)).toEqual([]);
    const refusedBooking = await book(day, (await slotOf()).id, 1);
    expect(refusedBooking.statusCode).toBe(422);
    expect((await days(day, day))[0].closed).toBe(true);
    expect((await revenue.send('DELETE', `${base()}/closed-days/${day}`)).statusCode).toBe(204);
    expect((await offers(day)).length).toBeGreaterThan(0);

    expect((await book(day, (await slotOf()).id, 1)).statusCode).toBe(200);
    const held = await revenue.send('PUT', `${base()}/closed-days/${day}`, undefined, { 'x-locale': 'en' });
    expect(held.statusCode).toBe(422);
    expect(held.json().errors.date).toEqual(['Guests have booked this day: move or cancel their reservations first.']);
    expect(held.json().reservations).toEqual([expect.objectContaining({ people: 1, date: day })]);
    const [slot] = await t.database.db
      .select()
      .from(productAvailabilities)
      .where(eq(productAvailabilities.id, (await slotOf()).id));
    expect(slot.booked).toBeGreaterThanOrEqual(1);

    const admin = await signedIn(ADMIN);
    const log = (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      user_email: string;
      subject: Record<string, string>;
    }[];
    const kinds = log.filter((a) => a.action.startsWith('day_spa.')).map((a) => a.action);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'day_spa.slots.add',
        'day_spa.slot.update',
        'day_spa.prices',
        'day_spa.day.close',
        'day_spa.day.open',
      ]),
    );
    const update = log.find(
      (a) => a.action === 'day_spa.slot.update' && JSON.parse(a.subject.after).title === 'Morning',
    )!;
    expect(update.user_email).toBe(REVENUE.email);
    expect(JSON.parse(update.subject.before)).toMatchObject({ capacity: 20 });
    expect(JSON.parse(update.subject.after)).toMatchObject({ capacity: 2 });
  });

  it('renames a product in the three languages and takes it off sale: guests follow at once; bad names refused by field', async () => {
    const names = {
      title_it: 'Giornata termale',
      title_en: 'Spa day',
      title_de: 'Thermaltag',
      description_it: 'Piscine a 36 °C.',
      description_en: 'Pools at 36 °C.',
      description_de: 'Becken mit 36 °C.',
      ...DEFAULT_RULES,
    };
    const bad = await revenue.send(
      'PUT',
      base(),
      { ...names, title_de: ' ', description_it: '' },
      { 'x-locale': 'de' },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      title_de: ['Gib dem Produkt einen Namen in dieser Sprache.'],
      description_it: ['Beschreib das Produkt in dieser Sprache.'],
    });
    const saved = await revenue.send('PUT', base(), { ...names, active: true });
    expect(saved.statusCode).toBe(200);
    expect((await guest.get('/api/products/thermal-day', { 'x-locale': 'de' })).json().title).toBe('Thermaltag');

    const day = openDay(8);
    const off = await revenue.send('PUT', base(), { ...names, active: false });
    expect(off.json().active).toBe(false);
    expect((await guest.get('/api/products?kind=day_spa')).json()).toEqual([]);
    expect(await offers(day)).toEqual([]);
    const slotId = (await days(day, day))[0].slots[0].id;
    expect((await book(day, slotId, 1)).statusCode).toBe(422);
    await revenue.send('PUT', base(), { ...names, active: true });
    expect((await offers(day)).length).toBeGreaterThan(0);
  });
});
