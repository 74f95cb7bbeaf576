import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { AddOnWire } from '../../../domain/addOns';
import { staffActions } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { ADMIN } from '../booking/support';
import { withToken } from '../accessTokens/support';

// docs/product.md §16.9 (issue 35): the revenue manager and the administrator keep the add-ons
// sold with a room: names in it/en/de, how each is priced (per stay, night, person, person and
// night), the unit price, the VAT rate (10 or 22), offered or not. A save names the version it
// read (a stale one is refused with 409 and changes nothing); every change is in the staff log.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const URL = '/api/admin/add-ons';

let t: TestApp;
let revenue: TestClient;
const signedIn = async (account: { email: string; password: string }) => {
  const client = await new TestClient(t.app).start('/en/');
  await client.login(account.email, account.password);
  return client;
};
beforeAll(async () => {
  t = await createTestApp();
  revenue = await signedIn(REVENUE);
});
afterAll(() => t.close());

const draft = () => ({
  name: { it: 'Cesto di frutta', en: 'Fruit basket', de: 'Obstkorb' },
  description: { it: 'In camera.', en: 'In the room.', de: 'Im Zimmer.' },
  unit: 'stay',
  price: 1800,
  vat_rate: 10,
  offered: true,
  version: 0,
});
const asSaved = ({ id: _id, ...rest }: AddOnWire) => rest;

describe('the add-ons’ catalogue (§16.9)', () => {
  it('is the revenue manager’s and the administrator’s: the front desk gets 403, a visitor 401', async () => {
    expect((await revenue.get(URL)).statusCode).toBe(200);
    expect((await (await signedIn(ADMIN)).get(URL)).statusCode).toBe(200);
    const desk = await signedIn(DESK);
    expect((await desk.get(URL)).statusCode).toBe(403);
    expect((await desk.post(URL, draft())).statusCode).toBe(403);
    expect((await (await new TestClient(t.app).start('/en/')).get(URL)).statusCode).toBe(401);
  });

  it('opens to a channel manager’s token: rates:read lists, rates:write saves', async () => {
    const created = await revenue.post('/oauth/personal-access-tokens', {
      name: 'Channel manager add-ons',
      scopes: ['rates:read', 'rates:write'],
    });
    const token = created.json().accessToken as string;
    expect((await withToken(t, token, 'GET', URL)).statusCode).toBe(200);
    expect((await withToken(t, token, 'POST', URL, draft())).statusCode).toBe(201);
  });

  it('lists the demo’s add-ons, one of each pricing unit, added through the service', async () => {
    const { add_ons } = (await revenue.get(URL)).json() as { add_ons: AddOnWire[] };
    const late = add_ons.find((a) => a.name.en === 'Late check-out')!;
    expect(late).toMatchObject({ unit: 'stay', price: 3000, vat_rate: 10, offered: true, version: 1 });
    expect(new Set(add_ons.map((a) => a.unit))).toEqual(new Set(['stay', 'night', 'person', 'person_night']));
  });

  it('adds and changes an add-on, logging each change with before and after', async () => {
    const created = await revenue.post(URL, draft());
    expect(created.statusCode).toBe(201);
    const added = created.json() as AddOnWire;
    expect(added.version).toBe(1);
    const changed = await revenue.send('PUT', `${URL}/${added.id}`, {
      ...asSaved(added),
      unit: 'person_night',
      price: 1200,
      vat_rate: 22,
      offered: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      unit: 'person_night',
      price: 1200,
      vat_rate: 22,
      offered: false,
      version: 2,
    });
    const [last] = await t.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'add_on.update'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(last.userEmail).toBe(REVENUE.email);
    expect(JSON.parse(String(last.subject.before))).toMatchObject({ unit: 'stay', price: 1800, offered: true });
    expect(JSON.parse(String(last.subject.after))).toMatchObject({ unit: 'person_night', price: 1200, offered: false });
    const [made] = await t.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'add_on.create'))
      .orderBy(desc(staffActions.id))
      .limit(1);
    expect(made.subject.name).toBe('Fruit basket');
  });

  it('refuses a save from a stale version with 409 and the current version, saving nothing', async () => {
    const added = (await revenue.post(URL, draft())).json() as AddOnWire;
    const first = await revenue.send('PUT', `${URL}/${added.id}`, { ...asSaved(added), price: 2000 });
    expect(first.statusCode).toBe(200);
    const stale = await revenue.send('PUT', `${URL}/${added.id}`, { ...asSaved(added), price: 2500 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().version).toBe(2);
    const { add_ons } = (await revenue.get(URL)).json() as { add_ons: AddOnWire[] };
    expect(add_ons.find((a) => a.id === added.id)!.price).toBe(2000);
  });

  it('refuses bad fields next to each, translated (a negative price, a VAT rate of 4, no German name)', async () => {
    const bad = { ...draft(), name: { ...draft().name, de: ' ' }, price: -100, vat_rate: 4, unit: 'week' };
    const it_ = await revenue.post(URL, bad, { 'x-locale': 'it' });
    expect(it_.statusCode).toBe(422);
    expect(it_.json().errors).toMatchObject({
      'name.de': ['Indica il nome in questa lingua.'],
      price: ['Il prezzo va da 0 a 5.000 euro.'],
      vat_rate: ['L’aliquota IVA è 10 % o 22 %.'],
    });
    expect(it_.json().errors.unit[0]).toMatch(/^Scegli come si paga/);
    const de = await revenue.post(URL, bad, { 'x-locale': 'de' });
    expect(de.json().errors.price).toEqual(['Der Preis liegt zwischen 0 und 5.000 Euro.']);
    const unknown = await revenue.send('PUT', `${URL}/999999`, { ...draft(), version: 1 });
    expect(unknown.statusCode).toBe(404);
  });
});
