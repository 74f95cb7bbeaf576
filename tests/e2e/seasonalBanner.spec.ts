import { addDays } from '../../domain/dates';
import { formatDate } from '../../domain/dates';
import { hotelSeasons } from '../../server/db/seed/seasons';
import { clockNow } from '../../domain/clock';
import { tr } from './support/catalog';
import { expect, test } from './support/fixtures';

// The seasonal banner (product.md §1.3: 20 days) with the page's clock fixed on each side of its window,
// against the seasons the server seeded (server/db/seed/seasons.ts: 1 March to 6 January).

// The seasons the server seeded on the run's day: the hotel's now (domain/clock.ts), not the machine's.
const [current, next] = hotelSeasons(clockNow());
const at = (day: string) => new Date(`${day}T10:00:00+01:00`);
const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /Season notice|Avviso di stagione|Saisonhinweis/ });

const cases: { today: string; shows: boolean; why: string }[] = [
  { today: addDays(current.endsOn, -21), shows: false, why: '21 days before the season ends' },
  { today: addDays(current.endsOn, -20), shows: true, why: '20 days before the season ends' },
  { today: current.endsOn, shows: true, why: 'on the last open day' },
  { today: addDays(current.endsOn, 1), shows: false, why: 'the day after the season ends' },
  { today: addDays(next.startsOn, -21), shows: false, why: '21 days before the next season opens' },
  { today: addDays(next.startsOn, -20), shows: true, why: '20 days before the next season opens' },
  { today: next.startsOn, shows: false, why: 'on opening day' },
];

for (const c of cases) {
  test(`${c.shows ? 'shows' : 'hides'} the notice ${c.why} (${c.today})`, async ({ page }) => {
    await page.clock.setFixedTime(at(c.today));
    // The seasons are asked once a visit: wait for the answer before judging the banner.
    const seasons = page.waitForResponse((r) => r.url().endsWith('/api/seasons'));
    await page.goto('/en/');
    await seasons;
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Two frames: React has drawn what the answer says.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (c.shows) await expect(banner(page)).toBeVisible();
    else await expect(banner(page)).toHaveCount(0);
  });
}

test('says it in the route language, and once closed stays closed for the visit, not for the next one', async ({
  page,
  browser,
}) => {
  await page.clock.setFixedTime(at(addDays(current.endsOn, -5)));
  await page.goto('/de/');
  const closes = formatDate(current.endsOn, 'de', 'DD MMMM YYYY');
  const reopens = formatDate(next.startsOn, 'de', 'DD MMMM YYYY');
  await expect(banner(page).locator('p')).toHaveText(
    tr('de', 'The hotel closes for the season after {0} and reopens on {1}.', { 0: closes, 1: reopens }),
  );
  await page.getByRole('button', { name: tr('de', 'Close the season notice') }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/de/day-spa');
  await page.reload();
  await expect(page.getByRole('navigation', { name: tr('de', 'Main') })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  const nextVisit = await browser.newPage();
  await nextVisit.clock.setFixedTime(at(addDays(next.startsOn, -3)));
  await nextVisit.goto(`${new URL(page.url()).origin}/it/`);
  await expect(banner(nextVisit).locator('p')).toHaveText(
    tr('it', 'The hotel opens for the new season on {0}: we look forward to welcoming you.', {
      0: formatDate(next.startsOn, 'it', 'DD MMMM YYYY'),
    }),
  );
  await nextVisit.close();
});
