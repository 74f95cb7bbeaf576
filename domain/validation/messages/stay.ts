import type { Translations } from '../../locales';

/** Stay dates and rooms: the search, the rooms, the guests. German uses "du", like the server's other texts. */
export const stayMessages = {
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
} satisfies Record<string, Translations>;
