import type { Translations } from '../../../domain/locales';

export const requestMessages = {
  /** product.md §8: the answer to every request form. */
  thanks: {
    en: 'Thank you, We will get back to you shortly!',
    it: 'Grazie, ti risponderemo al più presto!',
    de: 'Vielen Dank, wir melden uns in Kürze bei dir!',
  },
  notFound: { en: 'Request not found.', it: 'Richiesta non trovata.', de: 'Anfrage nicht gefunden.' },
} satisfies Record<string, Translations>;

/** The kinds' names as the guest reads them in mails. */
export const kindNames = {
  change_booking: { en: 'change of booking', it: 'modifica della prenotazione', de: 'Buchungsänderung' },
  refund: { en: 'refund', it: 'rimborso', de: 'Rückerstattung' },
  airport_transfer: { en: 'airport transfer', it: 'transfer aeroportuale', de: 'Flughafentransfer' },
  accessibility_barrier: {
    en: 'accessibility barrier report',
    it: 'segnalazione di una barriera di accessibilità',
    de: 'Meldung einer Barriere',
  },
} satisfies Record<string, Translations>;

export const airportNames = {
  VCE: { en: 'Venice Marco Polo (VCE)', it: 'Venezia Marco Polo (VCE)', de: 'Venedig Marco Polo (VCE)' },
  TSF: { en: 'Treviso Canova (TSF)', it: 'Treviso Canova (TSF)', de: 'Treviso Canova (TSF)' },
} satisfies Record<string, Translations>;
