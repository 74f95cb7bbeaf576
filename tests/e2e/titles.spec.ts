import type { Page } from '@playwright/test';
import { openDay } from './support/daySpaBooking';
import type { RoomsSearch } from '../../domain/bookingQuery';
import { expect, test } from './support/fixtures';
import { onHotelClock } from './support/clock';
import { GUEST } from './support/accounts';
import type { Lang } from './support/catalog';
import { lastStays, offersFor, roomsUrl } from './bookingSupport';

// Issue 16 item 9 (WCAG 2.4.2): every screen has its own title in the route's language, on the
// first load and after client-side navigation. The expected titles are written here by hand.

const SITE = ' · Terme Hotel';
const titles: Record<string, Record<Lang, string>> = {
  home: {
    it: 'Hotel termale sui Colli Euganei',
    en: 'Thermal spa hotel in the Euganean Hills',
    de: 'Thermalhotel in den Euganeischen Hügeln',
  },
  account: { it: 'Il mio account', en: 'My account', de: 'Mein Konto' },
  forgotPassword: { it: 'Reimposta la password', en: 'Reset your password', de: 'Passwort zurücksetzen' },
  resetPassword: { it: 'Scegli una nuova password', en: 'Choose a new password', de: 'Neues Passwort wählen' },
  privacy: { it: 'Informativa sulla privacy', en: 'Privacy policy', de: 'Datenschutzerklärung' },
  deposit: { it: 'Pagamento acconto', en: 'Deposit payment', de: 'Anzahlung' },
  dates: { it: 'Scegli le date', en: 'Select dates', de: 'Reisedaten wählen' },
  rooms: { it: 'Scegli le camere', en: 'Choose your rooms', de: 'Zimmer wählen' },
  payment: { it: 'I tuoi dati e la caparra', en: 'Your details and deposit', de: 'Deine Daten und Anzahlung' },
  roomReservation: { it: 'La tua prenotazione', en: 'Your room reservation', de: 'Deine Zimmerbuchung' },
  daySpaStart: { it: 'Day spa: persone e giorno', en: 'Day spa: people and day', de: 'Day Spa: Personen und Tag' },
  daySpaSlots: { it: 'Day spa: fasce orarie', en: 'Day spa: time slots', de: 'Day Spa: Zeitfenster' },
  daySpaPayment: { it: 'Day spa: pagamento', en: 'Day spa: payment', de: 'Day Spa: Zahlung' },
  productReservation: {
    it: 'La tua prenotazione day spa',
    en: 'Your day spa reservation',
    de: 'Deine Day-Spa-Reservierung',
  },
  changeBooking: { it: 'Modifica prenotazione', en: 'Change booking', de: 'Buchung ändern' },
  refund: { it: 'Chiedi un rimborso', en: 'Request a refund', de: 'Rückerstattung beantragen' },
  airportTransfer: { it: 'Transfer aeroporto', en: 'Airport transfer', de: 'Flughafentransfer' },
  bonusPreference: { it: 'Il tuo bonus terme', en: 'Your bonus terme', de: 'Dein Bonus Terme' },
  notFound: { it: 'Pagina non trovata', en: 'Page not found', de: 'Seite nicht gefunden' },
};

const LANGS: Lang[] = ['it', 'en', 'de'];
/** A day the seed opens for sale (server/db/seed/daySpa.ts). */
const spaDay = openDay(3);
// The season's last stay: a fixed offset (40 days) fell past the season's end from 26 November.
const [stay] = lastStays(1);

/** Address (after `/{lang}`) -> the screen it shows to a visitor who is not signed in. */
const guestScreens: [string, keyof typeof titles][] = [
  ['/', 'home'],
  ['/my', 'account'],
  ['/password/reset', 'forgotPassword'],
  ['/password/reset/some-token', 'resetPassword'],
  ['/privacy', 'privacy'],
  ['/deposit-payment', 'deposit'],
  ['/booking', 'dates'],
  ['/booking/select-dates', 'dates'],
  [`/booking/rooms-available?rooms=1&arrival=${stay.from}&departure=${stay.to}&adults1=2&children1=0`, 'rooms'],
  ['/my/room-reservations/1', 'roomReservation'],
  ['/day-spa', 'daySpaStart'],
  ['/day-spa/thermal-day', 'daySpaStart'],
  [`/day-spa/thermal-day/${spaDay}`, 'daySpaSlots'],
  ['/my/product-reservations/DS-AAAAAAAA', 'productReservation'],
  ['/requests', 'changeBooking'],
  ['/requests/change-booking', 'changeBooking'],
  ['/requests/refund', 'refund'],
  ['/airport-transfer', 'airportTransfer'],
  ['/my/bonus-terme/preferences', 'bonusPreference'],
  ['/requests/nothing-here', 'notFound'],
  ['/nowhere/at/all', 'notFound'],
  ['/day-spa/no-such-product', 'notFound'],
];

async function logIn(page: Page, lang: Lang) {
  await page.goto(`/${lang}/`);
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/login', {
    data: { ...GUEST, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

for (const lang of LANGS) {
  test.describe(`page titles in ${lang}`, () => {
    // One page opening each address in turn (a new page per address costs more than the check);
    // soft assertions, so that one wrong title does not hide the others.
    test('every guest screen by its address', async ({ page }) => {
      for (const [path, screen] of guestScreens) {
        await test.step(path, async () => {
          await page.goto(`/${lang}${path}`);
          await expect.soft(page, `${path}`).toHaveTitle(titles[screen][lang] + SITE);
        });
      }
    });

    test('/404 in a browser of that language', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, locale: lang });
      const page = await context.newPage();
      await onHotelClock(page);
      await page.goto('/404');
      await expect(page).toHaveTitle(titles.notFound[lang] + SITE);
      await context.close();
    });

    test('the screens of a signed-in guest: booking payment, day-spa payment, a reservation that is not theirs', async ({
      page,
      baseURL,
    }) => {
      await logIn(page, lang);
      const [double] = await offersFor(baseURL!, stay, { adults: 2 });
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
      await page.goto(roomsUrl(lang, search));
      await expect(page).toHaveURL(/\/booking\/payment\?/);
      await expect(page).toHaveTitle(titles.payment[lang] + SITE);

      await page.goto(`/${lang}/day-spa/thermal-day/${spaDay}?people=1`);
      await page.locator('.day-spa-slot').getByRole('button').first().click();
      await expect(page).toHaveURL(/\/payment\?people=1$/);
      await expect(page).toHaveTitle(titles.daySpaPayment[lang] + SITE);

      await page.goto(`/${lang}/my/product-reservations/DS-AAAAAAAA`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404/);
      await expect(page).toHaveTitle(titles.notFound[lang] + SITE);
    });

    test('follows client-side navigation and the language switcher', async ({ page }) => {
      await page.goto(`/${lang}/`);
      await expect(page).toHaveTitle(titles.home[lang] + SITE);
      const viewport = page.viewportSize();
      if (viewport && viewport.width <= 720) await page.locator('.navbar__menu-button').click();
      await page.locator('#main-navigation a[href$="/booking/select-dates"]').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/booking/select-dates$`));
      await expect(page).toHaveTitle(titles.dates[lang] + SITE);
      await page.goBack();
      await expect(page).toHaveTitle(titles.home[lang] + SITE);
      const other = lang === 'de' ? 'it' : 'de';
      await page.locator('.language-switcher').getByRole('link', { name: other.toUpperCase(), exact: true }).click();
      await expect(page).toHaveTitle(titles.home[other] + SITE);
    });
  });
}
