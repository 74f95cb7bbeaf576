import { interpolate, type Locale, type Translations } from '../../domain/locales';

/**
 * Texts the server sends to people (error messages, notices). Each needs all three languages:
 * TypeScript refuses a missing one. Journey modules keep their own texts in the same shape.
 */
export const httpMessages = {
  invalidData: {
    en: 'The given data was invalid.',
    it: 'I dati inseriti non sono validi.',
    de: 'Die angegebenen Daten sind ungültig.',
  },
  unauthenticated: {
    en: 'Please log in to continue.',
    it: 'Accedi per continuare.',
    de: 'Bitte melde dich an, um fortzufahren.',
  },
  forbidden: { en: 'Forbidden operation', it: "Divieto d'accesso all operazione", de: 'Unzulässiger Vorgang' },
  notFound: { en: 'Not found.', it: 'Non trovato.', de: 'Nicht gefunden.' },
  sessionExpired: {
    en: 'Session expired, please reload the page',
    it: 'Sessione scaduta, ricarica la pagina',
    de: 'Sitzung abgelaufen, bitte lade die Seite neu',
  },
  tooManyRequests: {
    en: 'Too many attempts. Please try again in a minute.',
    it: 'Troppi tentativi. Riprova tra un minuto.',
    de: 'Zu viele Versuche. Bitte versuche es in einer Minute erneut.',
  },
  tooManyRequestsFor: {
    en: 'Too many attempts. Please try again in {wait}.',
    it: 'Troppi tentativi. Riprova tra {wait}.',
    de: 'Zu viele Versuche. Bitte versuche es in {wait} erneut.',
  },
  serverError: {
    en: 'Something went wrong on our side. Please try again.',
    it: 'Si è verificato un errore. Riprova.',
    de: 'Auf unserer Seite ist ein Fehler aufgetreten. Bitte versuche es erneut.',
  },
  bodyUnreadable: {
    en: 'The data sent could not be read. Please reload the page and try again.',
    it: 'Non è stato possibile leggere i dati inviati. Ricarica la pagina e riprova.',
    de: 'Die gesendeten Daten konnten nicht gelesen werden. Bitte lade die Seite neu und versuche es erneut.',
  },
  unavailable: {
    en: 'The site is briefly unavailable. Please try again in a moment.',
    it: 'Il sito è momentaneamente non disponibile. Riprova tra qualche istante.',
    de: 'Die Website ist kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
  },
  tooLarge: {
    en: 'The data sent is too large.',
    it: 'I dati inviati sono troppo grandi.',
    de: 'Die gesendeten Daten sind zu groß.',
  },
  badRequest: {
    en: 'The request could not be understood.',
    it: 'La richiesta non è valida.',
    de: 'Die Anfrage ist ungültig.',
  },
} satisfies Record<string, Translations>;

export function translate(text: Translations, locale: Locale, params?: Record<string, string | number>): string {
  return interpolate(text[locale], params);
}
