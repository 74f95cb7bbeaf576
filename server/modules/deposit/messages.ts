import type { Translations } from '../../../domain/locales';

export const depositMessages = {
  thanks: {
    en: 'Thank you, We will get back to you shortly!',
    it: 'Grazie, ti risponderemo al più presto!',
    de: 'Vielen Dank, wir melden uns in Kürze bei dir!',
  },
  description: {
    en: 'Deposit {reference}',
    it: 'Acconto {reference}',
    de: 'Anzahlung {reference}',
  },
} satisfies Record<string, Translations>;
