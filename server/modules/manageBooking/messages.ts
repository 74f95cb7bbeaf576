import type { Translations } from '../../../domain/locales';

export const manageMessages = {
  notFound: {
    en: 'This reservation was not found.',
    it: 'Prenotazione non trovata.',
    de: 'Diese Buchung wurde nicht gefunden.',
  },
} satisfies Record<string, Translations>;
