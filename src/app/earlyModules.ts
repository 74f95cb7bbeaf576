import type { RouteName } from '../../domain/routes';

/**
 * Chunks the entry imports at once on a route to start its first requests
 * (src/app/firstRequests.ts): the build lists them with their imports
 * (scripts/build/routePreloads.ts) and the page names them, so they arrive with the entry
 * (decision 028). Not the screens' own code: fetched beside the entry it delayed the first paint.
 */
export const EARLY_MODULES: Partial<Record<RouteName, string[]>> = {
  bookingRooms: ['src/app/earlyRates.ts'],
};

/** The part of a language's catalog the first render awaits on every page (decision 026). */
export const shellCatalogModule = (lang: string) => `locales/${lang}/messages.po?shell`;
