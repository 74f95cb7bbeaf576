import type { Translations } from '../../../domain/locales';

/** The answers of the seasons' staff routes (docs/product.md §12.9) that are not a field's. */
export const seasonsAdminMessages = {
  seasonNotFound: {
    en: 'Season not found.',
    it: 'Stagione non trovata.',
    de: 'Saison nicht gefunden.',
  },
  closedDayNotFound: {
    en: 'This day is not closed.',
    it: 'Questo giorno non è chiuso.',
    de: 'Dieser Tag ist nicht geschlossen.',
  },
} satisfies Record<string, Translations>;
