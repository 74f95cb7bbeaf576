import type { RoomsSearch } from '../../domain/bookingQuery';
import { addDays, nightsBetween } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { validationMessage } from '../../domain/validation';
import { expect, test } from './support/fixtures';
import { cardExpiry, onHotelClock } from './support/clock';
import { tr, type Lang } from './support/catalog';
import { pagePost } from './checkInSupport';
import { bookableStays, offersFor, roomsUrl } from './bookingSupport';
import { payButton, signInAsNewAccount } from './paymentJourneys';

// docs/product.md §12.10 (issue 33): the administrator sets the city tax to 2.50 € for the first 4
// nights, under-14s exempt, and a new booking's payment step and "to pay on arrival" follow.
// The rules apply to arrivals on one day only (the base rate again from the next day): the last
// five-night stay of the window, far after the early days the manage-booking walk checks 1.50 € on,
// so that the other walks of this run keep the configured rate. The three languages save the same
// rules for the same day.

const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const langs: Lang[] = ['it', 'en', 'de'];
const stay = bookableStays(5, 400).at(-1)!;
const RATE_TYPED = { it: '2,50', en: '2.50', de: '2,50' };
const LIMITS = {
  it: ['Sono tassate solo le prime 4 notti del soggiorno.', 'Gli ospiti con meno di 14 anni non pagano.'],
  en: ['Only the first 4 nights of a stay are taxed.', 'Guests under 14 pay nothing.'],
  de: ['Besteuert werden nur die ersten 4 Nächte eines Aufenthalts.', 'Gäste unter 14 Jahren zahlen nichts.'],
};

for (const [index, lang] of langs.entries()) {
  // One language also walks on the five days of `npm run test:dates` (the stay is the calendar's).
  const details = index === 0 ? { tag: '@dates' } : {};
  test(
    `${lang}: the administrator sets the city tax and a new booking follows it`,
    details,
    async ({ page, browser, baseURL }) => {
      const t = (text: string, values?: Record<string, string>) => tr(lang, text, values);
      expect(nightsBetween(stay.from, stay.to)).toBe(5);

      const staff = await (
        await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.81.0.${index + 1}` } })
      ).newPage();
      await onHotelClock(staff);
      await staff.goto(`/${lang}/`);
      expect((await pagePost(staff, '/login', { ...ADMIN, remember: true })).status()).toBe(200);
      await staff.goto(`/${lang}/admin`);
      await staff.getByRole('link', { name: t('City-tax rules') }).click();
      await expect(staff).toHaveURL(new RegExp(`/${lang}/admin/city-tax$`));
      const form = staff.getByRole('form', { name: t('New city-tax rules') });
      await form.getByLabel(t('For arrivals from')).fill(stay.from);
      await form.getByLabel(t('Rate per person and night')).fill('-1');
      await form.getByLabel(t('Nights taxed (the first; empty: every night)')).fill('4');
      await form.getByLabel(t('Guests exempt under the age of (empty: nobody)')).fill('14');
      await form.getByRole('button', { name: t('Save the rules') }).click();
      // A negative rate is refused next to its field (the server test proves nothing is saved).
      await expect(form.getByLabel(t('Rate per person and night'))).toHaveAttribute('aria-invalid', 'true');
      await expect(form).toContainText(
        validationMessage(lang, 'cityTaxRateRange', { min: formatMoney(0, lang), max: formatMoney(10_000, lang) }),
      );
      await form.getByLabel(t('Rate per person and night')).fill(RATE_TYPED[lang]);
      await form.getByRole('button', { name: t('Save the rules') }).click();
      await expect(staff.getByRole('status')).toContainText(t('The rules are saved: new bookings follow them.'));
      const row = staff.getByTestId(`city-tax-${stay.from}`);
      await expect(row).toContainText(formatMoney(250, lang));
      await expect(row).toContainText(t('Scheduled'));
      // From the next day on, the configured rate again: only this walk's arrival day has these rules.
      const next = await pagePost(staff, '/api/admin/city-tax', {
        valid_from: addDays(stay.from, 1),
        per_person_night: 150,
        max_nights_taxed: null,
        exempt_under_age: null,
      });
      expect(next.status()).toBe(200);
      await staff.context().close();

      const double = (await offersFor(baseURL!, stay, { adults: 2 })).find(
        (e) => e.room_category.available_rooms_count > 0,
      )!;
      const search: RoomsSearch = {
        arrival: stay.from,
        departure: stay.to,
        code: '',
        rooms: [
          {
            adults: 2,
            children: 0,
            childrenAges: [],
            room: double.room_category.id,
            rate: double.rates[0].rate_variations[0].id,
          },
        ],
      };
      await signInAsNewAccount(page, baseURL!, lang);
      await page.goto(roomsUrl(lang, search));
      await expect(page).toHaveURL(new RegExp(`/${lang}/booking/payment\\?`), { timeout: 20_000 });
      const policies = page.getByRole('region', { name: t('Cancellation and city tax') });
      await expect(policies).toContainText(formatMoney(250, lang));
      for (const limit of LIMITS[lang]) await expect(policies).toContainText(limit);

      for (const consent of [
        'I accept the cancellation policy: the deposit is retained if I cancel.',
        'I understand that the city tax is paid on site and is not included in the total.',
      ])
        await page.getByRole('checkbox', { name: t(consent) }).check();
      await page.getByLabel(t('Card number')).fill('4242424242424242');
      await page.getByLabel(t('Expiry (MM / YY)')).fill(cardExpiry());
      await page.getByLabel('CVC').fill('123');
      await payButton(page, lang).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/my/room-reservations/\\d+$`), { timeout: 20_000 });
      // Two adults, 4 of the 5 nights taxed, at 2.50 €: 20 € to pay on site.
      const estimate = page.getByRole('definition').filter({ hasText: formatMoney(2000, lang) });
      await expect(estimate.first()).toBeVisible();
      for (const limit of LIMITS[lang]) await expect(page.getByText(limit)).toBeVisible();
    },
  );
}
