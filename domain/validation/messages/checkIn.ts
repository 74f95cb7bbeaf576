import type { Translations } from '../../locales';

/** Online check-in: documents, places, companions. German uses "du", like the server's other texts. */
export const checkInMessages = {
  sexRequired: { en: 'Please choose M or F.', it: 'Scegli M o F.', de: 'Bitte wähle M oder F.' },
  nameLatin: {
    en: 'Please write the name in Latin letters, as in the identity document.',
    it: "Scrivi il nome in lettere latine, come nel documento d'identità.",
    de: 'Bitte schreibe den Namen in lateinischen Buchstaben, wie im Ausweis.',
  },
  dateOfBirthTooEarly: {
    en: 'Please check the date of birth: it is before {min}.',
    it: 'Controlla la data di nascita: è precedente al {min}.',
    de: 'Bitte prüfe das Geburtsdatum: Es liegt vor dem {min}.',
  },
  citizenshipRequired: {
    en: 'Please choose the citizenship.',
    it: 'Scegli la cittadinanza.',
    de: 'Bitte wähle die Staatsangehörigkeit.',
  },
  birthCountryRequired: {
    en: 'Please choose the country of birth.',
    it: 'Scegli lo stato di nascita.',
    de: 'Bitte wähle das Geburtsland.',
  },
  birthProvinceRequired: {
    en: 'Please choose the province of birth.',
    it: 'Scegli la provincia di nascita.',
    de: 'Bitte wähle die Geburtsprovinz.',
  },
  birthBoroughRequired: {
    en: 'Please choose the comune of birth.',
    it: 'Scegli il comune di nascita.',
    de: 'Bitte wähle die Geburtsgemeinde.',
  },
  residenceCountryRequired: {
    en: 'Please choose the country of residence.',
    it: 'Scegli lo stato di residenza.',
    de: 'Bitte wähle das Wohnsitzland.',
  },
  residenceProvinceRequired: {
    en: 'Please choose the province of residence.',
    it: 'Scegli la provincia di residenza.',
    de: 'Bitte wähle die Wohnsitzprovinz.',
  },
  documentTypeRequired: {
    en: 'Please choose one of the listed documents.',
    it: 'Scegli uno dei documenti elencati.',
    de: 'Bitte wähle eines der aufgeführten Dokumente.',
  },
  documentNumberRequired: {
    en: 'The document number is required.',
    it: 'Il numero del documento è obbligatorio.',
    de: 'Die Ausweisnummer ist erforderlich.',
  },
  documentNumberInvalid: {
    en: 'The document number may contain only letters and digits, up to {max}.',
    it: 'Il numero del documento può contenere solo lettere e cifre, al massimo {max}.',
    de: 'Die Ausweisnummer darf nur Buchstaben und Ziffern enthalten, höchstens {max}.',
  },
  documentExpiryRequired: {
    en: 'The expiry date is required.',
    it: 'La data di scadenza è obbligatoria.',
    de: 'Das Ablaufdatum ist erforderlich.',
  },
  documentExpired: {
    en: 'This document has expired: please give a valid one.',
    it: 'Questo documento è scaduto: indicane uno valido.',
    de: 'Dieses Dokument ist abgelaufen: Bitte gib ein gültiges an.',
  },
  issuingCountryRequired: {
    en: 'Please choose the country that issued the document.',
    it: 'Scegli lo stato che ha rilasciato il documento.',
    de: 'Bitte wähle das Land, das das Dokument ausgestellt hat.',
  },
  issuingBoroughRequired: {
    en: 'Please choose the comune that issued the document.',
    it: 'Scegli il comune che ha rilasciato il documento.',
    de: 'Bitte wähle die Gemeinde, die das Dokument ausgestellt hat.',
  },
  dataConsentRequired: {
    en: 'Please agree to the processing of your data for the police report.',
    it: 'Acconsenti al trattamento dei dati per la comunicazione alla Questura.',
    de: 'Bitte stimme der Verarbeitung deiner Daten für die Meldung an die Polizei zu.',
  },
  placeUnknown: {
    en: 'Please choose from the list.',
    it: "Scegli un elemento dall'elenco.",
    de: 'Bitte wähle aus der Liste.',
  },
  boroughNotInProvince: {
    en: 'This comune is not in the chosen province.',
    it: 'Questo comune non si trova nella provincia scelta.',
    de: 'Diese Gemeinde liegt nicht in der gewählten Provinz.',
  },
  boroughNotOnDate: {
    en: 'This comune did not exist on that date: choose the comune of that time.',
    it: "Questo comune non esisteva in quella data: scegli il comune dell'epoca.",
    de: 'Diese Gemeinde gab es an diesem Datum nicht: Bitte wähle die damalige Gemeinde.',
  },
  countryNotOnDate: {
    en: 'This state did not exist on the date of birth.',
    it: 'Questo stato non esisteva alla data di nascita.',
    de: 'Diesen Staat gab es am Geburtsdatum nicht.',
  },
  guestPositionInvalid: {
    en: 'This reservation has no such guest.',
    it: 'Questa prenotazione non ha questo ospite.',
    de: 'Diese Buchung hat keinen solchen Gast.',
  },
} satisfies Record<string, Translations>;
