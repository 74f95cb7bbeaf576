import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { RoomCategoryWire } from '../../../domain/roomsAdmin';
import { roomCategories, staffActions } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { bookableStay, ratesBody, type RatesEntry, type Stay } from '../booking/support';

// docs/product.md §12.18: the revenue manager edits a room category's names, descriptions (it/en/de)
// and capacity (guests at least and at most, children at most among them), saved whole against the
// version read: a second save with a stale version gets 409 and changes nothing. The guest's search
// follows at once: a category whose capacity was lowered is no longer offered for more guests.
// Physical rooms are added and edited with errors next to the field (§12.14).
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

describe('room categories as the revenue manager edits them', () => {
  let t: TestApp;
  let revenue: TestClient;

  beforeEach(async () => {
    t = await createTestApp();
    revenue = await new TestClient(t.app).start();
    await revenue.login(REVENUE.email, REVENUE.password);
  });
  afterEach(async () => t.close());

  async function category(slug: string) {
    const list = (await revenue.get('/api/admin/rooms')).json().categories as RoomCategoryWire[];
    return list.find((c) => c.slug === slug)!;
  }
  const edit = (c: RoomCategoryWire, change: Record<string, unknown> = {}, locale = 'en') =>
    revenue.send(
      'PUT',
      `/api/admin/room-categories/${c.id}`,
      {
        name_it: c.name.it,
        name_en: c.name.en,
        name_de: c.name.de,
        description_it: c.description.it,
        description_en: c.description.en,
        description_de: c.description.de,
        min_adults: c.min_adults,
        max_adults: c.max_adults,
        max_children: c.max_children,
        version: c.version,
        ...change,
      },
      { 'x-locale': locale },
    );
  /** The categories a guest's search offers for one room of this party, by id, with their names. */
  async function offered(stay: Stay, party: { adults: number; children?: number; children_ages?: number[] }) {
    const visitor = await new TestClient(t.app).start('/en/');
    const answer = await visitor.post('/api/available/rates', ratesBody(stay, [party]));
    expect(answer.statusCode).toBe(200);
    return new Map((answer.json()[0] as RatesEntry[]).map((e) => [e.room_category.id, e.room_category.name]));
  }

  it('saves names and descriptions whole; the guest sees the new name at once; the log keeps before and after', async () => {
    const suite = await category('suite');
    const saved = await edit(suite, { name_en: 'Panorama suite', name_de: 'Panorama-Suite' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: suite.version + 1, name: { en: 'Panorama suite' } });

    const stay = await bookableStay(t.database.db, 2, 3);
    expect((await offered(stay, { adults: 2 })).get(suite.id)).toBe('Panorama suite');
    const visitor = await new TestClient(t.app).start('/de/');
    const list = (await visitor.get('/api/room-categories', { 'x-locale': 'de' })).json() as {
      id: number;
      name: string;
    }[];
    expect(list.find((c) => c.id === suite.id)?.name).toBe('Panorama-Suite');

    const [line] = await t.database.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
    expect(line).toMatchObject({ action: 'room_category.update', userEmail: REVENUE.email });
    expect(line.subject.before).toContain(suite.name.en);
    expect(line.subject.after).toContain('Panorama suite');
  });

  it('refuses a save made against a version someone else saved meanwhile (409), changing nothing', async () => {
    const suite = await category('suite');
    expect((await edit(suite, { name_en: 'First' })).statusCode).toBe(200);
    const stale = await edit(suite, { name_en: 'Second' }, 'it');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Qualcun altro/);
    expect(stale.json().version).toBe(suite.version + 1);
    const [row] = await t.database.db.select().from(roomCategories).where(eq(roomCategories.id, suite.id));
    expect(row.name.en).toBe('First');
  });

  it('stops offering a category for more guests than its lowered capacity holds, and for more children', async () => {
    const suite = await category('suite');
    expect(suite.max_adults).toBeGreaterThanOrEqual(3);
    const stay = await bookableStay(t.database.db, 2, 3);
    expect((await offered(stay, { adults: 3 })).has(suite.id)).toBe(true);
    expect((await offered(stay, { adults: 1, children: 2, children_ages: [5, 8] })).has(suite.id)).toBe(true);

    expect((await edit(suite, { min_adults: 1, max_adults: 2, max_children: 1 })).statusCode).toBe(200);
    expect((await offered(stay, { adults: 3 })).has(suite.id)).toBe(false);
    expect((await offered(stay, { adults: 2 })).has(suite.id)).toBe(true);
    expect((await offered(stay, { adults: 1, children: 1, children_ages: [5] })).has(suite.id)).toBe(true);
    const again = await category('suite');
    expect((await edit(again, { max_children: 0 })).statusCode).toBe(200);
    expect((await offered(stay, { adults: 1, children: 1, children_ages: [5] })).has(suite.id)).toBe(false);
  });

  it('refuses bad input next to its field in the staff member’s language, nothing saved', async () => {
    const suite = await category('suite');
    const fewer = await edit(suite, { min_adults: 3, max_adults: 2 }, 'de');
    expect(fewer.statusCode).toBe(422);
    expect(fewer.json().errors.max_adults[0]).toMatch(/Höchstzahl/);
    const children = await edit(suite, { max_adults: 2, max_children: 2 }, 'it');
    expect(children.json().errors.max_children[0]).toMatch(/Da 0 a 1 bambini/);
    const unnamed = await edit(suite, { name_de: ' ' }, 'en');
    expect(unnamed.json().errors.name_de[0]).toBe('Give the category a name in this language.');
    expect((await category('suite')).version).toBe(suite.version);
  });

  it('adds and edits physical rooms, refusing a number taken and an unknown category next to the field', async () => {
    const suite = await category('suite');
    const added = await revenue.post('/api/admin/rooms', {
      number: '901',
      room_category_id: suite.id,
      in_service: true,
    });
    expect(added.statusCode).toBe(201);
    const taken = await revenue.post(
      '/api/admin/rooms',
      { number: suite.rooms[0].number, room_category_id: suite.id, in_service: true },
      { 'x-locale': 'de' },
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.number[0]).toBe('Ein anderes Zimmer hat diese Nummer bereits.');
    const unknown = await revenue.send(
      'PUT',
      `/api/admin/rooms/${added.json().id}`,
      { number: '901', room_category_id: 99999, in_service: true },
      { 'x-locale': 'it' },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.room_category_id[0]).toBe('Scegli una delle categorie di camera dell’hotel.');
    const renamed = await revenue.send('PUT', `/api/admin/rooms/${added.json().id}`, {
      number: '902',
      room_category_id: suite.id,
      in_service: false,
    });
    expect(renamed.json()).toMatchObject({ number: '902', in_service: false });
  });

  it('refuses the front desk (403)', async () => {
    const suite = await category('suite');
    const desk = await new TestClient(t.app).start();
    await desk.login(DESK.email, DESK.password);
    const refused = await desk.send('PUT', `/api/admin/room-categories/${suite.id}`, { version: suite.version });
    expect(refused.statusCode).toBe(403);
  });
});
