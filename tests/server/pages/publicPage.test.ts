import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { pages } from '../../../server/db/schema';

describe('GET /api/pages/:slug', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['it', 'Informativa sulla privacy', 'Chi siamo'],
    ['en', 'Privacy policy', 'Who we are'],
    ['de', 'Datenschutzerklärung', 'Wer wir sind'],
  ])('answers the privacy page in %s', async (locale, title, heading) => {
    const response = await get(`/api/pages/privacy?locale=${locale}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ slug: 'privacy', locale, title });
    expect(page.body).toContain(`<h2>${heading}</h2>`);
    expect(Object.keys(page).sort()).toEqual(['body', 'locale', 'slug', 'title']);
  });

  it('uses the language of the request when the query names none', async () => {
    const response = await get('/api/pages/privacy', { 'x-locale': 'de' });
    expect(response.json().title).toBe('Datenschutzerklärung');
  });

  it('answers 404 with a message for an unknown page', async () => {
    const response = await get('/api/pages/no-such-page?locale=en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('strips scripts, event handlers and javascript: links from a stored body', async () => {
    const slug = `dirty-${Date.now()}`;
    await t.database.db.insert(pages).values({
      slug,
      locale: 'en',
      title: 'Dirty',
      body: [
        '<h2 onclick="steal()">Title</h2>',
        '<script>alert(1)</script>',
        '<p>Text <a href="javascript:alert(2)">bad</a> <a href="https://terme.example/x" target="_blank">good</a></p>',
        '<img src="x" onerror="alert(3)"><img src="https://terme.example/pool.jpg" alt="Pool">',
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      ].join(''),
    });
    const { body } = (await get(`/api/pages/${slug}?locale=en`)).json();
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|iframe|<style/i);
    expect(body).toContain('<h2>Title</h2>');
    expect(body).toContain('<a href="https://terme.example/x" target="_blank" rel="noopener noreferrer">good</a>');
    expect(body).toContain('<img src="https://terme.example/pool.jpg" alt="Pool">');
  });
});
