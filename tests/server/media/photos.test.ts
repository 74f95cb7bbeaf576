import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { RoomCategoryWire } from '../../../domain/roomsAdmin';
import { photos, products, staffActions } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { bookableStay, ratesBody, type RatesEntry } from '../booking/support';
import { multipart, picture } from './support';

// docs/product.md §12.18: photos of room categories and day-spa products are JPEG, PNG or WebP, at
// most 8 MB, checked by decoding them (not by name or declared type) and re-encoded by the server;
// anything else is refused next to the upload field in the staff member's language, nothing saved.
// They are served at a public address made of their content hash, cached for good, with their type;
// the guest's room choice and the day spa's product carry them with their width and height.
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

describe('photos of room categories and day-spa products', () => {
  let t: TestApp;
  let revenue: TestClient;
  let png: Buffer;

  beforeAll(async () => {
    png = await picture('png');
  });
  beforeEach(async () => {
    t = await createTestApp();
    revenue = await signedIn(REVENUE);
  });
  afterEach(async () => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start();
    await client.login(account.email, account.password);
    return client;
  }
  async function suite() {
    const list = (await revenue.get('/api/admin/rooms')).json().categories as RoomCategoryWire[];
    return list.find((c) => c.slug === 'suite')!;
  }
  function upload(
    client: TestClient,
    owner: string,
    id: number,
    file: { filename: string; type: string; data: Buffer },
    locale = 'en',
    alt = { it: 'La suite', en: 'The suite', de: 'Die Suite' },
  ) {
    const body = multipart([
      { name: 'alt_it', value: alt.it },
      { name: 'alt_en', value: alt.en },
      { name: 'alt_de', value: alt.de },
      { name: 'photo', ...file },
    ]);
    return client.inject({
      method: 'POST',
      url: `/api/admin/photos/${owner}/${id}`,
      payload: body.payload,
      headers: { 'content-type': body.contentType, 'x-csrf-token': client.csrf, 'x-locale': locale },
    });
  }
  const stored = () => t.database.db.select({ id: photos.id }).from(photos);

  it('accepts a PNG, a JPEG and a WebP, re-encoded to fit 1600×1200, served by hash with its type and a year of cache', async () => {
    const category = await suite();
    const answers = [];
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const data = format === 'png' ? png : await picture(format, 800 + answers.length, 600);
      const answer = await upload(revenue, 'room-categories', category.id, { filename: `room.${format}`, type, data });
      expect(answer.statusCode).toBe(201);
      answers.push(answer.json());
    }
    expect(answers[0]).toMatchObject({ width: 1600, height: 1067, position: 1, alt: { de: 'Die Suite' } });
    expect(answers[1]).toMatchObject({ width: 801, height: 600, position: 2 });
    expect(answers[0].url).toMatch(/^\/api\/photos\/[0-9a-f]{32}\.webp$/);

    const visitor = await new TestClient(t.app).start('/de/');
    const served = await visitor.get(answers[0].url);
    expect(served.statusCode, served.body.slice(0, 300)).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const decoded = await sharp(served.rawPayload).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 1600, height: 1067 });

    // The guest's room choice carries them, in order, with their size and the alt text of the language.
    const stay = await bookableStay(t.database.db, 2, 3);
    const rates = await visitor.post(
      '/api/available/rates',
      { ...ratesBody(stay, [{ adults: 2 }]), locale: 'de' },
      {
        'x-locale': 'de',
      },
    );
    const entry = (rates.json()[0] as RatesEntry[]).find((e) => e.room_category.id === category.id)!;
    expect((entry.room_category as unknown as { photos: unknown[] }).photos).toEqual([
      { url: answers[0].url, width: 1600, height: 1067, alt: 'Die Suite' },
      { url: answers[1].url, width: 801, height: 600, alt: 'Die Suite' },
      { url: answers[2].url, width: 802, height: 600, alt: 'Die Suite' },
    ]);

    // The log keeps the file's name and size, never the bytes.
    const [line] = await t.database.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(line).toMatchObject({ action: 'photo.add', userEmail: REVENUE.email });
    expect(line.subject).toMatchObject({ file_name: 'room.webp', room_category: 'suite' });
    expect(JSON.stringify(line.subject).length).toBeLessThan(400);
  });

  it('refuses a text file named .jpg, a GIF and a file over 8 MB next to the field, in it/en/de, saving nothing', async () => {
    const category = await suite();
    const text = await upload(
      revenue,
      'room-categories',
      category.id,
      { filename: 'holiday.jpg', type: 'image/jpeg', data: Buffer.from('Not a picture at all, just words.\n') },
      'it',
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.photo[0]).toBe('Questo file non è una foto JPEG, PNG o WebP.');
    const gif = await upload(revenue, 'room-categories', category.id, {
      filename: 'anim.png',
      type: 'image/png',
      data: await picture('gif', 40, 30),
    });
    expect(gif.json().errors.photo[0]).toBe('This file is not a JPEG, PNG or WebP photo.');
    // A real PNG padded past 8 MB: refused for its size before anything is decoded.
    const big = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 1 - png.length)]);
    const tooBig = await upload(
      revenue,
      'room-categories',
      category.id,
      {
        filename: 'big.png',
        type: 'image/png',
        data: big,
      },
      'de',
    );
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.photo[0]).toBe('Das Foto ist größer als 8 MB: Schick ein kleineres.');
    expect(await stored()).toEqual([]);
  });

  it('refuses the front desk (403) and visitors (401)', async () => {
    const category = await suite();
    const desk = await signedIn(DESK);
    const refused = await upload(desk, 'room-categories', category.id, {
      filename: 'a.png',
      type: 'image/png',
      data: png,
    });
    expect(refused.statusCode).toBe(403);
    const visitor = await new TestClient(t.app).start();
    const anonymous = await upload(visitor, 'room-categories', category.id, {
      filename: 'a.png',
      type: 'image/png',
      data: png,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('orders, re-labels and removes photos; a day-spa product shows its photos to guests', async () => {
    const [spa] = await t.database.db.select().from(products).where(eq(products.kind, 'day_spa')).limit(1);
    const first = (
      await upload(revenue, 'day-spa-products', spa.id, { filename: 'a.png', type: 'image/png', data: png })
    ).json();
    const second = (
      await upload(revenue, 'day-spa-products', spa.id, {
        filename: 'b.webp',
        type: 'image/webp',
        data: await picture('webp', 300, 200),
      })
    ).json();
    const moved = await revenue.send('PUT', `/api/admin/photos/${second.id}`, {
      alt_it: 'Piscina',
      alt_en: 'Pool',
      alt_de: 'Becken',
      position: 1,
    });
    expect(moved.json()).toMatchObject({ position: 1, alt: { en: 'Pool' } });
    const guest = await new TestClient(t.app).start('/en/');
    const product = (await guest.get(`/api/products/${spa.slug}`, { 'x-locale': 'en' })).json();
    expect(product.photos).toEqual([
      { url: second.url, width: 300, height: 200, alt: 'Pool' },
      { url: first.url, width: 1600, height: 1067, alt: 'The suite' },
    ]);
    expect((await revenue.send('DELETE', `/api/admin/photos/${second.id}`)).statusCode).toBe(204);
    expect((await guest.get(second.url)).statusCode).toBe(404);
    const listed = (await revenue.get(`/api/admin/photos/day-spa-products/${spa.id}`)).json().photos;
    expect(listed.map((p: { id: number }) => p.id)).toEqual([first.id]);
  });
});
