import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { GUEST } from '../booking/support';
import { staffActions } from '../../../server/db/schema';
import { withToken } from '../accessTokens/support';
import { DESK, REVENUE } from './support';

// docs/product.md §16.4 and §16.8: the catalogue's screen saves through these routes; each checks
// the role on the server (the screen only hides buttons) and writes the staff actions log.
describe('the spa’s catalogue: who may save what, and the log of it', () => {
  let t: TestApp;
  let desk: TestClient;
  let revenue: TestClient;
  let guest: TestClient;
  let anonymous: TestClient;
  const signedIn = async (who: { email: string; password: string }) => {
    const client = await new TestClient(t.app).start('/en/');
    await client.login(who.email, who.password);
    return client;
  };
  const lastLine = async () =>
    (await t.database.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1))[0];

  const fango = {
    names: { it: 'Fango', en: 'Fango', de: 'Fango' },
    descriptions: { it: '', en: '', de: '' },
    duration_minutes: 50,
    price_cents: 6000,
    vat_rate: 22,
    skill: 'fango-roles',
    cabin_kind: 'mud',
    active: true,
  };
  const anna = {
    name: 'Anna Roles',
    skills: ['fango-roles'],
    hours: [{ weekday: 1, starts: '09:00', ends: '13:00' }],
    active: true,
  };
  const cabin = { name: 'Cabin Roles', kind: 'mud', opens: '08:00', closes: '19:00', active: true };

  beforeAll(async () => {
    t = await createTestApp();
    desk = await signedIn(DESK);
    revenue = await signedIn(REVENUE);
    guest = await signedIn(GUEST);
    anonymous = await new TestClient(t.app).start('/en/');
  });
  afterAll(() => t.close());

  it('refuses a guest and a visitor everything, the catalogue included', async () => {
    for (const client of [guest, anonymous]) {
      expect((await client.get('/api/admin/spa/catalog')).statusCode).toBeGreaterThanOrEqual(401);
      expect((await client.post('/api/admin/spa/treatments', fango)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await client.post('/api/admin/spa/therapists', anna)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await client.post('/api/admin/spa/cabins', cabin)).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect((await guest.get('/api/admin/spa/catalog')).statusCode).toBe(403);
    expect((await guest.post('/api/admin/spa/treatments', fango)).statusCode).toBe(403);
  });

  it('refuses a front-desk token: the catalogue is saved from a signed-in screen only', async () => {
    const made = await desk.post(
      '/oauth/personal-access-tokens',
      { name: 'Spa', scopes: ['availability:read'] },
      { 'x-forwarded-for': '10.35.8.1' },
    );
    expect(made.statusCode).toBe(200);
    const token = made.json().accessToken as string;
    expect((await withToken(t, token, 'GET', '/api/admin/spa/catalog')).statusCode).toBe(403);
    expect((await withToken(t, token, 'POST', '/api/admin/spa/cabins', cabin)).statusCode).toBe(403);
    expect((await withToken(t, token, 'GET', '/api/spa/treatments')).statusCode).toBe(200);
  });

  it('lets the revenue manager add a treatment, not a therapist or a cabin; the log has it', async () => {
    expect((await desk.post('/api/admin/spa/treatments', fango)).statusCode).toBe(403);
    const added = await revenue.post('/api/admin/spa/treatments', fango);
    expect(added.statusCode).toBe(201);
    const line = await lastLine();
    expect(line).toMatchObject({ action: 'spa_treatment.save', userEmail: REVENUE.email });
    expect(line.subject).toMatchObject({ treatment_id: added.json().id, before: '' });
    expect(JSON.parse(String((line.subject as Record<string, unknown>).after))).toMatchObject({ price_cents: 6000 });

    expect((await revenue.post('/api/admin/spa/therapists', anna)).statusCode).toBe(403);
    expect((await revenue.post('/api/admin/spa/cabins', cabin)).statusCode).toBe(403);
    expect((await lastLine()).id).toBe(line.id);
    // The public list offers it at once.
    const offered = (await anonymous.get('/api/spa/treatments')).json().treatments;
    expect(offered).toContainEqual(expect.objectContaining({ id: added.json().id, duration_minutes: 50 }));
  });

  it('lets the desk set a therapist’s Monday hours and a cabin’s, each change logged with before and after', async () => {
    const added = await desk.post('/api/admin/spa/therapists', { ...anna, hours: [] });
    expect(added.statusCode).toBe(201);
    const changed = await desk.send('PUT', `/api/admin/spa/therapists/${added.json().id}`, anna);
    expect(changed.json().hours).toEqual([{ weekday: 1, starts: '09:00', ends: '13:00' }]);
    const line = await lastLine();
    expect(line).toMatchObject({ action: 'spa_therapist.save', userEmail: DESK.email });
    const subject = line.subject as Record<string, string>;
    expect(JSON.parse(subject.before).hours).toEqual([]);
    expect(JSON.parse(subject.after).hours).toHaveLength(1);

    const room = await desk.post('/api/admin/spa/cabins', cabin);
    expect(room.statusCode).toBe(201);
    expect((await revenue.send('PUT', `/api/admin/spa/cabins/${room.json().id}`, cabin)).statusCode).toBe(403);
    expect(await lastLine()).toMatchObject({ action: 'spa_cabin.save', userEmail: DESK.email });
  });

  it('saves a therapist whole or not at all: one bad row of hours keeps the old hours', async () => {
    const added = (await desk.post('/api/admin/spa/therapists', anna)).json();
    const bad = await desk.send(
      'PUT',
      `/api/admin/spa/therapists/${added.id}`,
      { ...anna, name: 'Renamed', hours: [...anna.hours, { weekday: 2, starts: '18:00', ends: '09:00' }] },
      { 'x-locale': 'de' },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['hours[1].ends']).toEqual(['Das Ende muss nach dem Beginn liegen.']);
    const now = (await desk.get('/api/admin/spa/catalog'))
      .json()
      .therapists.find((x: { id: number }) => x.id === added.id);
    expect(now).toMatchObject({ name: 'Anna Roles', hours: anna.hours });
  });
});
