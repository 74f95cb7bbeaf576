import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { DEMO_GUEST, freshIp } from '../accounts/support';
import { products } from '../../../server/db/schema';
import { bookableStay } from '../booking/support';
import { addDays, addMonths, hotelToday } from '../../../domain/dates';

// Issue 10 / decision 033: the page carries the answers its first screen would ask for at once
// (domain/firstRequests.ts), so the screen does not wait a round trip after its code.
const WRITTEN = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/;

/** The answers written into the page, by request, or null when the page has none. */
function writtenIn(html: string): Record<string, unknown> | null {
  const found = WRITTEN.exec(html);
  return found ? (JSON.parse(found[1]) as Record<string, unknown>) : null;
}

describe('answers written into the page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const page = (client: TestClient, url: string) =>
    client.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'x-requested-with': '', 'x-forwarded-for': freshIp() },
    });
  const api = (client: TestClient, url: string, locale: string) =>
    client.get(url, { 'x-locale': locale, 'x-forwarded-for': freshIp() });

  it("the day spa: the visitor (nobody signed in), the product in the route's language and its calendar for the address's people, as the API answers them", async () => {
    const client = new TestClient(t.app);
    const written = writtenIn((await page(client, '/de/day-spa/thermal-day?people=3')).body) ?? {};
    const product = (await api(client, '/api/products/thermal-day', 'de')).json();
    // product.md §3.1: the calendar from the hotel's today to two months ahead.
    const today = hotelToday();
    const calendar = `/api/${product.id}/availability?people=3&from_date=${today}&to_date=${addMonths(today, 2)}`;
    expect(Object.keys(written)).toEqual([
      'GET /api/user de ',
      'GET /api/products/thermal-day de ',
      `GET ${calendar} de `,
    ]);
    expect(written['GET /api/user de ']).toEqual({ user: null });
    expect(written['GET /api/products/thermal-day de ']).toMatchObject({
      slug: 'thermal-day',
      title: 'Thermentag',
      kind: 'day_spa',
    });
    expect(written['GET /api/products/thermal-day de ']).toEqual(product);
    const records = (await api(client, calendar, 'de')).json();
    // Some slots in every window of the year: a season's days, the next season's first ones in the closure.
    expect(records.length).toBeGreaterThan(0);
    expect(written[`GET ${calendar} de `]).toEqual(records);
    // Its next step, a day's slots, reads nothing more than the user and the product.
    const step = writtenIn((await page(client, `/de/day-spa/thermal-day/${addMonths(today, 1)}?people=3`)).body) ?? {};
    expect(Object.keys(step)).toEqual(['GET /api/user de ', 'GET /api/products/thermal-day de ']);
  });

  it("the signed-in guest on the rooms screen, with the rates search of the address and its first photo named; the deposit's card settings", async () => {
    const client = new TestClient(t.app);
    await client.start();
    await client.post(
      '/login',
      { email: DEMO_GUEST.email, password: DEMO_GUEST.password, remember: true },
      { 'x-forwarded-for': freshIp() },
    );
    const { from, to } = await bookableStay(t.database.db, 2, 5);
    const html = (
      await page(
        client,
        `/en/booking/rooms-available?rooms=1&arrival=${from}&departure=${to}&adults1=2&children1=1&childrenAges1=7`,
      )
    ).body;
    const rooms = writtenIn(html) ?? {};
    const search = `POST /api/available/rates en {"from_date":"${from}","to_date":"${to}","locale":"en","rooms":[{"adults":2,"children":1,"children_ages":[7]}]}`;
    expect(Object.keys(rooms)).toEqual(['GET /api/user en ', search]);
    expect(rooms['GET /api/user en ']).toMatchObject({ user: { email: DEMO_GUEST.email } });
    expect(rooms['GET /api/user en ']).toEqual((await api(client, '/api/user', 'en')).json());
    const rates = await client.post(
      '/api/available/rates',
      { from_date: from, to_date: to, locale: 'en', rooms: [{ adults: 2, children: 1, children_ages: [7] }] },
      { 'x-locale': 'en', 'x-forwarded-for': freshIp() },
    );
    expect(rates.statusCode).toBe(200);
    expect(rooms[search]).toEqual(rates.json());
    // Its largest paint, the first photo of the first room's first category with a room left, is named in the head.
    const firstRoom = rates.json()[0] as { room_category: { available_rooms_count: number; images: string[] } }[];
    const photo = firstRoom.find((offer) => offer.room_category.available_rooms_count > 0)?.room_category.images[0];
    expect(photo).toMatch(/^\/images\//);
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      `<link rel="preload" as="image" href="${photo}" fetchpriority="high" />`,
    );

    const deposit = writtenIn((await page(client, '/it/deposit-payment?amount=25000')).body) ?? {};
    expect(Object.keys(deposit)).toEqual(['GET /api/payments/config it ']);
    expect(deposit['GET /api/payments/config it ']).toEqual((await api(client, '/api/payments/config', 'it')).json());
  });

  it("the rooms screen with a promo code: the code's offer for the arrival, as the lookup answers it, written in German; an unknown code is not", async () => {
    const client = new TestClient(t.app);
    const { from, to } = await bookableStay(t.database.db, 2, 5);
    const address = (code: string) =>
      `/de/booking/rooms-available?rooms=1&arrival=${from}&departure=${to}&adults1=2&children1=0&childrenAges1=&code=${code}`;
    const written = writtenIn((await page(client, address('terme10'))).body) ?? {};
    const lookup = `GET /de/offers-code/terme10?arrival=${from} de `;
    expect(Object.keys(written)).toContain(lookup);
    expect(written[lookup]).toEqual({ breadcrumb: 'Thermenherbst', code: 'TERME10', summary: '−10 % auf jeden Tarif' });
    expect(written[lookup]).toEqual((await api(client, `/de/offers-code/terme10?arrival=${from}`, 'de')).json());

    const unknown = writtenIn((await page(client, address('NOPE'))).body) ?? {};
    expect(Object.keys(unknown).some((key) => key.includes('offers-code'))).toBe(false);
  });

  it("a search the server refuses is written as its refusal, in the route's language, with no photo: the rooms screen shows why in its first paint", async () => {
    const client = new TestClient(t.app);
    const [from, to] = [addDays(hotelToday(), -10), addDays(hotelToday(), -8)];
    const html = (
      await page(
        client,
        `/de/booking/rooms-available?rooms=1&arrival=${from}&departure=${to}&adults1=2&children1=0&childrenAges1=`,
      )
    ).body;
    const written = writtenIn(html) ?? {};
    const search = `POST /api/available/rates de {"from_date":"${from}","to_date":"${to}","locale":"de","rooms":[{"adults":2,"children":0,"children_ages":[]}]}`;
    expect(Object.keys(written)).toEqual(['GET /api/user de ', `422 ${search}`]);
    expect(written[`422 ${search}`]).toMatchObject({
      errors: { to_date: ['Diese Daten können nicht gebucht werden. Bitte wähle Daten im Buchungszeitraum.'] },
    });
    const asked = await client.post(
      '/api/available/rates',
      { from_date: from, to_date: to, locale: 'de', rooms: [{ adults: 2, children: 0, children_ages: [] }] },
      { 'x-locale': 'de', 'x-forwarded-for': freshIp() },
    );
    expect(asked.statusCode).toBe(422);
    expect(written[`422 ${search}`]).toEqual(asked.json());
    expect(html).not.toContain('as="image"');

    // An unknown promo code on bookable dates: the search's refusal names the code; the lookup's 404 is not written.
    const { from: arrival, to: departure } = await bookableStay(t.database.db, 2, 5);
    const coded =
      writtenIn(
        (
          await page(
            client,
            `/en/booking/rooms-available?rooms=1&arrival=${arrival}&departure=${departure}&adults1=2&children1=0&childrenAges1=&code=NOPE`,
          )
        ).body,
      ) ?? {};
    expect(Object.keys(coded)).toEqual([
      'GET /api/user en ',
      `422 POST /api/available/rates en {"from_date":"${arrival}","to_date":"${departure}","locale":"en","code":"NOPE","rooms":[{"adults":2,"children":0,"children_ages":[]}]}`,
    ]);
    expect(Object.values(coded)[1]).toMatchObject({
      errors: { code: ['This code does not exist. Please check it, or search without a code.'] },
    });
  });

  it("/my: the signed-in guest and their bonus-terme status (the chooser's place), as the API answers them; for a visitor only the visitor", async () => {
    const client = new TestClient(t.app);
    expect(writtenIn((await page(client, '/en/my')).body)).toEqual({ 'GET /api/user en ': { user: null } });
    await client.start();
    await client.post(
      '/login',
      { email: DEMO_GUEST.email, password: DEMO_GUEST.password, remember: true },
      { 'x-forwarded-for': freshIp() },
    );
    const written = writtenIn((await page(client, '/de/my')).body) ?? {};
    expect(Object.keys(written)).toEqual(['GET /api/user de ', 'GET /api/my/bonus-terme/preference de ']);
    expect(written['GET /api/user de ']).toMatchObject({
      user: { email: DEMO_GUEST.email, bonus_terme_credit: 20000 },
    });
    expect(written['GET /api/my/bonus-terme/preference de ']).toEqual(
      (await api(client, '/api/my/bonus-terme/preference', 'de')).json(),
    );
    expect(written['GET /api/my/bonus-terme/preference de ']).toMatchObject({ credit: 20000 });
  });

  it('writes no answer that was not a 200 (an unknown product), and nothing on pages without first requests', async () => {
    const client = new TestClient(t.app);
    // No product, no calendar either.
    expect(writtenIn((await page(client, '/it/day-spa/no-such-thing')).body)).toEqual({
      'GET /api/user it ': { user: null },
    });
    expect(writtenIn((await page(client, '/it/')).body)).toBeNull();
    expect(writtenIn((await page(client, '/it/shop')).body)).toBeNull();
    expect(writtenIn((await page(client, '/it/nowhere')).body)).toBeNull();
  });

  it('no text of an answer can close the element: "<" is written escaped and read back as it was', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.slug, 'thermal-day'));
    const description = { ...product.description, it: 'Piscine </script><script>alert(1)</script> <!-- e grotta' };
    await t.database.db.update(products).set({ description }).where(eq(products.id, product.id));
    try {
      const html = (await page(new TestClient(t.app), '/it/day-spa/thermal-day')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(writtenIn(html)?.['GET /api/products/thermal-day it ']).toMatchObject({ description: description.it });
    } finally {
      await t.database.db.update(products).set({ description: product.description }).where(eq(products.id, product.id));
    }
  });

  it('sends the page compressed to a browser that accepts it: brotli first, then gzip, else as it is', async () => {
    const load = (encodings?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/en/day-spa/thermal-day',
        headers: {
          accept: 'text/html',
          'x-forwarded-for': freshIp(),
          ...(encodings ? { 'accept-encoding': encodings } : {}),
        },
      });
    const [br, gzip, plain] = await Promise.all([load('gzip, deflate, br, zstd'), load('gzip'), load()]);
    expect([
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      plain.headers['content-encoding'],
    ]).toEqual(['br', 'gzip', undefined]);
    for (const answer of [br, gzip, plain]) expect(answer.headers.vary).toContain('accept-encoding');
    const pages = [brotliDecompressSync(br.rawPayload).toString(), gunzipSync(gzip.rawPayload).toString(), plain.body];
    for (const html of pages)
      expect(writtenIn(html)?.['GET /api/products/thermal-day en ']).toMatchObject({ title: 'Thermal day' });
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});
