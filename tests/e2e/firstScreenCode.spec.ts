import { expect, test } from './support/fixtures';
import { lastStays, roomsUrl } from './bookingSupport';

// Issue 10 / decision 031: a journey's first screen shows with the first render (never the
// "loading" bar that stands in for a screen whose code is still on its way), and every script
// fetched before the screen's heading was in the page was named by the page (the entry and its
// modulepreload links), so none of them waited for the entry to run first. Each named file is
// served.

const [stay] = lastStays(1);
const firstScreens = [
  { name: 'deposit payment (it)', url: '/it/deposit-payment?amount=25000&number=R-2031', heading: 'Pagamento acconto' },
  { name: 'day spa start (en)', url: '/en/day-spa/thermal-day', heading: 'Thermal day' },
  { name: 'gift cards (de)', url: '/de/shop', heading: 'Gutscheine' },
  {
    name: 'rooms (it)',
    url: roomsUrl('it', {
      arrival: stay.from,
      departure: stay.to,
      code: '',
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    }),
    heading: 'Scegli le tue camere',
  },
];

for (const screen of firstScreens) {
  test(`${screen.name}: the screen comes with the first paint, from scripts the page named`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { loadingBar: false, headingAt: undefined as number | undefined };
      (window as unknown as { __firstScreen: typeof seen }).__firstScreen = seen;
      new MutationObserver(() => {
        if (document.querySelector('.page-loading')) seen.loadingBar = true;
        if (seen.headingAt === undefined && document.querySelector('main h1')) seen.headingAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const html = await (await page.goto(screen.url))!.text();
    // As the server wrote it: the entry's loader adds links of its own later.
    const named = [
      ...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="([^"]+)"/g),
    ].map((match) => match[1]);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    const { beforeScreen, loadingBar } = await page.evaluate(() => {
      const seen = (window as unknown as { __firstScreen: { loadingBar: boolean; headingAt: number } }).__firstScreen;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        /\/assets\/.*\.js$/.test(entry.name),
      );
      return {
        beforeScreen: scripts
          .filter((script) => script.startTime < seen.headingAt)
          .map((script) => new URL(script.name).pathname),
        loadingBar: seen.loadingBar,
      };
    });
    expect(loadingBar).toBe(false);
    expect(named.length).toBeGreaterThan(1);
    expect(beforeScreen.length).toBeGreaterThan(1);
    expect(beforeScreen.filter((path) => !named.includes(path))).toEqual([]);
    for (const path of named) expect((await page.request.get(path)).status(), path).toBe(200);
  });
}
