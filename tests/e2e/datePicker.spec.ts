import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Lang } from './support/catalog';
import { hotelToday } from '../../domain/dates';
import { clockNow } from '../../domain/clock';
import { season } from './bookingSupport';

// Issue 16 item 10: the calendars speak the route's language to assistive technology (read here as
// Chromium's accessible names), and today's date is readable (4.5:1).

const words: Record<
  Lang,
  { next: string; previous: string; today: string; months: string; stayDates: string; people: string }
> = {
  it: {
    next: 'Vai al mese successivo',
    previous: 'Vai al mese precedente',
    today: 'Oggi, ',
    months: 'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre',
    stayDates: 'Scegli le date del tuo soggiorno',
    people: 'Persone compresi i bambini',
  },
  en: {
    next: 'Go to the next month',
    previous: 'Go to the previous month',
    today: 'Today, ',
    months: 'January|February|March|April|May|June|July|August|September|October|November|December',
    stayDates: 'Choose the dates of your stay',
    people: 'People including children',
  },
  de: {
    next: 'Zum nächsten Monat',
    previous: 'Zum vorherigen Monat',
    today: 'Heute, ',
    months: 'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember',
    stayDates: 'Wähle die Daten deines Aufenthalts',
    people: 'Personen einschließlich Kinder',
  },
};
const intlTag: Record<Lang, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE' };
const ENGLISH_DEFAULTS = /Go to the (Next|Previous) Month|^Today, |, selected$|Choose the (Month|Year)/;

/** Today at the hotel, the way the browser's own Intl writes a full date in that language. */
const todayIn = (lang: Lang) =>
  new Intl.DateTimeFormat(intlTag[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(clockNow());

/** Every accessible name inside the calendar that comes from react-day-picker's labels. */
async function calendarNames(calendar: Locator): Promise<string[]> {
  return calendar.locator('[aria-label]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
}

async function contrastOfToday(today: Locator): Promise<number> {
  return today.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const channel = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const lum = ([r, g, b]: number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    let back: Element | null = el;
    while (
      back &&
      rgb(getComputedStyle(back).backgroundColor).length === 3 &&
      getComputedStyle(back).backgroundColor.endsWith(', 0)')
    )
      back = back.parentElement;
    const [a, b] = [
      lum(rgb(getComputedStyle(el).color)),
      lum(rgb(getComputedStyle(back ?? document.body).backgroundColor)),
    ];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

for (const lang of ['it', 'en', 'de'] as Lang[]) {
  const w = words[lang];
  test(`the stay calendar speaks ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/booking/select-dates`);
    await page.getByRole('button', { name: w.stayDates }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('button', { name: w.next, exact: true })).toBeVisible();
    await expect(calendar.getByRole('button', { name: w.previous, exact: true })).toBeAttached();
    await expect(calendar.getByRole('grid').first()).toHaveAccessibleName(new RegExp(`^(${w.months}) \\d{4}$`));
    const names = await calendarNames(calendar);
    if (lang !== 'en') expect(names.filter((n) => ENGLISH_DEFAULTS.test(n))).toEqual([]);
    // The stay picked by default (tomorrow on) is selected, and says so.
    const selected = calendar.locator('[aria-selected="true"] button').first();
    await expect(selected).toHaveAccessibleName(
      new RegExp(`, ${{ it: 'selezionato', en: 'selected', de: 'ausgewählt' }[lang]}$`),
    );
  });

  test(`the day-spa calendar speaks ${lang} and shows today readably`, async ({ page }) => {
    await page.goto(`/${lang}/day-spa/thermal-day`);
    await expect(page.getByRole('group', { name: w.people })).toBeVisible();
    const calendar = page.locator('.price-calendar');
    await expect(calendar.getByRole('button', { name: w.next, exact: true })).toBeVisible();
    const today = calendar.getByRole('button', { name: new RegExp(`^${w.today}${todayIn(lang)}`) });
    await expect(today).toBeVisible();
    expect(await contrastOfToday(today)).toBeGreaterThanOrEqual(4.5);
    if (lang !== 'en') expect((await calendarNames(calendar)).filter((n) => ENGLISH_DEFAULTS.test(n))).toEqual([]);
  });
}

test("the stay calendar's today is readable", { tag: '@dates' }, async ({ page }) => {
  await page.goto('/it/booking/select-dates');
  await page.getByRole('button', { name: words.it.stayDates }).click();
  const calendar = page.getByRole('dialog');
  const today = calendar.getByRole('button', { name: new RegExp(`^${words.it.today}${todayIn('it')}`) });
  const day = hotelToday();
  if (day < season.start || day > season.end) {
    // Between seasons the calendar opens on the next season: today is not in it.
    await expect(today).toHaveCount(0);
    return;
  }
  // The default stay starts tomorrow: on a month's last day the calendar opens on the next month.
  if (!(await today.isVisible())) await calendar.getByRole('button', { name: words.it.previous }).click();
  await expect(today).toBeVisible();
  expect(await contrastOfToday(today)).toBeGreaterThanOrEqual(4.5);
});
