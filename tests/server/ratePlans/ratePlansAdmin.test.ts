import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, hotelToday, type IsoDate } from '../../../domain/dates';
import type { RatePlanWire } from '../../../domain/ratePlans';
import { payments, roomReservations } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { withToken } from '../accessTokens/support';
import { freshIp } from '../accounts/support';
import {
  bookableStay,
  CARDS,
  categoryBySlug,
  GUEST,
  paymentMethod,
  ratesBody,
  seededAdultPrice,
  weekdayNights,
  type RatesEntry,
  type Stay,
} from '../booking/support';

// docs/product.md §12.13: the revenue manager (and the administrator) edits the rate plans; the
// front desk is refused. A plan is sold only for its categories, each board it offers is a choice
// with its price, the hold takes the deposit by the plan's rule (75 € a person, the first night, a
// percent of the stay, all of it), the terms are shown as written after the free-cancellation
// deadline, a save over an older version is refused, and every change is in the staff log.
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
/** The demo guest's personal discount on the stay (product.md §1.1). */
const GUEST_DISCOUNT = 10;

const terms = {
  it: 'Dopo la scadenza la caparra è trattenuta.',
  en: 'After the deadline the deposit is kept.',
  de: 'Nach der Frist wird die Anzahlung einbehalten.',
};
const halfBoardPlan = (categoryId: number) => ({
  name: { it: 'Mezza pensione Terme', en: 'Spa half board', de: 'Thermen-Halbpension' },
  description: { it: 'Cena a buffet.', en: 'Buffet dinner.', de: 'Abendbuffet.' },
  boards: [
    { board: 'half_board', supplement_per_adult_night: 2500 },
    { board: 'room_only', supplement_per_adult_night: -1500 },
  ],
  refundable: true,
  terms,
  free_cancellation_days: 7,
  deposit_rule: 'first_night',
  deposit_percent: null,
  discount_percent: 0,
  min_nights: 1,
  requires_promo_code: false,
  room_category_ids: [categoryId],
});

/** The early-booking percent of the seed (30 days ahead: 5 %, 60: 10 %), by hand. */
function earlyPercent(today: IsoDate, arrival: IsoDate): number {
  const lead = Math.round((Date.parse(arrival) - Date.parse(today)) / 86_400_000);
  return lead >= 60 ? 10 : lead >= 30 ? 5 : 0;
}
const discounted = (cents: number, percent: number) => cents - Math.round((cents * percent) / 100);

describe('rate plans, as staff edit them and guests book them', () => {
  let t: TestApp;
  let revenue: TestClient;
  let guest: TestClient;
  let doubleId: number;
  let juniorId: number;
  let plan: RatePlanWire;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    revenue = await signedIn(REVENUE);
    guest = await signedIn(GUEST);
    doubleId = (await categoryBySlug(db(), 'double')).id;
    juniorId = (await categoryBySlug(db(), 'junior-suite')).id;
    const created = await revenue.post('/api/admin/rate-plans', halfBoardPlan(doubleId));
    expect(created.statusCode, created.body).toBe(201);
    plan = created.json();
  });
  afterAll(() => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start('/en/');
    await client.login(account.email, account.password);
    return client;
  }
  const search = async (stay: Stay, adults = 2) =>
    (await guest.post('/api/available/rates', ratesBody(stay, [{ adults }]))).json()[0] as RatesEntry[];
  const ourRate = (entry: RatesEntry | undefined) => entry?.rates.find((r) => r.name === 'Spa half board');
  const save = async (changes: Record<string, unknown>) => {
    const response = await revenue.send('PUT', `/api/admin/rate-plans/${plan.id}`, {
      ...halfBoardPlan(doubleId),
      ...changes,
      version: plan.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    plan = response.json();
  };
  /** Books the plan's half board for two adults over `stay` and pays the deposit by card. */
  async function book(stay: Stay) {
    const entry = (await search(stay)).find((e) => e.room_category.id === doubleId)!;
    const variation = ourRate(entry)!.rate_variations.find((v) => v.name === 'Half board')!;
    const response = await guest.post('/my/room-reservations', {
      from_date: stay.from,
      to_date: stay.to,
      rooms: [{ room_category_id: doubleId, rate_variation_id: variation.id, adults: 2, children: 0 }],
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
      payment_method_id: await paymentMethod(guest, CARDS.ok),
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().reservation_id as number;
    const [row] = await db().select().from(roomReservations).where(eq(roomReservations.id, id));
    const [payment] = await db().select().from(payments).where(eq(payments.purchaseId, id));
    expect(payment.amount).toBe(row.deposit);
    return { row, variation, id };
  }

  it('lets the revenue manager and the administrator in, refuses the front desk (403) and visitors (401)', async () => {
    expect((await revenue.get('/api/admin/rate-plans')).statusCode).toBe(200);
    const admin = await signedIn(ADMIN);
    expect((await admin.get('/api/admin/rate-plans')).json().map((p: RatePlanWire) => p.id)).toContain(plan.id);
    const desk = await signedIn(DESK);
    expect((await desk.get('/api/admin/rate-plans')).statusCode).toBe(403);
    expect((await desk.post('/api/admin/rate-plans', halfBoardPlan(doubleId))).statusCode).toBe(403);
    expect((await desk.post(`/api/admin/rate-plans/${plan.id}/deactivate`, { version: 1 })).statusCode).toBe(403);
    const visitor = await new TestClient(t.app).start();
    expect((await visitor.get('/api/admin/rate-plans')).statusCode).toBe(401);
  });

  it('lets a channel manager read with a rates:read token and write only with rates:write', async () => {
    const token = async (scopes: string[]) =>
      (
        await revenue.post(
          '/oauth/personal-access-tokens',
          { name: `Channel manager ${scopes.join(' ')}`, scopes },
          { 'x-locale': 'en', 'x-forwarded-for': freshIp() },
        )
      ).json().accessToken as string;
    const reader = await token(['rates:read']);
    const read = await withToken(t, reader, 'GET', '/api/admin/rate-plans');
    expect(read.statusCode).toBe(200);
    expect(read.json().map((p: RatePlanWire) => p.id)).toContain(plan.id);
    const refused = await withToken(t, reader, 'POST', `/api/admin/rate-plans/${plan.id}/deactivate`, { version: 1 });
    expect(refused.statusCode).toBe(403);
    const writer = await token(['rates:write']);
    const stale = await withToken(t, writer, 'POST', `/api/admin/rate-plans/${plan.id}/deactivate`, { version: 0 });
    // Allowed in, and the version rule holds for tokens too (0 is no version: 422; an old one: 409).
    expect(stale.statusCode).toBe(422);
  });

  it('refuses a plan without boards, a percentage without its percent and a deadline on a non-refundable plan, by field, in Italian, saving nothing', async () => {
    const before = (await revenue.get('/api/admin/rate-plans')).json().length;
    const response = await revenue.post(
      '/api/admin/rate-plans',
      {
        ...halfBoardPlan(doubleId),
        name: { it: '', en: 'No boards', de: 'Keine' },
        boards: [],
        refundable: false,
        free_cancellation_days: 3,
        deposit_rule: 'percentage',
        deposit_percent: null,
      },
      { 'x-locale': 'it' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      'name.it': ['Il nome è obbligatorio in questa lingua.'],
      boards: ['Scegli almeno un trattamento.'],
      free_cancellation_days: ['Una tariffa non rimborsabile non prevede la cancellazione gratuita.'],
      deposit_percent: ['Inserisci una percentuale intera tra 1 e 100.'],
    });
    const twice = await revenue.post(
      '/api/admin/rate-plans',
      {
        ...halfBoardPlan(doubleId),
        boards: [
          { board: 'half_board', supplement_per_adult_night: 1 },
          { board: 'half_board', supplement_per_adult_night: 2 },
        ],
      },
      { 'x-locale': 'en' },
    );
    expect(twice.json().errors.boards).toEqual(['Each board may be offered once.']);
    const unknown = await revenue.post(
      '/api/admin/rate-plans',
      { ...halfBoardPlan(doubleId), room_category_ids: [99999] },
      { 'x-locale': 'en' },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.room_category_ids).toEqual(['This room category does not exist.']);
    expect((await revenue.get('/api/admin/rate-plans')).json()).toHaveLength(before);
  });

  it('names a new plan’s address as staff typed it and orders it last; refuses a taken or malformed one next to the field, saving nothing', async () => {
    const before = (await revenue.get('/api/admin/rate-plans')).json() as RatePlanWire[];
    const taken = await revenue.post(
      '/api/admin/rate-plans',
      { ...halfBoardPlan(doubleId), slug: 'spa-weekend' },
      { 'x-locale': 'it' },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(["Un altro piano tariffario ha già questo nome nell'indirizzo."]);
    const malformed = await revenue.post(
      '/api/admin/rate-plans',
      { ...halfBoardPlan(doubleId), slug: 'Autunno--Terme' },
      { 'x-locale': 'en' },
    );
    expect(malformed.json().errors.slug).toEqual([
      'Use lowercase letters, digits and single hyphens (at most 60 characters), or leave it empty.',
    ]);
    expect((await revenue.get('/api/admin/rate-plans')).json()).toHaveLength(before.length);
    const named = await revenue.post('/api/admin/rate-plans', { ...halfBoardPlan(juniorId), slug: 'autunno-terme' });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().slug).toBe('autunno-terme');
    const after = (await revenue.get('/api/admin/rate-plans')).json() as RatePlanWire[];
    expect(after.at(-1)!.slug).toBe('autunno-terme');
    await revenue.post(`/api/admin/rate-plans/${named.json().id}/deactivate`, { version: named.json().version });
  });

  it('offers a half-board plan for one category there only, each board with its price', async () => {
    const stay = await bookableStay(db(), 2, 2, weekdayNights);
    const entries = await search(stay);
    const double = entries.find((e) => e.room_category.id === doubleId)!;
    const junior = entries.find((e) => e.room_category.id === juniorId)!;
    expect(ourRate(junior)).toBeUndefined();
    const ours = ourRate(double)!;
    expect(ours.rate_variations.map((v) => v.name)).toEqual(['Room only', 'Half board']);
    // Same board supplement as the flexible rate's half board, no discount of its own: the same price.
    const flexible = double.rates.find((r) => r.name === 'Flexible rate')!;
    const flexibleHalf = flexible.rate_variations.find((v) => v.name === 'Half board')!;
    expect(ours.rate_variations[1].total).toBe(flexibleHalf.total);
    // Room only: each night's adult price less 15 € for each of the two adults, less the early-booking percent.
    const nights = [stay.from, addDays(stay.from, 1)];
    const perAdult = (await Promise.all(nights.map((n) => seededAdultPrice(db(), doubleId, n)))).reduce(
      (a, b) => a + b,
      0,
    );
    const early = earlyPercent(hotelToday(), stay.from);
    expect(ours.rate_variations[0].total).toBe(Math.round(((perAdult - 2 * 1500) * 2 * (100 - early)) / 100));
  });

  it('takes the first night as deposit, then a percent of the stay, then all of it, by the plan’s rule', async () => {
    const first = await bookableStay(db(), 3, 5, weekdayNights);
    const firstNightAdult = await seededAdultPrice(db(), doubleId, first.from);
    const early1 = earlyPercent(hotelToday(), first.from);
    const one = await book(first);
    // The first night for two adults with the half-board supplement, less the personal discount.
    expect(one.row.deposit).toBe(
      discounted(Math.round(((firstNightAdult + 2500) * 2 * (100 - early1)) / 100), GUEST_DISCOUNT),
    );
    expect(one.row.deposit).toBeLessThan(one.row.total);

    await save({ deposit_rule: 'percentage', deposit_percent: 30 });
    const two = await book(await bookableStay(db(), 2, 9, weekdayNights));
    expect(two.row.deposit).toBe(discounted(Math.round((two.variation.total * 30) / 100), GUEST_DISCOUNT));

    await save({ deposit_rule: 'all' });
    const three = await book(await bookableStay(db(), 2, 12, weekdayNights));
    expect(three.row.deposit).toBe(three.row.total);
    expect(three.row.total).toBe(discounted(three.variation.total, GUEST_DISCOUNT));

    // The reservation shows the terms as written, after the free-cancellation deadline.
    const page = (await guest.get(`/api/my/room-reservations/${three.id}`, { 'x-locale': 'de' })).json();
    expect(page.cancellation_terms).toContainEqual(
      expect.objectContaining({
        text: 'Kostenlose Stornierung bis 7 Tage vor der Anreise. Nach der Frist wird die Anzahlung einbehalten.',
      }),
    );
  });

  it('refuses a save over an older version (409) and keeps the other manager’s change; logs before and after', async () => {
    const admin = await signedIn(ADMIN);
    const read = (await admin.get('/api/admin/rate-plans')).json().find((p: RatePlanWire) => p.id === plan.id);
    await save({ min_nights: 2, deposit_rule: 'all' });
    const late = await admin.send(
      'PUT',
      `/api/admin/rate-plans/${plan.id}`,
      { ...halfBoardPlan(doubleId), min_nights: 5, version: read.version },
      { 'x-locale': 'en' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/Someone else saved this rate plan/);
    expect(late.json().current).toMatchObject({ min_nights: 2, version: plan.version });
    const stored = (await admin.get('/api/admin/rate-plans')).json().find((p: RatePlanWire) => p.id === plan.id);
    expect(stored.min_nights).toBe(2);

    const log = (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      user_email: string;
      subject: Record<string, string>;
    }[];
    const update = log.find((a) => a.action === 'rate_plan.update')!;
    expect(update.user_email).toBe(REVENUE.email);
    expect(JSON.parse(update.subject.after).min_nights).toBe(2);
    expect(JSON.parse(update.subject.before).min_nights).toBe(1);
    expect(log.some((a) => a.action === 'rate_plan.create' && a.subject.before === '')).toBe(true);
  });

  it('stops offering a deactivated plan to guests at once', async () => {
    const stay = await bookableStay(db(), 2, 15, weekdayNights);
    expect(ourRate((await search(stay)).find((e) => e.room_category.id === doubleId))).toBeDefined();
    const response = await revenue.post(`/api/admin/rate-plans/${plan.id}/deactivate`, { version: plan.version });
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);
    expect(ourRate((await search(stay)).find((e) => e.room_category.id === doubleId))).toBeUndefined();
  });
});
