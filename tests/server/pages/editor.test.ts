import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { hostileValue } from '../fuzz/hostileInput';

/**
 * Issue 14, the page editor: PUT /api/{type}/{id} with `body`, administrators only; the HTML is
 * cleaned by the allow-list that renders it, each save keeps the body it replaces, a version can
 * be restored. Expected texts are typed from the issue and the server's dictionaries.
 */
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };

let t: TestApp;
let admin: TestClient;
let guest: TestClient;
let anonymous: TestClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await new TestClient(t.app).start();
  await admin.login(ADMIN.email, ADMIN.password);
  guest = await new TestClient(t.app).start();
  await guest.login(GUEST.email, GUEST.password);
  anonymous = await new TestClient(t.app).start();
  const list = (await admin.get('/api/admin/pages')).json() as { id: number; slug: string; locale: string }[];
  for (const page of list) ids[`${page.slug}.${page.locale}`] = page.id;
});
afterAll(() => t.close());

const put = (client: TestClient, id: number | string, payload: unknown, headers: Record<string, string> = {}) =>
  client.send('PUT', `/api/pages/${id}`, payload, headers);
const publicBody = async (locale: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/pages/privacy?locale=${locale}` })).json().body as string;
const editorPage = async (id: number) => (await admin.get(`/api/admin/pages/${id}`)).json();

describe('who may edit a page', () => {
  it('lists the seeded privacy page once per language for the administrator', async () => {
    const response = await admin.get('/api/admin/pages');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { slug: string; locale: string; title: string }[];
    expect(list.filter((p) => p.slug === 'privacy').map((p) => [p.locale, p.title])).toEqual([
      ['de', 'Datenschutzerklärung'],
      ['en', 'Privacy policy'],
      ['it', 'Informativa sulla privacy'],
    ]);
  });

  it('refuses a guest with 403 in the request language, and changes nothing', async () => {
    const before = await publicBody('en');
    const response = await put(guest, ids['privacy.en'], { body: '<p>Taken over</p>' }, { 'x-locale': 'it' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Divieto d'accesso all operazione" });
    expect((await guest.get('/api/admin/pages')).statusCode).toBe(403);
    expect((await guest.get(`/api/admin/pages/${ids['privacy.en']}`)).statusCode).toBe(403);
    expect((await guest.post(`/api/admin/pages/${ids['privacy.en']}/restore`, { version_id: 1 })).statusCode).toBe(403);
    expect(await publicBody('en')).toBe(before);
  });

  it('refuses a visitor who is not signed in with 401', async () => {
    const response = await put(anonymous, ids['privacy.en'], { body: '<p>Taken over</p>' }, { 'x-locale': 'de' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Bitte melde dich an, um fortzufahren.' });
    expect((await anonymous.get('/api/admin/pages')).statusCode).toBe(401);
  });

  it('refuses an administrator save without the CSRF token (419)', async () => {
    const response = await put(admin, ids['privacy.en'], { body: '<p>No token</p>' }, { 'x-csrf-token': '' });
    expect(response.statusCode).toBe(419);
  });
});

describe('what a saved page keeps', () => {
  it('strips scripts, event handlers, javascript: links, iframes, forms and inline styles before storing', async () => {
    const id = ids['privacy.en'];
    const dirty = [
      '<h2 onclick="steal()" style="color:red">Who we are</h2>',
      '<p>Hello <img src=x onerror="alert(1)"> guests</p>',
      '<script>alert(2)</script>',
      '<p><a href="javascript:alert(3)">bad link</a> and <a href="https://terme.example/spa" target="_blank">the spa</a></p>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name="card"><button>Send</button></form>',
      '<style>body{display:none}</style>',
    ].join('\n');
    const response = await put(admin, id, { body: dirty });
    expect(response.statusCode).toBe(200);
    const stored = response.json().body as string;
    expect(stored).toBe(
      [
        '<h2>Who we are</h2>',
        '<p>Hello <img src="x"> guests</p>',
        '',
        '<p><a>bad link</a> and <a href="https://terme.example/spa" target="_blank" rel="noopener noreferrer">the spa</a></p>',
        '',
        'Send',
        '',
      ].join('\n'),
    );
    expect(await publicBody('en')).toBe(stored);
  });

  it('keeps every earlier body as a version, newest first, and records who saved in the staff log', async () => {
    const id = ids['privacy.de'];
    const original = (await editorPage(id)).body as string;
    expect((await put(admin, id, { body: '<p>Erste Fassung</p>' })).statusCode).toBe(200);
    expect((await put(admin, id, { body: '<p>Zweite Fassung</p>' })).statusCode).toBe(200);
    const page = await editorPage(id);
    expect(page.body).toBe('<p>Zweite Fassung</p>');
    expect(page.versions.map((v: { length: number }) => v.length)).toEqual([
      '<p>Erste Fassung</p>'.length,
      original.length,
    ]);
    expect(page.versions[0].replaced_by_email).toBe(ADMIN.email);

    const log = (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      subject: Record<string, unknown>;
      user_email: string;
    }[];
    expect(log.filter((a) => a.action === 'page.save' && a.subject.page_id === id)).toHaveLength(2);
    expect(log[0]).toMatchObject({
      action: 'page.save',
      user_email: ADMIN.email,
      subject: { page_id: id, slug: 'privacy', locale: 'de' },
    });
  });

  it('restores a version as a new save: the replaced body becomes a version in turn', async () => {
    const id = ids['privacy.de'];
    const before = await editorPage(id);
    const oldest = before.versions[before.versions.length - 1];
    const response = await admin.post(`/api/admin/pages/${id}/restore`, { version_id: oldest.id });
    expect(response.statusCode).toBe(200);
    const restored = response.json();
    expect(restored.body).toContain('<h2>Wer wir sind</h2>');
    expect(restored.versions).toHaveLength(before.versions.length + 1);
    expect(restored.versions[0].length).toBe('<p>Zweite Fassung</p>'.length);
    expect(await publicBody('de')).toBe(restored.body);
    const log = (await admin.get('/api/admin/staff-actions')).json() as {
      action: string;
      subject: Record<string, unknown>;
    }[];
    expect(log[0]).toMatchObject({ action: 'page.restore', subject: { page_id: id, version_id: oldest.id } });
  });

  it("refuses to restore another page's version or an unknown one (404)", async () => {
    const versionOfDe = (await editorPage(ids['privacy.de'])).versions[0].id;
    const response = await admin.post(
      `/api/admin/pages/${ids['privacy.it']}/restore`,
      { version_id: versionOfDe },
      { 'x-locale': 'en' },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This version of the page does not exist.' });
    expect(
      (await admin.post(`/api/admin/pages/999999/restore`, { version_id: versionOfDe }, { 'x-locale': 'en' })).json(),
    ).toEqual({ message: 'This page does not exist.' });
  });

  it('adds no version when a save changes nothing', async () => {
    const id = ids['privacy.it'];
    const before = await editorPage(id);
    expect((await put(admin, id, { body: before.body })).statusCode).toBe(200);
    expect((await editorPage(id)).versions).toHaveLength(before.versions.length);
  });
});

describe('bad input to the editor', () => {
  it('answers a body of several megabytes with 413 in the request language, changing nothing', async () => {
    const id = ids['privacy.it'];
    const before = await editorPage(id);
    const huge = `<p>${'a'.repeat(3 * 1024 * 1024)}</p>`;
    for (const [locale, message] of [
      ['it', 'I dati inviati sono troppo grandi.'],
      ['en', 'The data sent is too large.'],
      ['de', 'Die gesendeten Daten sind zu groß.'],
    ]) {
      const response = await put(admin, id, { body: huge }, { 'x-locale': locale });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message });
    }
    expect(await editorPage(id)).toEqual(before);
  });

  it('answers a body over 200,000 characters (under the byte limit) with 422 under body', async () => {
    const response = await put(admin, ids['privacy.it'], { body: 'a'.repeat(200_001) }, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ body: ['The page is too long: at most 200000 characters.'] });
  });

  it.each([
    [{ body: '' }, { body: ['The page may not be empty.'] }],
    [{ body: '   \n ' }, { body: ['The page may not be empty.'] }],
    [{}, { body: ['The page may not be empty.'] }],
    [{ body: ['<p>x</p>'] }, { body: ['This value is not valid.'] }],
    [{ body: { html: '<p>x</p>' } }, { body: ['This value is not valid.'] }],
    [{ body: '<p>\u0000</p>' }, { body: ['This value is not valid.'] }],
    ['<p>text, not JSON</p>', undefined],
  ])('answers %j with a translated 422', async (payload, errors) => {
    const response = await put(admin, ids['privacy.it'], payload, {
      'x-locale': 'en',
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    });
    expect(response.statusCode).toBe(422);
    if (errors) expect(response.json().errors).toEqual(errors);
  });

  it('answers an unknown page with 404 and an unknown type or a malformed id with 422', async () => {
    const notFound = await put(admin, 999999, { body: '<p>x</p>' }, { 'x-locale': 'it' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: 'Questa pagina non esiste.' });
    expect((await admin.get('/api/admin/pages/999999', { 'x-locale': 'it' })).statusCode).toBe(404);
    const wrongType = await admin.send(
      'PUT',
      `/api/users/${ids['privacy.it']}`,
      { body: '<p>x</p>' },
      { 'x-locale': 'en' },
    );
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual({ type: ['Only pages can be edited here.'] });
    expect((await put(admin, 'abc', { body: '<p>x</p>' })).statusCode).toBe(422);
  });

  it('answers hostile bodies from the administrator without a 5xx, and a refused one changes nothing', async () => {
    const id = ids['privacy.it'];
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileValue, fc.record({ body: hostileValue })), async (payload) => {
        const before = (await editorPage(id)).body;
        const response = await put(admin, id, payload as Record<string, unknown>);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode !== 200) expect((await editorPage(id)).body).toBe(before);
      }),
      { numRuns: 40 },
    );
  });
});
