import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { lastStays, roomsUrl } from './bookingSupport';

// Decision 034: a journey's first screen awaits only the part of the catalog its own code can
// show. With the full catalog held back, the screen still shows every text in its
// language: Lingui warns of each message it cannot find ('Uncompiled message detected', the
// message's id shown instead), and none may be missing. Nor is the full catalog asked for after
// the paint (the islands' texts come with the shell's): a catalog loaded renders the page again.

/** The full catalogs' chunks, as the build named them (dist/route-preloads.json). */
const fullCatalogs: string[] = Object.values(
  JSON.parse(readFileSync('dist/route-preloads.json', 'utf8')).fullCatalogs as Record<string, { scripts: string[] }>,
).flatMap((catalog) => catalog.scripts);

/**
 * Holds the full catalogs back until `release()` (refused, whatever asked for one would fail
 * instead of showing what it lacks), notes each asking, and collects Lingui's warnings of missing
 * messages meanwhile.
 */
async function withoutFullCatalog(page: Page) {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Uncompiled message detected'))
      missing.push(message.text().split('> ')[1]?.split('\n')[0] ?? message.text());
  });
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => fullCatalogs.includes(url.pathname),
    async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    },
  );
  return { missing, asked, release };
}

/** No message was missing, and the islands rendered without asking for the full catalog; then lets it go. */
async function expectNothingMissingNorAsked(
  page: Page,
  { missing, asked, release }: Awaited<ReturnType<typeof withoutFullCatalog>>,
) {
  expect(missing).toEqual([]);
  // The islands have rendered (the toasts' area is theirs): they load their code with their catalog.
  await expect(page.locator('.toast-viewport')).toBeAttached();
  expect(asked).toEqual([]);
  release();
}

const depositUrl = (lang: Lang) =>
  `/${lang}/deposit-payment?amount=25000&number=R-2031&note=${encodeURIComponent('Saldo camera 101')}`;

test("the rooms (it) show every text from the booking's part of the catalog", async ({ page }) => {
  const held = await withoutFullCatalog(page);
  const [stay] = lastStays(1);
  await page.goto(
    roomsUrl('it', {
      arrival: stay.from,
      departure: stay.to,
      code: '',
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    }),
  );
  await expect(page.getByText(tr('it', 'Choose your rooms')).first()).toBeVisible();
  await expect(page.locator('.room-images img').first()).toBeVisible();
  await expectNothingMissingNorAsked(page, held);
});

test("the day spa's start (de) shows every text from its part of the catalog", async ({ page }) => {
  const held = await withoutFullCatalog(page);
  await page.goto('/de/day-spa/thermal-day');
  await expect(
    page.getByText(
      tr('de', 'Infants up to the age of {infantAge} are free: you can add them after booking.', { infantAge: '1' }),
    ),
  ).toBeVisible();
  await expectNothingMissingNorAsked(page, held);
});

test('the deposit (en) shows every text from its part of the catalog, its consent included', async ({ page }) => {
  const held = await withoutFullCatalog(page);
  await page.goto(depositUrl('en'));
  await expect(page.getByRole('checkbox', { name: 'I have read and accept the privacy policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute('href', '/en/privacy');
  await expectNothingMissingNorAsked(page, held);
});
