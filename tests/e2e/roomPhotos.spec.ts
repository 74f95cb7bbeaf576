import { expect, test } from './support/fixtures';
import { lastStays, roomsUrl } from './bookingSupport';
import { chunkFetches, watchHeading } from './support/lateCode';

// product.md §2.2 (rooms screen): each category's photos in a carousel with previous/next buttons. The
// carousel's code (embla) comes after the screen's first paint (decision 035): a tap on a button
// before it has come still moves the photos, once it has.

const [stay] = lastStays(1);
const rooms = [{ adults: 2, children: 0, childrenAges: [] }];

for (const { lang, heading, next, previous, region, secondPhoto } of [
  {
    lang: 'de',
    heading: 'Wähle deine Zimmer',
    next: 'Nächstes Foto',
    previous: 'Vorheriges Foto',
    region: /^Fotos von /,
    secondPhoto: /, Foto 2$/,
  },
  {
    lang: 'it',
    heading: 'Scegli le tue camere',
    next: 'Foto successiva',
    previous: 'Foto precedente',
    region: /^Foto di /,
    secondPhoto: /, foto 2$/,
  },
] as const) {
  test(`${lang}: a phone's first tap on the next photo moves the carousel; its code came after the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await watchHeading(page);
    // The carousel's code is held until the guest has tapped: the tap comes before it, always.
    let release = () => {};
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/embla[^/]*\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto(roomsUrl(lang, { arrival: stay.from, departure: stay.to, code: '', rooms }));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const carousel = page.getByRole('region', { name: region }).first();
    const dots = carousel.locator('.room-images__dot');
    await expect(dots.nth(0)).toHaveClass(/room-images__dot--on/);

    await carousel.getByRole('button', { name: next }).click();
    await expect(dots.nth(0)).toHaveClass(/room-images__dot--on/);
    release();
    await expect(dots.nth(1)).toHaveClass(/room-images__dot--on/);
    await expect(carousel.getByRole('img', { name: secondPhoto })).toBeInViewport();
    await carousel.getByRole('button', { name: previous }).click();
    await expect(dots.nth(0)).toHaveClass(/room-images__dot--on/);

    const { headingAt, fetchedAt } = await chunkFetches(page, 'embla');
    expect(fetchedAt.length).toBe(1);
    expect(fetchedAt[0]).toBeGreaterThan(headingAt);
  });
}
