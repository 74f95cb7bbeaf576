import type { Translations } from '../../locales';

/** People and accounts: names, e-mail, password, phone. German uses "du", like the server's other texts. */
export const peopleMessages = {
  firstNameRequired: {
    en: 'The first name is required.',
    it: 'Il nome è obbligatorio.',
    de: 'Der Vorname ist erforderlich.',
  },
  lastNameRequired: {
    en: 'The last name is required.',
    it: 'Il cognome è obbligatorio.',
    de: 'Der Nachname ist erforderlich.',
  },
  emailRequired: {
    en: 'The email address is required.',
    it: "L'indirizzo email è obbligatorio.",
    de: 'Die E-Mail-Adresse ist erforderlich.',
  },
  emailInvalid: {
    en: 'Please enter a valid email address.',
    it: 'Inserisci un indirizzo email valido.',
    de: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  },
  passwordRequired: {
    en: 'The password is required.',
    it: 'La password è obbligatoria.',
    de: 'Das Passwort ist erforderlich.',
  },
  passwordMin: {
    en: 'The password must be at least {min} characters long.',
    it: 'La password deve contenere almeno {min} caratteri.',
    de: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
  },
  passwordConfirmationRequired: {
    en: 'Please confirm the password.',
    it: 'Conferma la password.',
    de: 'Bitte bestätige das Passwort.',
  },
  passwordMismatch: {
    en: 'The passwords do not match.',
    it: 'Le password non coincidono.',
    de: 'Die Passwörter stimmen nicht überein.',
  },
  tokenRequired: {
    en: 'The reset link is not valid. Please request a new one.',
    it: 'Il link per reimpostare la password non è valido. Richiedine uno nuovo.',
    de: 'Der Link zum Zurücksetzen ist ungültig. Bitte fordere einen neuen an.',
  },
  privacyRequired: {
    en: 'Please accept the privacy policy.',
    it: "Accetta l'informativa sulla privacy.",
    de: 'Bitte akzeptiere die Datenschutzerklärung.',
  },
} satisfies Record<string, Translations>;
