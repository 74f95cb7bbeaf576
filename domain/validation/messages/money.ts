import type { Translations } from '../../locales';

/** Money: amounts, cards, payments, references. German uses "du", like the server's other texts. */
export const moneyMessages = {
  amountRequired: { en: 'Please enter the amount.', it: "Inserisci l'importo.", de: 'Bitte gib den Betrag ein.' },
  amountInvalid: {
    en: 'Please enter a valid amount.',
    it: 'Inserisci un importo valido.',
    de: 'Bitte gib einen gültigen Betrag ein.',
  },
  amountMin: {
    en: 'The amount must be at least {min}.',
    it: "L'importo deve essere di almeno {min}.",
    de: 'Der Betrag muss mindestens {min} betragen.',
  },
  amountMax: {
    en: 'The amount may not be more than {max}.',
    it: "L'importo non può superare {max}.",
    de: 'Der Betrag darf höchstens {max} betragen.',
  },
  cityTaxRateRange: {
    en: 'Enter a rate from {min} to {max} per person and night.',
    it: 'Inserisci una tariffa da {min} a {max} a persona per notte.',
    de: 'Gib einen Satz von {min} bis {max} pro Person und Nacht ein.',
  },
  cityTaxNightsRange: {
    en: 'Enter a number of nights from {min} to {max}, or leave it empty to tax every night.',
    it: 'Inserisci un numero di notti da {min} a {max}, o lascia vuoto per tassare ogni notte.',
    de: 'Gib eine Zahl von {min} bis {max} Nächten ein, oder lass das Feld leer, um jede Nacht zu besteuern.',
  },
  cityTaxAgeRange: {
    en: 'Enter an age from {min} to {max}, or leave it empty if no age is exempt.',
    it: "Inserisci un'età da {min} a {max}, o lascia vuoto se nessuna età è esente.",
    de: 'Gib ein Alter von {min} bis {max} ein, oder lass das Feld leer, wenn kein Alter befreit ist.',
  },
  cityTaxValidFromPast: {
    en: 'New rules apply from today or a later day: stays already under way keep theirs.',
    it: 'Le nuove regole valgono da oggi o da un giorno successivo: i soggiorni già iniziati mantengono le loro.',
    de: 'Neue Regeln gelten ab heute oder einem späteren Tag: laufende Aufenthalte behalten ihre.',
  },
  giftCardAmountInvalid: {
    en: 'Enter an amount to add, or a negative amount to take off (not zero).',
    it: 'Inserisci un importo da aggiungere, o un importo negativo da togliere (non zero).',
    de: 'Gib einen Betrag zum Hinzufügen ein, oder einen negativen zum Abziehen (nicht null).',
  },
  giftCardBelowZero: {
    en: 'The balance cannot go below zero: at most {max} can be taken off.',
    it: 'Il saldo non può scendere sotto zero: si possono togliere al massimo {max}.',
    de: 'Das Guthaben kann nicht unter null fallen: höchstens {max} können abgezogen werden.',
  },
  giftCardAboveValue: {
    en: 'The balance cannot exceed the card’s value: at most {max} can be added.',
    it: 'Il saldo non può superare il valore del buono: si possono aggiungere al massimo {max}.',
    de: 'Das Guthaben kann den Wert des Gutscheins nicht übersteigen: höchstens {max} können hinzugefügt werden.',
  },
  bannerTextRequired: {
    en: 'Please give the banner’s text in this language too, or leave all three empty.',
    it: 'Indica il testo dell’avviso anche in questa lingua, o lascia vuote tutte e tre.',
    de: 'Bitte gib den Text des Hinweises auch in dieser Sprache an, oder lass alle drei leer.',
  },
  bannerDaysRequired: {
    en: 'Please give the days the banner shows.',
    it: 'Indica i giorni in cui l’avviso è visibile.',
    de: 'Bitte gib die Tage an, an denen der Hinweis erscheint.',
  },
  bannerEndsBeforeStart: {
    en: 'The banner’s last day cannot be before its first.',
    it: 'L’ultimo giorno dell’avviso non può precedere il primo.',
    de: 'Der letzte Tag des Hinweises darf nicht vor dem ersten liegen.',
  },
  treatmentNoticeRange: {
    en: 'The notice is a whole number of hours from 0 to 168.',
    it: 'Il preavviso è un numero intero di ore da 0 a 168.',
    de: 'Die Frist ist eine ganze Zahl von Stunden von 0 bis 168.',
  },
  airportPriceRange: {
    en: 'The price per person is from {min} to {max} euro.',
    it: 'Il prezzo a persona va da {min} a {max} euro.',
    de: 'Der Preis pro Person liegt zwischen {min} und {max} Euro.',
  },
  giftCardProductTitleRequired: {
    en: 'Please give the name in this language.',
    it: 'Indica il nome in questa lingua.',
    de: 'Bitte gib den Namen in dieser Sprache an.',
  },
  giftCardProductDescriptionRequired: {
    en: 'Please give the description in this language.',
    it: 'Indica la descrizione in questa lingua.',
    de: 'Bitte gib die Beschreibung in dieser Sprache an.',
  },
  giftCardVariationTextRequired: {
    en: 'Please say what the card is valid for, in this language.',
    it: 'Indica per cosa vale il buono, in questa lingua.',
    de: 'Bitte gib an, wofür der Gutschein gilt, in dieser Sprache.',
  },
  giftCardPriceRange: {
    en: 'The price is from {min} to {max} euro.',
    it: 'Il prezzo va da {min} a {max} euro.',
    de: 'Der Preis liegt zwischen {min} und {max} Euro.',
  },
  giftCardValueRange: {
    en: 'The value is from {min} to {max} euro.',
    it: 'Il valore va da {min} a {max} euro.',
    de: 'Der Wert liegt zwischen {min} und {max} Euro.',
  },
  giftCardValidityRange: {
    en: 'A card is valid from {min} to {max} months.',
    it: 'Un buono vale da {min} a {max} mesi.',
    de: 'Ein Gutschein gilt {min} bis {max} Monate.',
  },
  giftCardVariationsRange: {
    en: 'A product has from {min} to {max} variations.',
    it: 'Un prodotto ha da {min} a {max} varianti.',
    de: 'Ein Produkt hat {min} bis {max} Varianten.',
  },
  giftCardExpiryNotLater: {
    en: 'Choose a day after the current expiry ({date}).',
    it: 'Scegli un giorno successivo alla scadenza attuale ({date}).',
    de: 'Wähle einen Tag nach dem jetzigen Ablauf ({date}).',
  },
  reasonRequired: {
    en: 'Please give the reason: it is kept in the card’s history and the staff log.',
    it: 'Indica il motivo: resta nella storia del buono e nel registro del personale.',
    de: 'Bitte gib den Grund an: er bleibt in der Geschichte des Gutscheins und im Personalprotokoll.',
  },
  barrierDescriptionRequired: {
    en: 'Please tell us what got in your way.',
    it: 'Raccontaci che cosa ti ha ostacolato.',
    de: 'Bitte beschreib uns, was dich behindert hat.',
  },
  noteRequired: {
    en: 'The payment reference is required.',
    it: 'La causale è obbligatoria.',
    de: 'Der Verwendungszweck ist erforderlich.',
  },
  noteMax: {
    en: 'The payment reference may not be longer than {max} characters.',
    it: 'La causale non può superare {max} caratteri.',
    de: 'Der Verwendungszweck darf höchstens {max} Zeichen lang sein.',
  },
  reservationIdInvalid: {
    en: 'The reservation reference is not valid.',
    it: 'Il riferimento della prenotazione non è valido.',
    de: 'Die Buchungsreferenz ist ungültig.',
  },
} satisfies Record<string, Translations>;
