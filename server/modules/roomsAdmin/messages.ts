import type { Translations } from '../../../domain/locales';

/** The answers of the rooms' staff routes (docs/product.md §12.14) that are not a field's. */
export const roomsAdminMessages = {
  roomNotFound: {
    en: 'Room not found.',
    it: 'Camera non trovata.',
    de: 'Zimmer nicht gefunden.',
  },
  outOfOrderNotFound: {
    en: 'This out-of-order period does not exist (any more).',
    it: 'Questo periodo fuori servizio non esiste (più).',
    de: 'Dieser Zeitraum außer Betrieb existiert nicht (mehr).',
  },
} satisfies Record<string, Translations>;
