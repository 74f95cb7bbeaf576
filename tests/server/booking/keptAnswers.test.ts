import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rooms } from '../../../server/db/schema';
import { RequestSchema } from '../../../server/http/validation';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { bookableStay, categoryBySlug, ratesBody, type RatesEntry } from './support';

const firstNames = (body: string) => (JSON.parse(body) as RatesEntry[][])[0].map((e) => e.room_category.name);

/**
 * Decision 029: a repeated rates search is answered by its raw text before its body is validated
 * again; kept answers go compressed to clients that accept it; the room categories are kept too.
 */
describe('kept answers', () => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    client = await new TestClient(t.app).start('/en/');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  const postText = (text: string, url = '/api/available/rates', headers: Record<string, string> = {}) =>
    client.inject({ method: 'POST', url, payload: text, headers: { 'content-type': 'application/json', ...headers } });

  it('answers the same text again without validating it, with the same bytes', async () => {
    const stay = await bookableStay(t.database.db, 2, 2);
    const text = JSON.stringify(ratesBody(stay, [{ adults: 2 }, { adults: 1 }]));
    const first = await postText(text);
    expect(first.statusCode).toBe(200);
    const validations = vi.spyOn(RequestSchema.prototype, 'in');
    const { hits } = t.app.answerCache.counts;
    const second = await postText(text);
    expect(validations).not.toHaveBeenCalled();
    validations.mockRestore();
    expect(t.app.answerCache.counts.hits).toBe(hits + 1);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(firstNames(second.body)).toEqual(['Double Room', 'Queen Room', 'Junior Suite', 'Suite']);
  });

  it('does not give the same text in another language the kept answer', async () => {
    const stay = await bookableStay(t.database.db, 2, 6);
    const text = JSON.stringify(ratesBody(stay, [{ adults: 2 }]));
    expect(firstNames((await postText(text)).body)[0]).toBe('Double Room');
    // The query's language ranks above the body's (http/locale.ts).
    expect(firstNames((await postText(text, '/api/available/rates?locale=de')).body)[0]).toBe('Doppelzimmer');
    expect(firstNames((await postText(text)).body)[0]).toBe('Double Room');
  });

  it('still refuses a text that failed, with its translated 422, however often it is sent', async () => {
    const stay = await bookableStay(t.database.db, 2, 10);
    const text = JSON.stringify(ratesBody(stay, [{ adults: 2 }], { code: 'NOPE' }));
    for (let i = 0; i < 2; i++) {
      const refused = await postText(text);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.code).toEqual([
        'This code does not exist. Please check it, or search without a code.',
      ]);
    }
  });

  it('sends a kept answer compressed to a client that accepts it, from its second sending', async () => {
    const stay = await bookableStay(t.database.db, 2, 14);
    const text = JSON.stringify(ratesBody(stay, [{ adults: 2 }, { adults: 2 }, { adults: 2 }]));
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await postText(text, undefined, browser);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toBe('accept-encoding');
    const br = await postText(text, undefined, browser);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(first.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await postText(text, undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    const plain = await postText(text);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(first.body);
  });

  it('gives rooms for the same people the same offers, and each other party its own', async () => {
    const stay = await bookableStay(t.database.db, 2, 18);
    const party = [{ adults: 2 }, { adults: 1 }, { adults: 2, children: 1, children_ages: [5] }, { adults: 2 }];
    const answer = await client.post('/api/available/rates', ratesBody(stay, party));
    expect(answer.statusCode).toBe(200);
    const entries = answer.json() as RatesEntry[][];
    const names = entries.map((room) => room.map((e) => e.room_category.name));
    expect(names).toEqual([
      ['Double Room', 'Queen Room', 'Junior Suite', 'Suite'],
      ['Single Room', 'Queen Room'],
      ['Junior Suite', 'Suite'],
      ['Double Room', 'Queen Room', 'Junior Suite', 'Suite'],
    ]);
    expect(entries[3]).toEqual(entries[0]);
    // One adult in the queen room pays half of what two pay (adult prices are per person).
    const total = (room: RatesEntry[], category: string) =>
      room.find((e) => e.room_category.name === category)!.rates[0].rate_variations[0].total;
    expect(total(entries[0], 'Queen Room')).toBe(2 * total(entries[1], 'Queen Room'));
  });

  it('keeps the room categories until a room changes, and sees this process’s change at once', async () => {
    const count = async () => {
      const answer = await client.get('/api/room-categories', { 'x-locale': 'en' });
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { name: string; available_rooms_count: number }[]).find((c) => c.name === 'Suite')!
        .available_rooms_count;
    };
    // The demo hotel has two suites (server/db/seed/rooms.ts).
    expect(await count()).toBe(2);
    expect(await count()).toBe(2);
    const suite = await categoryBySlug(t.database.db, 'suite');
    const [room] = await t.database.db.select().from(rooms).where(eq(rooms.roomCategoryId, suite.id)).limit(1);
    await t.database.db.update(rooms).set({ active: false }).where(eq(rooms.id, room.id));
    try {
      expect(await count()).toBe(1);
    } finally {
      await t.database.db.update(rooms).set({ active: true }).where(eq(rooms.id, room.id));
    }
    expect(await count()).toBe(2);
  });
});
