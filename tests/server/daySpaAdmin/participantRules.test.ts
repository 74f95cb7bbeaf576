import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { sandboxCard } from '../payments/support';
import { products } from '../../../server/db/schema';
import { addDays, addYears, hotelToday } from '../../../domain/dates';
import { defaultSlot, GUEST, openDay, setSlot, setUser, thermalDay } from '../daySpa/support';

// docs/product.md §12.16 and §10 (decision 053): a day-spa product's participant rules are its
// own, edited by the revenue manager with the product and saved whole; the guest side follows at
// once and the server enforces them from the product row. Existing reservations are not touched.
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

const names = {
  title_it: 'Giornata alle terme',
  title_en: 'Thermal day',
  title_de: 'Thermentag',
  description_it: 'Piscine.',
  description_en: 'Pools.',
  description_de: 'Becken.',
  active: true,
};
const DEFAULTS = { free_infant_max_age_years: 1, infants_per_place: 1, minors_admitted: true, min_people: 1 };

describe('a day-spa product’s participant rules', () => {
  let t: TestApp;
  let revenue: TestClient;
  let guest: TestClient;
  let productId: number;
  let slotId: number;
  const day = () => openDay(1);

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start();
    await client.login(account.email, account.password);
    return client;
  }
  const put = (body: object, lang = 'en', who = () => revenue) =>
    who().send('PUT', `/api/admin/day-spa/products/${productId}`, { ...names, ...body }, { 'x-locale': lang });
  const book = async (people: number, lang = 'en') =>
    guest.post(
      '/my/product-reservations',
      {
        date: day(),
        people,
        product_availability_id: slotId,
        cancellation_policy_consent: true,
        rules_consent: true,
        use_bonus_terme: false,
        payment_method_id: await sandboxCard(guest, '4242424242424242'),
      },
      { 'x-locale': lang },
    );
  const invite = (number: string, body: object, lang = 'en') =>
    guest.post(`/${lang}/my/product-reservations/${number}/invitations`, body);
  const minor = { type: 'minor', first_name: 'Luca', last_name: 'Rossi', date_of_birth: '' };
  const infant = (n: number, ageDays: number) => ({
    type: 'infant',
    first_name: `Baby${n}`,
    last_name: 'Rossi',
    date_of_birth: addDays(hotelToday(), -ageDays),
  });

  beforeAll(async () => {
    t = await createTestApp();
    productId = (await thermalDay(t.database.db)).id;
    revenue = await signedIn(REVENUE);
    guest = await signedIn(GUEST);
    await setUser(t.database.db, GUEST.email, { bonusTermeCredit: 0, discountPercent: 0 });
    const slot = await defaultSlot(t.database.db, day());
    slotId = slot.id;
    await setSlot(t.database.db, slotId, { capacity: 20, booked: 0 });
    minor.date_of_birth = addYears(hotelToday(), -10);
  });
  afterAll(() => t.close());

  it('is edited by the revenue manager only; bad values are refused by field in the staff member’s language, nothing saved', async () => {
    const desk = await signedIn(DESK);
    expect((await put(DEFAULTS, 'en', () => desk)).statusCode).toBe(403);

    const bad = await put(
      {
        title_en: 'Not saved',
        free_infant_max_age_years: 4,
        infants_per_place: 3,
        minors_admitted: true,
        min_people: 0,
        max_people: 'many',
      },
      'de',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      free_infant_max_age_years: ['Freie Kleinkinder: bis zu einem Alter von 0 bis 3 Jahren.'],
      infants_per_place: ['Kleinkinder pro gebuchtem Platz: eine ganze Zahl von 0 bis 2 (0: keine Kleinkinder).'],
      min_people: ['Mindestens Personen: eine ganze Zahl von 1 bis 500.'],
      max_people: ['Höchstens Personen: leer (was ein Zeitfenster fasst) oder eine ganze Zahl von 1 bis 500.'],
    });
    const belowMin = await put({ ...DEFAULTS, min_people: 4, max_people: 3 }, 'it');
    expect(belowMin.json().errors).toEqual({
      max_people: ['Il massimo di persone non può essere inferiore al minimo (4).'],
    });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ minPeople: 1, maxPeople: null, freeInfantMaxAgeYears: 1, infantsPerPlace: 1 });
    expect(row.title.en).not.toBe('Not saved');
  });

  it('follows on the guest side at once: fewest and most people, in the counter, the calendar and the booking', async () => {
    const saved = await put({ ...DEFAULTS, min_people: 2, max_people: 4 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ min_people: 2, max_people: 4, minors_admitted: true });

    const product = (await guest.get('/api/products/thermal-day')).json();
    expect(product).toMatchObject({ min_people: 2, max_people: 4, free_infant_max_age_years: 1, admits_infants: true });
    const offered = async (people: number) =>
      (
        (
          await guest.get(`/api/${productId}/availability?people=${people}&from_date=${day()}&to_date=${day()}`)
        ).json() as {
          id: number;
          available: boolean;
        }[]
      ).find((r) => r.id === slotId)?.available;
    expect(await offered(1)).toBe(false);
    expect(await offered(2)).toBe(true);
    expect(await offered(5)).toBe(false);

    const one = await book(1, 'it');
    expect(one.statusCode).toBe(422);
    expect(one.json().errors.people).toEqual(['Una prenotazione di questo ingresso include almeno 2 persone.']);
    const five = await book(5);
    expect(five.statusCode).toBe(422);
    expect(five.json().errors.people).toEqual(['A reservation of this time slot takes at most 4 people.']);
    expect((await book(2)).statusCode).toBe(200);
  });

  it('refuses a minor on an adults-only product with the reason, and the form no longer offers minors nor infants', async () => {
    await put({ ...DEFAULTS });
    const number = (await book(3)).json().reservation_number as string;
    expect((await put({ ...DEFAULTS, minors_admitted: false })).statusCode).toBe(200);

    const refused = await invite(number, minor, 'de');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      type: ['Dieser Eintritt ist nur für Erwachsene: Minderjährige und Kleinkinder können nicht teilnehmen.'],
    });
    expect((await invite(number, infant(1, 30))).statusCode).toBe(422);
    const detail = (await guest.get(`/api/my/product-reservations/${number}`)).json();
    expect(detail.participant_rules).toEqual({ admitted_types: ['adult', 'guest'], free_infant_max_age_years: 1 });
    expect(detail.participants).toHaveLength(1);
    expect((await guest.get('/api/products/thermal-day')).json().admits_infants).toBe(false);

    // Minors admitted again: the same reservation takes one.
    await put({ ...DEFAULTS });
    expect((await invite(number, minor)).statusCode).toBe(200);
  });

  it('caps infants at the product’s number per booked place and takes them up to its free age', async () => {
    await put({ ...DEFAULTS });
    const number = (await book(2)).json().reservation_number as string;
    expect((await put({ ...DEFAULTS, infants_per_place: 2, free_infant_max_age_years: 2 })).statusCode).toBe(200);

    // A year and a half: older than today's default of 1, within the product's 2.
    for (const n of [1, 2, 3, 4]) expect((await invite(number, infant(n, 540))).statusCode).toBe(200);
    const fifth = await invite(number, infant(5, 30), 'en');
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors.type).toEqual([
      'Infants come with a grown-up: this reservation already has 4 infants, 2 per booked place.',
    ]);

    await put({ ...DEFAULTS, infants_per_place: 2, free_infant_max_age_years: 1 });
    const other = (await book(2)).json().reservation_number as string;
    const tooOld = await invite(other, infant(6, 540), 'it');
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().errors.date_of_birth).toEqual([
      "I neonati sono gratuiti fino all'età di 1: un bambino più grande è un minore.",
    ]);
    await put({ ...DEFAULTS, infants_per_place: 0 });
    expect((await invite(other, infant(7, 30))).json().errors.type).toEqual(['This entry does not admit infants.']);
  });

  it('logs every change with the rules before and after', async () => {
    const admin = await signedIn(ADMIN);
    const log = (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      user_email: string;
      subject: Record<string, string>;
    }[];
    const updates = log.filter((a) => a.action === 'day_spa.product.update');
    const change = updates.find((a) => JSON.parse(a.subject.after).minors_admitted === false);
    expect(change?.user_email).toBe(REVENUE.email);
    expect(JSON.parse(change!.subject.before)).toMatchObject({
      minors_admitted: true,
      min_people: 1,
      max_people: null,
    });
    expect(JSON.parse(change!.subject.after)).toMatchObject({ minors_admitted: false, infants_per_place: 1 });
  });
});
