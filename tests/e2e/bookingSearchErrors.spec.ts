import { addDays, hotelToday } from '../../domain/dates';
import { expect, test } from './support/fixtures';
import { tr } from './support/catalog';
import { bookableStays, season } from './bookingSupport';

// Issue 16 item 7: a hand-edited rooms-available link with past or out-of-season dates, or fewer
// kid ages than kids, said "check your connection and retry". Now the screen says what is wrong,
// in the page's language, and leads back to the dates picker with the search filled in.

const stay = bookableStays(2, 1, 10)[0];

test('past dates: says so in Italian and leads back to the dates picker', async ({ page }) => {
  const it = (text: string) => tr('it', text);
  const from = addDays(hotelToday(), -4);
  await page.goto(
    `/it/booking/rooms-available?rooms=1&arrival=${from}&departure=${addDays(from, 2)}&adults1=2&children1=0&childrenAges1=`,
  );
  const notice = page.getByTestId('search-refused');
  // The journey's code loads on demand: on a busy machine the first screen can take a while.
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText(
    'Queste date non sono prenotabili. Scegli delle date nel periodo di prenotazione.',
  );
  await expect(
    page.getByText(it('The rooms could not be loaded. Please check your connection and try again.')),
  ).toHaveCount(0);
  await notice.getByRole('link', { name: it('Choose dates and guests again') }).click();
  await expect(page).toHaveURL(/\/it\/booking\/select-dates\?/);
  await expect(page.getByRole('form', { name: it('Book a room') })).toBeVisible();
});

test('dates after the season: says so in German', { tag: '@dates' }, async ({ page }) => {
  const end = season.next?.end ?? season.end;
  await page.goto(
    `/de/booking/rooms-available?rooms=1&arrival=${addDays(end, 10)}&departure=${addDays(end, 12)}&adults1=2&children1=0&childrenAges1=`,
  );
  await expect(page.getByTestId('search-refused')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('search-refused')).toContainText('Diese Daten können nicht gebucht werden.');
  await expect(page.getByRole('link', { name: tr('de', 'Choose dates and guests again') })).toBeVisible();
});

test("fewer kids' ages than kids: 'Age missing', and the picker shows the kid without an age", async ({ page }) => {
  await page.goto(
    `/en/booking/rooms-available?rooms=1&arrival=${stay.from}&departure=${stay.to}&adults1=2&children1=2&childrenAges1=7`,
  );
  const notice = page.getByTestId('search-refused');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText('Age missing');
  await notice.getByRole('link', { name: 'Choose dates and guests again' }).click();
  const widget = page.getByRole('form', { name: 'Book a room' });
  await expect(widget).toBeVisible();
  // Two kids, the first aged 7, the second still to choose: Search says 'Age missing' again.
  await widget.getByRole('button', { name: 'Search' }).click();
  await expect(widget.getByRole('alert')).toHaveText('Age missing');
});
