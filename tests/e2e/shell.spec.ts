import { expect, test } from './support/fixtures';

// The app shell: the not-found screen, the language switcher and the language redirect.

test.describe('not-found screen', () => {
  test('an unknown path under a language answers 404 and shows Error 404 in that language with a link home', async ({
    page,
  }) => {
    const response = await page.goto('/en/whatever/this/is');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('The page does not exist')).toBeVisible();
    const home = page.getByRole('link', { name: 'Back to the home page' });
    await expect(home).toHaveAttribute('href', '/en/');
    await home.click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Error 404');
  });

  test('a path whose first segment is not a language answers 404 with the not-found screen', async ({ page }) => {
    const response = await page.goto('/xx/whatever');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Errore 404' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla home page' })).toHaveAttribute('href', '/it/');
  });

  test.describe('in a German browser', () => {
    test.use({ locale: 'de-DE' });
    test("/404 answers 404 with the not-found screen in the visitor's language", async ({ page }) => {
      const response = await page.goto('/404');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Fehler 404' })).toBeVisible();
      await expect(page.getByText('Die Seite existiert nicht')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de/');
    });

    test("/ goes to the visitor's language", async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/de\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  });
});

test.describe('pages the server knows', () => {
  test('a screen of the site answers 200, an unknown screen inside a journey 404', async ({ page }) => {
    expect((await page.goto('/it/booking/select-dates'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Seleziona le date' })).toBeVisible();
    expect((await page.goto('/de/day-spa/thermal-day'))?.status()).toBe(200);
    await expect(page.getByRole('group', { name: 'Personen einschließlich Kinder' })).toBeVisible();
    const unknown = await page.goto('/it/booking/nowhere');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Errore 404' })).toBeVisible();
    await expect(page.getByText('La pagina non esiste')).toBeVisible();
    await expect(page).toHaveURL(/\/it\/booking\/nowhere$/);
  });
});

test.describe('language switcher', () => {
  test('switching language keeps the path and the query', async ({ page }) => {
    await page.goto('/en/some/where?x=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    const switcher = page.getByRole('navigation', { name: 'Language' });
    await expect(switcher.getByRole('link', { name: 'EN' })).toHaveAttribute('aria-current', 'true');
    await switcher.getByRole('link', { name: 'DE' }).click();
    await expect(page).toHaveURL(/\/de\/some\/where\?x=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Fehler 404' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'IT' }).click();
    await expect(page).toHaveURL(/\/it\/some\/where\?x=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Errore 404' })).toBeVisible();
  });

  test('switching language on the home page stays on the home page', async ({ page }) => {
    await page.goto('/it/');
    await page.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'EN' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('server', () => {
  test('the page carries the CSRF meta and /healthz answers ok', async ({ page, request }) => {
    await page.goto('/it/');
    await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute('content', /.{16,}/);
    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
  });

  test('an unknown /api path answers 404 JSON, not the app', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect(await res.json()).toHaveProperty('message');
  });
});
