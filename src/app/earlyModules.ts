import type { ScreenCatalog } from '../i18n/i18n';

/**
 * What the build names in a route's page for the browser to fetch with the entry (decisions 028,
 * 031, 034), beside the chunks of the route's screen, which it reads from src/app/screens.ts
 * (scripts/build/routePreloads.ts).
 */

/** The chunk that starts the rooms' rates search, on a route whose first requests have it (`ratesSearch`, src/app/firstRequests.ts). */
export const RATES_SEARCH_STARTER = 'src/app/earlyRates.ts';

/** What every lazy screen loads with its own code (src/shared/page/lazyScreen.tsx). */
export const SCREEN_COMPANIONS = ['src/shared/page/QueryScope.tsx'];

/** The part of a language's catalog the first render awaits on every page (decision 026). */
export const shellCatalogModule = (lang: string) => `locales/${lang}/messages.po?shell`;

/** A language's whole catalog, which every lazy screen awaits (but those of SCREEN_CATALOGS). */
export const fullCatalogModule = (lang: string) => `locales/${lang}/messages.po`;

/**
 * The journeys' first screens, which await only the messages their own code can show
 * (decision 034): cut from the catalog at build time by following the screen's imports
 * (scripts/build/catalogParts.ts). The islands around them load the full catalog after the paint.
 * The screen names its part in src/app/screens.ts; the build checks that it is this file's.
 */
export const SCREEN_CATALOGS = {
  booking: 'src/screens/booking/BookingRoutes.tsx',
  daySpa: 'src/screens/daySpa/DaySpaRoutes.tsx',
  deposit: 'src/screens/deposit/DepositPaymentScreen.tsx',
} as const satisfies Record<ScreenCatalog, string>;

export const screenCatalogModule = (screen: ScreenCatalog, lang: string) =>
  `locales/${lang}/messages.po?screen=${screen}`;
