import sharp from 'sharp';
import { photoMessages } from '../../domain/photos';
import type { RoomCategoryWire } from '../../domain/roomsAdmin';
import { demoRoomCategories } from '../../server/db/seed/rooms';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { pagePost } from './checkInSupport';
import { bookableStays, roomsUrl } from './bookingSupport';

// Issues 32 and 33, docs/product.md §12.18: the revenue manager rewrites a room category's
// description and uploads its photo (a text file named .jpg is refused next to the field first);
// the guest's room choice shows the new description and the photo, with its size. In the three
// languages, one after another (each saves the category against the version it read); the walk
// puts the description back and removes the photo at the end. The name stays: other walks, run
// at the same time, find the Queen Room by it.

const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESCRIPTION_LABEL = {
  it: 'Description in Italian',
  en: 'Description in English',
  de: 'Description in German',
} as const;
const QUEEN = { it: 'Camera Queen', en: 'Queen Room', de: 'Queen-Zimmer' } as const;
const ALT_LABEL = { it: 'Alt text in Italian', en: 'Alt text in English', de: 'Alt text in German' } as const;
const stays = bookableStays(2, 400);

test.describe.configure({ mode: 'serial' });

/** The Queen Room's name and description as the demo seed writes them. */
const queenSeeded = () => demoRoomCategories.find((c) => c.slug === 'queen')!;

(['it', 'en', 'de'] as Lang[]).forEach((lang, i) => {
  test(`the revenue manager rewrites a category's description and uploads its photo; the guest's room choice shows both (${lang})`, async ({
    page,
  }) => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a90a4' } })
      .png()
      .toBuffer();
    await page.goto(`/${lang}/`);
    expect((await pagePost(page, '/login', { ...REVENUE, remember: true })).status()).toBe(200);
    await page.goto(`/${lang}/admin/rooms`);
    const section = page.getByTestId('category-queen');
    await expect(section).toBeVisible();
    const described = `A quiet room over the park, ${lang.toUpperCase()} ${Date.now() % 100000}.`;
    const alt = `${QUEEN[lang]}: ${tr(lang, 'Photos')}`;
    try {
      await section.getByText(tr(lang, 'Names, descriptions and capacity')).click();
      await section.getByLabel(tr(lang, DESCRIPTION_LABEL[lang]), { exact: true }).fill(described);
      await section.getByRole('button', { name: tr(lang, 'Save the category') }).click();
      await expect(section.getByText(tr(lang, 'Category saved: guests see it at once.'))).toBeVisible();

      const file = section.getByLabel(tr(lang, 'Photo (JPEG, PNG or WebP, at most 8 MB)'));
      const upload = section.getByRole('button', { name: tr(lang, 'Upload the photo') });
      await file.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just words') });
      await upload.click();
      await expect(section.getByText(photoMessages.photoFormat[lang])).toBeVisible();
      await expect(file).toHaveAttribute('aria-invalid', 'true');

      await file.setInputFiles({ name: 'queen.png', mimeType: 'image/png', buffer: png });
      await section.getByLabel(tr(lang, ALT_LABEL[lang]), { exact: true }).fill(alt);
      await upload.click();
      await expect(section.getByText(tr(lang, 'Photo added: guests see it at once.'))).toBeVisible();
      await expect(section.getByRole('img', { name: alt })).toBeVisible();

      // The guest's room choice: the new description, and the photo with its width and height set.
      const stay = stays[Math.floor(stays.length / 2) + i];
      await page.goto(
        roomsUrl(lang, {
          arrival: stay.from,
          departure: stay.to,
          code: '',
          rooms: [{ adults: 2, children: 0, childrenAges: [] }],
        }),
      );
      const card = page.getByRole('article', { name: QUEEN[lang] });
      await expect(card.getByText(described)).toBeVisible();
      const photo = card.getByRole('img', { name: alt });
      await expect(photo).toHaveAttribute('width', '900');
      await expect(photo).toHaveAttribute('height', '600');
      await expect(photo).toHaveAttribute('src', /^\/api\/photos\/[0-9a-f]{32}\.webp$/);
    } finally {
      // Put the category back as the seed made it.
      await page.goto(`/${lang}/admin/rooms`);
      const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
      const headers = { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' };
      const list = (await (await page.request.get('/api/admin/rooms', { headers })).json())
        .categories as RoomCategoryWire[];
      const queen = list.find((c) => c.slug === 'queen')!;
      for (const p of queen.photos) await page.request.delete(`/api/admin/photos/${p.id}`, { headers });
      const seeded = queenSeeded();
      await page.request.put(`/api/admin/room-categories/${queen.id}`, {
        headers,
        data: {
          ...Object.fromEntries((['it', 'en', 'de'] as const).map((l) => [`name_${l}`, seeded.name[l]])),
          ...Object.fromEntries((['it', 'en', 'de'] as const).map((l) => [`description_${l}`, seeded.description[l]])),
          min_adults: queen.min_adults,
          max_adults: queen.max_adults,
          max_children: queen.max_children,
          version: queen.version,
        },
      });
    }
  });
});
