import type { Translations } from '../../locales';

/** The day spa and its participants. German uses "du", like the server's other texts. */
export const daySpaMessages = {
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
    en: 'Infants come free up to the age of {max}: an older child is a minor.',
    it: "I neonati sono gratuiti fino all'età di {max}: un bambino più grande è un minore.",
    de: 'Kleinkinder sind bis zum Alter von {max} frei: ein älteres Kind ist minderjährig.',
  },
  minorTooOld: {
    en: 'A minor must be under {max} years old.',
    it: 'Un minore deve avere meno di {max} anni.',
    de: 'Minderjährige müssen jünger als {max} Jahre sein.',
  },
} satisfies Record<string, Translations>;
