import { interpolate, type Locale, type Translations } from '../locales';

/**
 * Every validation message of the domain schemas, in each language. `{min}` and `{max}` are
 * filled by `validationMessage`. German uses "du", like the server's other texts.
 */
export const validationMessages = {
  required: { en: 'This field is required.', it: 'Questo campo è obbligatorio.', de: 'Dieses Feld ist erforderlich.' },
  valueInvalid: { en: 'This value is not valid.', it: 'Questo valore non è valido.', de: 'Dieser Wert ist ungültig.' },
  numberInvalid: {
    en: 'Please enter a whole number.',
    it: 'Inserisci un numero intero.',
    de: 'Bitte gib eine ganze Zahl ein.',
  },
  textMax: {
    en: 'This field may not be longer than {max} characters.',
    it: 'Questo campo non può superare {max} caratteri.',
    de: 'Dieses Feld darf höchstens {max} Zeichen lang sein.',
  },

  // People and accounts
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

  // Money
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

  // Stay dates (also the keys `stayError` answers)
  arrivalRequired: {
    en: 'Please choose the arrival date.',
    it: "Scegli la data d'arrivo.",
    de: 'Bitte wähle das Anreisedatum.',
  },
  departureRequired: {
    en: 'Please choose the departure date.',
    it: 'Scegli la data di partenza.',
    de: 'Bitte wähle das Abreisedatum.',
  },
  dateInvalid: {
    en: 'Please enter a valid date.',
    it: 'Inserisci una data valida.',
    de: 'Bitte gib ein gültiges Datum ein.',
  },
  departureAfterArrival: {
    en: 'The departure must be at least one night after the arrival.',
    it: "La partenza deve essere almeno una notte dopo l'arrivo.",
    de: 'Die Abreise muss mindestens eine Nacht nach der Anreise liegen.',
  },
  stayOutsideWindow: {
    en: 'These dates cannot be booked. Please choose dates within the booking period.',
    it: 'Queste date non sono prenotabili. Scegli delle date nel periodo di prenotazione.',
    de: 'Diese Daten können nicht gebucht werden. Bitte wähle Daten im Buchungszeitraum.',
  },
  stayNightUnavailable: {
    en: 'The hotel is closed on one of the chosen dates. Please choose other dates.',
    it: "L'hotel è chiuso in una delle date scelte. Scegli altre date.",
    de: 'Das Hotel ist an einem der gewählten Tage geschlossen. Bitte wähle andere Daten.',
  },

  // Rooms
  roomsMin: {
    en: 'Please add at least one room.',
    it: 'Aggiungi almeno una camera.',
    de: 'Bitte füge mindestens ein Zimmer hinzu.',
  },
  roomsMax: {
    en: 'You can book up to {max} rooms.',
    it: 'Puoi prenotare al massimo {max} camere.',
    de: 'Du kannst höchstens {max} Zimmer buchen.',
  },
  adultsRange: {
    en: 'Each room takes from {min} to {max} adults.',
    it: 'Ogni camera ospita da {min} a {max} adulti.',
    de: 'Jedes Zimmer bietet Platz für {min} bis {max} Erwachsene.',
  },
  childrenRange: {
    en: 'Each room takes from {min} to {max} children.',
    it: 'Ogni camera ospita da {min} a {max} bambini.',
    de: 'Jedes Zimmer bietet Platz für {min} bis {max} Kinder.',
  },
  childAgeRange: {
    en: "A child's age must be between {min} and {max}.",
    it: "L'età di un bambino deve essere compresa tra {min} e {max} anni.",
    de: 'Das Alter eines Kindes muss zwischen {min} und {max} Jahren liegen.',
  },
  ageMissing: { en: 'Age missing', it: 'Età mancante', de: 'Alter fehlt' },
  roomCategoryRequired: { en: 'Please choose a room.', it: 'Scegli una camera.', de: 'Bitte wähle ein Zimmer.' },
  rateRequired: { en: 'Please choose a rate.', it: 'Scegli una tariffa.', de: 'Bitte wähle einen Tarif.' },
  specialRequestsMax: {
    en: 'Special requests may not be longer than {max} characters.',
    it: 'Le richieste speciali non possono superare {max} caratteri.',
    de: 'Besondere Wünsche dürfen höchstens {max} Zeichen lang sein.',
  },
  cancellationPolicyRequired: {
    en: 'Please accept the cancellation policy.',
    it: 'Accetta le condizioni di cancellazione.',
    de: 'Bitte akzeptiere die Stornobedingungen.',
  },
  cityTaxPolicyRequired: {
    en: 'Please accept the city tax terms.',
    it: "Accetta le condizioni sull'imposta di soggiorno.",
    de: 'Bitte akzeptiere die Bedingungen zur Kurtaxe.',
  },

  // Day spa
  dateRequired: { en: 'Please choose a date.', it: 'Scegli una data.', de: 'Bitte wähle ein Datum.' },
  dateOutsideWindow: {
    en: 'Please choose a date between {min} and {max}.',
    it: 'Scegli una data tra il {min} e il {max}.',
    de: 'Bitte wähle ein Datum zwischen {min} und {max}.',
  },
  periodInvalid: {
    en: 'Please choose a valid period.',
    it: 'Scegli un periodo valido.',
    de: 'Bitte wähle einen gültigen Zeitraum.',
  },
  peopleMin: {
    en: 'Please choose at least one person.',
    it: 'Scegli almeno una persona.',
    de: 'Bitte wähle mindestens eine Person.',
  },
  slotRequired: {
    en: 'Please choose a time slot.',
    it: 'Scegli una fascia oraria.',
    de: 'Bitte wähle ein Zeitfenster.',
  },
  rulesRequired: {
    en: 'Please accept the pool rules.',
    it: 'Accetta il regolamento della piscina.',
    de: 'Bitte akzeptiere die Badeordnung.',
  },

  // Participants
  participantTypeRequired: {
    en: 'Please choose the type of participant.',
    it: 'Scegli il tipo di partecipante.',
    de: 'Bitte wähle die Art des Teilnehmers.',
  },
  dateOfBirthRequired: {
    en: 'The date of birth is required.',
    it: 'La data di nascita è obbligatoria.',
    de: 'Das Geburtsdatum ist erforderlich.',
  },
  dateOfBirthFuture: {
    en: 'The date of birth cannot be in the future.',
    it: 'La data di nascita non può essere nel futuro.',
    de: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  },
  infantTooOld: {
    en: 'An infant must be at most {max} year old.',
    it: 'Un neonato deve avere al massimo {max} anno.',
    de: 'Ein Kleinkind darf höchstens {max} Jahr alt sein.',
  },
  minorTooOld: {
    en: 'A minor must be under {max} years old.',
    it: 'Un minore deve avere meno di {max} anni.',
    de: 'Minderjährige müssen jünger als {max} Jahre sein.',
  },
  // Online check-in
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
  // Shop (gift cards)
  productRequired: { en: 'Please choose a product.', it: 'Scegli un prodotto.', de: 'Bitte wähle ein Produkt.' },
  variationRequired: {
    en: 'Please choose what the gift card is for.',
    it: 'Scegli a cosa vale il buono.',
    de: 'Bitte wähle, wofür der Gutschein gilt.',
  },
  quantityRange: {
    en: 'The quantity must be between {min} and {max}.',
    it: 'La quantità deve essere tra {min} e {max}.',
    de: 'Die Menge muss zwischen {min} und {max} liegen.',
  },
  giftCardPeopleRange: {
    en: 'A gift card is for {min} to {max} people.',
    it: 'Un buono vale per {min} a {max} persone.',
    de: 'Ein Gutschein gilt für {min} bis {max} Personen.',
  },
  giftCardMessageMax: {
    en: 'The message may not be longer than {max} characters.',
    it: 'Il messaggio non può superare {max} caratteri.',
    de: 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
  },
  recipientNameRequired: {
    en: "The recipient's name is required.",
    it: 'Il nome del destinatario è obbligatorio.',
    de: 'Der Name des Empfängers ist erforderlich.',
  },
  giftCardCodeRequired: {
    en: 'Please enter the gift card code.',
    it: 'Inserisci il codice del buono.',
    de: 'Bitte gib den Gutscheincode ein.',
  },
  giftCardCodeInvalid: {
    en: 'This is not a gift card code: please check it for typos.',
    it: 'Questo non è un codice di buono: controlla che non ci siano errori di battitura.',
    de: 'Das ist kein Gutscheincode: Bitte prüfe ihn auf Tippfehler.',
  },
  recipientEmailRequired: {
    en: "The recipient's email is required.",
    it: "L'email del destinatario è obbligatoria.",
    de: 'Die E-Mail-Adresse des Empfängers ist erforderlich.',
  },
  recipientsPerCard: {
    en: 'Please give one recipient for each gift card of this line.',
    it: 'Indica un destinatario per ogni buono di questa riga.',
    de: 'Bitte gib für jeden Gutschein dieser Zeile einen Empfänger an.',
  },

  // The page editor
  pageBodyRequired: {
    en: 'The page may not be empty.',
    it: 'La pagina non può essere vuota.',
    de: 'Die Seite darf nicht leer sein.',
  },
  pageBodyMax: {
    en: 'The page is too long: at most {max} characters.',
    it: 'La pagina è troppo lunga: al massimo {max} caratteri.',
    de: 'Die Seite ist zu lang: höchstens {max} Zeichen.',
  },
  pageTypeUnknown: {
    en: 'Only pages can be edited here.',
    it: 'Qui si possono modificare solo le pagine.',
    de: 'Hier können nur Seiten bearbeitet werden.',
  },
  // Personal access tokens
  tokenNameRequired: {
    en: 'Please give the token a name.',
    it: 'Dai un nome al token.',
    de: 'Bitte gib dem Token einen Namen.',
  },
  tokenNameMax: {
    en: 'The name may not be longer than {max} characters.',
    it: 'Il nome non può superare {max} caratteri.',
    de: 'Der Name darf höchstens {max} Zeichen lang sein.',
  },
  tokenScopesRequired: {
    en: 'Please choose at least one scope.',
    it: 'Scegli almeno un permesso.',
    de: 'Bitte wähle mindestens eine Berechtigung.',
  },
  tokenScopeUnknown: {
    en: 'This scope does not exist.',
    it: 'Questo permesso non esiste.',
    de: 'Diese Berechtigung gibt es nicht.',
  },
  tokenLifetimeRange: {
    en: 'A token lasts from 1 to {max} days.',
    it: 'Un token dura da 1 a {max} giorni.',
    de: 'Ein Token gilt 1 bis {max} Tage.',
  },

  // Seasons, closed days and the booking window (docs/product.md §12.9)
  seasonEndsBeforeStart: {
    en: 'A season ends after the day it starts.',
    it: 'Una stagione finisce dopo il giorno in cui inizia.',
    de: 'Eine Saison endet nach dem Tag, an dem sie beginnt.',
  },
  seasonOverlaps: {
    en: 'This season overlaps the season from {start} to {end}.',
    it: 'Questa stagione si sovrappone a quella dal {start} al {end}.',
    de: 'Diese Saison überschneidet sich mit der Saison vom {start} bis {end}.',
  },
  bookableToBeforeFrom: {
    en: 'Sales cannot close before they open.',
    it: 'Le vendite non possono chiudere prima di aprire.',
    de: 'Der Verkauf kann nicht enden, bevor er beginnt.',
  },
  seasonHasStays: {
    en: 'Reservations have days this change would take away: move or cancel them first.',
    it: 'Ci sono prenotazioni nei giorni che questa modifica toglierebbe: spostale o annullale prima.',
    de: 'Reservierungen liegen an Tagen, die diese Änderung wegnehmen würde: Verschiebe oder storniere sie zuerst.',
  },
  closedDayHasStays: {
    en: 'Reservations include this day: move or cancel them first.',
    it: 'Ci sono prenotazioni che comprendono questo giorno: spostale o annullale prima.',
    de: 'Reservierungen umfassen diesen Tag: Verschiebe oder storniere sie zuerst.',
  },
  closedDayExists: {
    en: 'This day is already closed.',
    it: 'Questo giorno è già chiuso.',
    de: 'Dieser Tag ist bereits geschlossen.',
  },

  // Rooms and their out-of-order periods (docs/product.md §12.14)
  roomNumberInvalid: {
    en: 'Enter the room number (letters, digits, a dash or a dot, up to 10).',
    it: 'Inserisci il numero della camera (lettere, cifre, un trattino o un punto, fino a 10).',
    de: 'Gib die Zimmernummer ein (Buchstaben, Ziffern, Bindestrich oder Punkt, bis zu 10).',
  },
  roomNumberTaken: {
    en: 'Another room already has this number.',
    it: 'Un’altra camera ha già questo numero.',
    de: 'Ein anderes Zimmer hat diese Nummer bereits.',
  },
  outOfOrderEndsBeforeStart: {
    en: 'The room is back in service after its first night out of order.',
    it: 'La camera torna in servizio dopo la prima notte fuori servizio.',
    de: 'Das Zimmer ist erst nach der ersten Nacht außer Betrieb wieder in Betrieb.',
  },
  outOfOrderOverlaps: {
    en: 'The room is already out of order from {start} to {end}.',
    it: 'La camera è già fuori servizio dal {start} al {end}.',
    de: 'Das Zimmer ist bereits vom {start} bis {end} außer Betrieb.',
  },
  outOfOrderReasonRequired: {
    en: 'Say why the room is out of order.',
    it: 'Indica perché la camera è fuori servizio.',
    de: 'Gib an, warum das Zimmer außer Betrieb ist.',
  },
  roomHasNights: {
    en: 'Reservations have this room on these nights: move them to another room or cancel them first.',
    it: 'Ci sono prenotazioni in questa camera in queste notti: spostale in un’altra camera o annullale prima.',
    de: 'Reservierungen belegen dieses Zimmer in diesen Nächten: Verlege sie in ein anderes Zimmer oder storniere sie zuerst.',
  },
} satisfies Record<string, Translations>;

export type ValidationMessageKey = keyof typeof validationMessages;

/** The message for `key` in `locale`, with `{min}`/`{max}` filled. */
export function validationMessage(
  locale: Locale,
  key: ValidationMessageKey,
  params?: Record<string, string | number>,
): string {
  return interpolate(validationMessages[key][locale], params);
}
