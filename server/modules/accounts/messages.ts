import type { Translations } from '../../../domain/locales';

/** Texts of the accounts module, in each language (German uses "du", like the rest of the site). */
export const accountMessages = {
  registrationRefused: {
    en: 'We could not complete the registration. Please reload the page and try again.',
    it: 'Non è stato possibile completare la registrazione. Ricarica la pagina e riprova.',
    de: 'Die Registrierung konnte nicht abgeschlossen werden. Bitte lade die Seite neu und versuche es erneut.',
  },
  emailTaken: {
    en: 'An account with this email address already exists.',
    it: 'Esiste già un account con questo indirizzo email.',
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  },
  badCredentials: {
    en: 'These credentials do not match our records.',
    it: 'Le credenziali inserite non corrispondono ai nostri dati.',
    de: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
  },
  resetLinkSent: {
    en: 'If an account exists for this address, we have sent a link to reset the password.',
    it: 'Se esiste un account con questo indirizzo, ti abbiamo inviato un link per reimpostare la password.',
    de: 'Falls ein Konto mit dieser Adresse existiert, haben wir dir einen Link zum Zurücksetzen des Passworts gesendet.',
  },
  resetTokenInvalid: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    it: 'Questo link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo.',
    de: 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  },
  passwordReset: {
    en: 'Your password has been changed.',
    it: 'La tua password è stata modificata.',
    de: 'Dein Passwort wurde geändert.',
  },
} satisfies Record<string, Translations>;
