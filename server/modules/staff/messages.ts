import type { Translations } from '../../../domain/locales';

/** The answers of the staff accounts' routes (docs/product.md §12). */
export const staffMessages = {
  notFound: {
    en: 'Staff account not found.',
    it: 'Account del personale non trovato.',
    de: 'Mitarbeiterkonto nicht gefunden.',
  },
  emailTaken: {
    en: 'An account with this email address already exists.',
    it: 'Esiste già un account con questo indirizzo email.',
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  },
  lastAdministrator: {
    en: 'This is the last active administrator: make someone else administrator first.',
    it: 'È l’ultimo amministratore attivo: nomina prima un altro amministratore.',
    de: 'Das ist der letzte aktive Administrator: Ernenne zuerst jemand anderen zum Administrator.',
  },
} satisfies Record<string, Translations>;
