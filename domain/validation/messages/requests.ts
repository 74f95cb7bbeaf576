import type { Translations } from '../../locales';

/** Guest requests, the airport transfer and the bonus terme. German uses "du", like the server's other texts. */
export const requestMessages = {
  // Guest requests
  currentCheckInRequired: {
    en: 'Please enter the current check-in date.',
    it: 'Inserisci la data di arrivo attuale.',
    de: 'Bitte gib das bisherige Anreisedatum ein.',
  },
  currentCheckOutRequired: {
    en: 'Please enter the current check-out date.',
    it: 'Inserisci la data di partenza attuale.',
    de: 'Bitte gib das bisherige Abreisedatum ein.',
  },
  newCheckInRequired: {
    en: 'Please choose the new check-in date.',
    it: 'Scegli la nuova data di arrivo.',
    de: 'Bitte wähle das neue Anreisedatum.',
  },
  newCheckOutRequired: {
    en: 'Please choose the new check-out date.',
    it: 'Scegli la nuova data di partenza.',
    de: 'Bitte wähle das neue Abreisedatum.',
  },
  checkOutBeforeCheckIn: {
    en: 'The check-out cannot be before the check-in.',
    it: "La partenza non può essere prima dell'arrivo.",
    de: 'Die Abreise darf nicht vor der Anreise liegen.',
  },
  sameStay: {
    en: 'The new dates are the same as the current ones.',
    it: 'Le nuove date sono uguali a quelle attuali.',
    de: 'Die neuen Daten sind dieselben wie die bisherigen.',
  },
  refundAmountMax: {
    en: 'A refund can be at most {max}.',
    it: 'Un rimborso può essere al massimo di {max}.',
    de: 'Eine Rückerstattung kann höchstens {max} betragen.',
  },
  ibanInvalid: {
    en: 'This IBAN is not valid: please check it against your bank details.',
    it: 'Questo IBAN non è valido: controllalo con i dati della tua banca.',
    de: 'Diese IBAN ist ungültig: bitte prüfe sie anhand deiner Bankdaten.',
  },
  bicInvalid: {
    en: 'This BIC is not valid: it has 8 or 11 letters and digits, e.g. UNCRITMMXXX.',
    it: 'Questo BIC non è valido: ha 8 o 11 lettere e cifre, ad es. UNCRITMMXXX.',
    de: 'Dieser BIC ist ungültig: er hat 8 oder 11 Buchstaben und Ziffern, z. B. UNCRITMMXXX.',
  },

  // Airport transfer
  airportRequired: { en: 'Please choose the airport.', it: "Scegli l'aeroporto.", de: 'Bitte wähle den Flughafen.' },
  transferPeopleRange: {
    en: 'A transfer takes from {min} to {max} people.',
    it: 'Un transfer porta da {min} a {max} persone.',
    de: 'Ein Transfer befördert {min} bis {max} Personen.',
  },
  flightNumberRequired: {
    en: 'The flight number is required.',
    it: 'Il numero del volo è obbligatorio.',
    de: 'Die Flugnummer ist erforderlich.',
  },
  flightNumberMax: {
    en: 'The flight number may not be longer than {max} characters.',
    it: 'Il numero del volo non può superare {max} caratteri.',
    de: 'Die Flugnummer darf höchstens {max} Zeichen lang sein.',
  },

  // Bonus terme
  bonusPreferenceRequired: {
    en: 'Please choose one of the four options.',
    it: 'Scegli una delle quattro opzioni.',
    de: 'Bitte wähle eine der vier Möglichkeiten.',
  },
} satisfies Record<string, Translations>;
