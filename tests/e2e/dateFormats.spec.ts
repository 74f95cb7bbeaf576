import { openDay } from './support/daySpaBooking';
import { expect, test } from './support/fixtures';

// Issue 16 item 14: dates in the language's own format: Italian months in lower case
// ('12 dicembre 2026'), German days with their period ('16. Dezember 2026'), the day in two digits
// as product.md §1.2's 'DD MMMM YYYY' says, as a guest reads them (innerText: after any CSS text-transform).

const months = {
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};
const heading = { it: 'Disponibilità', en: 'Availability', de: 'Verfügbarkeit' };

const day = openDay(4);
const [year, month] = day.split('-').map(Number);
const date = day.slice(8, 10);
const written = {
  it: `${date} ${months.it[month - 1]} ${year}`,
  en: `${date} ${months.en[month - 1]} ${year}`,
  de: `${date}. ${months.de[month - 1]} ${year}`,
};

for (const lang of ['it', 'en', 'de'] as const) {
  test(`the day-spa day is written the ${lang} way`, async ({ page }) => {
    await page.goto(`/${lang}/day-spa/thermal-day/${day}?people=1`);
    const title = page.getByRole('heading', { name: new RegExp(heading[lang]) });
    await expect(title).toBeVisible();
    await expect(title.locator('.day-spa__date')).toHaveText(written[lang], { useInnerText: true });
  });
}
