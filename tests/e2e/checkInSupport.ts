import type { Page } from '@playwright/test';
import { cardExpiryYear } from './support/clock';
import { expect } from './support/fixtures';
import { registerAccount, type Account } from './support/accounts';
import { bookableStays, offersFor } from './bookingSupport';
import type { Lang } from './support/catalog';

// Shared by the check-in walk and the front-desk test: a new account with a paid room
// reservation on the real server, and texts the server writes (hand-written from its dictionaries).

/** Stays far enough apart that parallel tests never sell out a category. */
const stays = bookableStays(2, 60, 3);

/** The page's POST with the session's CSRF token, as the SPA sends it. */
export async function pagePost(page: Page, url: string, data: unknown, method: 'POST' | 'PATCH' = 'POST') {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
  });
}

/**
 * Registers a new account, signs the page in and books one room for `adults` with the test card
 * 4242, as the payment screen would. `slot` picks a stay of its own.
 */
export async function bookRoomAsNewAccount(
  page: Page,
  baseURL: string,
  slot: number,
  adults = 2,
  lang: Lang = 'en',
): Promise<{ account: Account; reservationId: number; from: string; to: string }> {
  const account = await registerAccount(baseURL, undefined, lang);
  await page.goto(`/${lang}/`);
  const login = await pagePost(page, '/login', { email: account.email, password: account.password, remember: true });
  expect(login.status()).toBe(200);
  await page.goto(`/${lang}/`);
  for (let attempt = 0; attempt < 5; attempt++) {
    const stay = stays[(slot * 5 + attempt) % stays.length];
    const offer = (await offersFor(baseURL, stay, { adults })).find(
      (entry) => entry.room_category.available_rooms_count > 0,
    );
    if (!offer) continue;
    const card = (await (
      await pagePost(page, '/api/sandbox/payment-methods', {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: cardExpiryYear(),
        cvc: '123',
      })
    ).json()) as { id: string };
    const room = {
      room_category_id: offer.room_category.id,
      rate_variation_id: offer.rates[0].rate_variations[0].id,
      adults,
      children: 0,
      children_ages: [],
    };
    const booked = await pagePost(page, '/my/room-reservations', {
      from_date: stay.from,
      to_date: stay.to,
      rooms: [room],
      cancellation_policy_consent: true,
      city_tax_policy_consent: true,
      payment_method_id: card.id,
    });
    if (booked.status() === 409) continue;
    expect(booked.status(), await booked.text()).toBe(200);
    return { account, reservationId: ((await booked.json()) as { reservation_id: number }).reservation_id, ...stay };
  }
  throw new Error('no room could be booked');
}

/** The server's answers (server/modules/checkIn/messages.ts, domain/validation/messages.ts), written out. */
export const SERVER_TEXT = {
  created: {
    it: 'Grazie, il check-in di {name} è fatto.',
    en: 'Thank you, {name} is checked in.',
    de: 'Danke, {name} ist eingecheckt.',
  },
  updated: {
    it: 'Grazie, il check-in di {name} è aggiornato.',
    en: 'Thank you, the check-in of {name} is updated.',
    de: 'Danke, der Check-in von {name} ist aktualisiert.',
  },
  boroughNotOnDate: {
    it: "Questo comune non esisteva in quella data: scegli il comune dell'epoca.",
    en: 'This comune did not exist on that date: choose the comune of that time.',
    de: 'Diese Gemeinde gab es an diesem Datum nicht: Bitte wähle die damalige Gemeinde.',
  },
  serverError: {
    it: 'Si è verificato un errore. Riprova.',
    en: 'Something went wrong on our side. Please try again.',
    de: 'Auf unserer Seite ist ein Fehler aufgetreten. Bitte versuche es erneut.',
  },
} satisfies Record<string, Record<Lang, string>>;

export const say = (lang: Lang, key: keyof typeof SERVER_TEXT, name = '') =>
  SERVER_TEXT[key][lang].replace('{name}', name);

/** Country names as the lookups give them in each language (Intl's, checked by hand). */
export const COUNTRY = {
  italy: { it: 'Italia', en: 'Italy', de: 'Italien' },
  germany: { it: 'Germania', en: 'Germany', de: 'Deutschland' },
  france: { it: 'Francia', en: 'France', de: 'Frankreich' },
} satisfies Record<string, Record<Lang, string>>;

/** Chooses a place in a search-as-you-type field: types, waits for the option, picks it. */
export async function choosePlace(page: Page, label: string, typed: string, option: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}
