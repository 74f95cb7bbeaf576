import type { Translations } from '../../../domain/locales';

/** Texts of the page editor's answers (decision 001). */
export const pageMessages = {
  pageNotFound: { en: 'This page does not exist.', it: 'Questa pagina non esiste.', de: 'Diese Seite gibt es nicht.' },
  versionNotFound: {
    en: 'This version of the page does not exist.',
    it: 'Questa versione della pagina non esiste.',
    de: 'Diese Version der Seite gibt es nicht.',
  },
} satisfies Record<string, Translations>;
