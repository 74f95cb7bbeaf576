import { addDays, dayNumber, weekdayOfDay, type IsoDate } from './dates';
import { interpolate, type Locale, type Translations } from './locales';

/**
 * The day spa's calendar as the revenue manager edits it (docs/product.md §12.16): slots by day
 * with their capacity and price per person, bulk price changes over days, closed days. Pure, so
 * the server decides with these rules inside its transaction and the form checks the same.
 */

/** The most days one change (new slots, new prices) or one listing covers. */
export const SPA_MAX_RANGE_DAYS = 366;
/** The most days one listing returns: a month's page with its edges. */
export const SPA_MAX_LIST_DAYS = 62;
/** The bounds of a slot: places and price per person (cents). */
export const SPA_LIMITS = {
  maxCapacity: 500,
  maxPriceCents: 100_000,
  titleMax: 40,
  productTitleMax: 80,
  descriptionMax: 1000,
} as const;

/** ISO weekdays: 1 Monday .. 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const weekdayOf = (day: IsoDate): number => weekdayOfDay(dayNumber(day));

/** The days from `from` to `to` (both included) that fall on one of `weekdays` (all when empty). */
export function daysOf(from: IsoDate, to: IsoDate, weekdays: readonly number[]): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= to && days.length <= SPA_MAX_RANGE_DAYS; day = addDays(day, 1))
    if (!weekdays.length || weekdays.includes(weekdayOf(day))) days.push(day);
  return days;
}

/** How long a range is, in days, both ends included. */
export const rangeLength = (from: IsoDate, to: IsoDate) => dayNumber(to) - dayNumber(from) + 1;

export type PriceChangeMode = 'set' | 'raise' | 'lower';
export const PRICE_CHANGE_MODES: readonly PriceChangeMode[] = ['set', 'raise', 'lower'];

/** A slot's price after a bulk change: the amount itself, or the old price raised or lowered by it. */
export function changedPrice(old: number, mode: PriceChangeMode, amount: number): number {
  if (mode === 'set') return amount;
  return mode === 'raise' ? old + amount : old - amount;
}

/**
 * The days a bulk change would change (docs/product.md §12.16): those with a slot whose price is
 * not already the new one. The preview counts them, and the change refuses a price below zero.
 */
export function priceChangeEffect(
  slots: readonly { date: IsoDate; price: number }[],
  mode: PriceChangeMode,
  amount: number,
): { days: number; slots: number; belowZero: boolean; tooHigh: boolean } {
  const days = new Set<IsoDate>();
  let changed = 0;
  let belowZero = false;
  let tooHigh = false;
  for (const slot of slots) {
    const price = changedPrice(slot.price, mode, amount);
    if (price < 0) belowZero = true;
    if (price > SPA_LIMITS.maxPriceCents) tooHigh = true;
    if (price !== slot.price) {
      changed++;
      days.add(slot.date);
    }
  }
  return { days: days.size, slots: changed, belowZero, tooHigh };
}

/** A slot may not hold fewer places than its guests already took (docs/product.md §12.16). */
export const capacityFits = (capacity: number, sold: number) => capacity >= sold;

/** 'HH:mm' or 'HH:mm:ss' from the database, as the form shows it. */
export const hhmm = (time: string) => time.slice(0, 5);

// --- Wire types --------------------------------------------------------------------------------

/** A day-spa product as the back office lists it: names and descriptions in every language. */
export interface SpaProductWire {
  id: number;
  slug: string;
  title: Translations;
  description: Translations;
  active: boolean;
  /** The participant rules (product.md §12.16); max_people null: what a slot holds. */
  free_infant_max_age_years: number;
  infants_per_place: number;
  minors_admitted: boolean;
  min_people: number;
  max_people: number | null;
}

export interface SpaSlotWire {
  id: number;
  title: string | null;
  starts_at: string;
  ends_at: string;
  capacity: number;
  /** Places taken by paid reservations and by holds still running. */
  sold: number;
  /** Price per person, cents. */
  price: number;
}

export interface SpaDayWire {
  date: IsoDate;
  /** 1 Monday .. 7 Sunday. */
  weekday: number;
  closed: boolean;
  slots: SpaSlotWire[];
}

/** A reservation standing in the way of a change, as the refusal lists it. */
export interface SpaReservationWire {
  number: string;
  date: IsoDate;
  slot_title: string | null;
  guest: string;
  people: number;
  status: string;
}

// --- Messages ------------------------------------------------------------------------------------

/** The day-spa editor's messages (the form's and the server's), in every language. */
export const spaAdminMessages = {
  productTitleRequired: {
    en: 'Give the product a name in this language.',
    it: 'Dai un nome al prodotto in questa lingua.',
    de: 'Gib dem Produkt einen Namen in dieser Sprache.',
  },
  descriptionRequired: {
    en: 'Describe the product in this language.',
    it: 'Descrivi il prodotto in questa lingua.',
    de: 'Beschreib das Produkt in dieser Sprache.',
  },
  timeInvalid: {
    en: 'Write a time as 09:30.',
    it: 'Scrivi un orario come 09:30.',
    de: 'Schreib eine Uhrzeit wie 09:30.',
  },
  endsBeforeStart: {
    en: 'The slot ends after it starts.',
    it: 'La fascia oraria finisce dopo il suo inizio.',
    de: 'Das Zeitfenster endet nach seinem Beginn.',
  },
  capacityRange: {
    en: 'Places: a whole number from {min} to {max}.',
    it: 'Posti: un numero intero da {min} a {max}.',
    de: 'Plätze: eine ganze Zahl von {min} bis {max}.',
  },
  priceRange: {
    en: 'Price per person: from {min} to {max}.',
    it: 'Prezzo a persona: da {min} a {max}.',
    de: 'Preis pro Person: von {min} bis {max}.',
  },
  toBeforeFrom: {
    en: 'The last day is not before the first.',
    it: 'L’ultimo giorno non è prima del primo.',
    de: 'Der letzte Tag liegt nicht vor dem ersten.',
  },
  rangeTooLong: {
    en: 'At most {max} days at a time.',
    it: 'Al massimo {max} giorni per volta.',
    de: 'Höchstens {max} Tage auf einmal.',
  },
  pastDay: {
    en: 'Choose today or a later day.',
    it: 'Scegli oggi o un giorno successivo.',
    de: 'Wähle heute oder einen späteren Tag.',
  },
  weekdaysRequired: {
    en: 'Choose at least one day of the week.',
    it: 'Scegli almeno un giorno della settimana.',
    de: 'Wähle mindestens einen Wochentag.',
  },
  noDays: {
    en: 'No day between these dates falls on the days of the week chosen.',
    it: 'Nessun giorno tra queste date cade nei giorni della settimana scelti.',
    de: 'Kein Tag zwischen diesen Daten fällt auf die gewählten Wochentage.',
  },
  slotExists: {
    en: 'A slot with this title already exists on {day}.',
    it: 'Il {day} esiste già una fascia oraria con questo titolo.',
    de: 'Am {day} gibt es schon ein Zeitfenster mit diesem Titel.',
  },
  wholeDaySlotExists: {
    en: 'The whole-day slot (without a title) already exists on {day}: give this one a title.',
    it: 'Il {day} esiste già la fascia giornaliera (senza titolo): dai un titolo a questa.',
    de: 'Am {day} gibt es schon das Ganztags-Zeitfenster (ohne Titel): gib diesem einen Titel.',
  },
  capacityUnderSold: {
    en: '{sold} places are already sold: the capacity cannot go below that.',
    it: 'Sono già venduti {sold} posti: la capienza non può scendere sotto.',
    de: 'Es sind schon {sold} Plätze verkauft: Die Kapazität kann nicht darunter sinken.',
  },
  slotHasReservations: {
    en: 'Guests have booked this slot: it stays, lower its places to what is sold or close the day.',
    it: 'Ci sono ospiti che hanno prenotato questa fascia: resta, riduci i posti a quelli venduti o chiudi il giorno.',
    de: 'Gäste haben dieses Zeitfenster gebucht: Es bleibt, senke die Plätze auf die verkauften oder schließe den Tag.',
  },
  dayHasReservations: {
    en: 'Guests have booked this day: move or cancel their reservations first.',
    it: 'Ci sono ospiti prenotati in questo giorno: sposta o annulla prima le loro prenotazioni.',
    de: 'Für diesen Tag haben Gäste gebucht: Verschiebe oder storniere zuerst ihre Reservierungen.',
  },
  dayClosedAlready: {
    en: 'This day is already closed.',
    it: 'Questo giorno è già chiuso.',
    de: 'Dieser Tag ist bereits geschlossen.',
  },
  dayNotClosed: {
    en: 'This day is not closed.',
    it: 'Questo giorno non è chiuso.',
    de: 'Dieser Tag ist nicht geschlossen.',
  },
  priceBelowZero: {
    en: 'Lowered by this much, a price would go below zero.',
    it: 'Ribassato di tanto, un prezzo scenderebbe sotto zero.',
    de: 'So weit gesenkt, würde ein Preis unter null fallen.',
  },
  priceTooHigh: {
    en: 'Raised by this much, a price would go above {max}.',
    it: 'Rialzato di tanto, un prezzo supererebbe {max}.',
    de: 'So weit erhöht, würde ein Preis über {max} steigen.',
  },
  modeInvalid: {
    en: 'Choose set, raise or lower.',
    it: 'Scegli imposta, aumenta o riduci.',
    de: 'Wähle festlegen, erhöhen oder senken.',
  },
  slotNotFound: {
    en: 'This slot no longer exists.',
    it: 'Questa fascia oraria non esiste più.',
    de: 'Dieses Zeitfenster gibt es nicht mehr.',
  },
  infantAgeRange: {
    en: 'Free infants: up to an age from {min} to {max} years.',
    it: "Neonati gratuiti: fino a un'età da {min} a {max} anni.",
    de: 'Freie Kleinkinder: bis zu einem Alter von {min} bis {max} Jahren.',
  },
  infantsPerPlaceRange: {
    en: 'Infants per booked place: a whole number from {min} to {max} (0: no infants).',
    it: 'Neonati per posto prenotato: un numero intero da {min} a {max} (0: niente neonati).',
    de: 'Kleinkinder pro gebuchtem Platz: eine ganze Zahl von {min} bis {max} (0: keine Kleinkinder).',
  },
  minPeopleRange: {
    en: 'Fewest people: a whole number from {min} to {max}.',
    it: 'Minimo di persone: un numero intero da {min} a {max}.',
    de: 'Mindestens Personen: eine ganze Zahl von {min} bis {max}.',
  },
  maxPeopleRange: {
    en: 'Most people: empty (what a slot holds) or a whole number from {min} to {max}.',
    it: 'Massimo di persone: vuoto (i posti della fascia) o un numero intero da {min} a {max}.',
    de: 'Höchstens Personen: leer (was ein Zeitfenster fasst) oder eine ganze Zahl von {min} bis {max}.',
  },
  maxBelowMin: {
    en: 'The most people cannot be fewer than the fewest ({min}).',
    it: 'Il massimo di persone non può essere inferiore al minimo ({min}).',
    de: 'Die Höchstzahl darf nicht kleiner als die Mindestzahl ({min}) sein.',
  },
  productNotFound: {
    en: 'Day-spa product not found.',
    it: 'Prodotto day spa non trovato.',
    de: 'Day-Spa-Produkt nicht gefunden.',
  },
} satisfies Record<string, Translations>;

export type SpaAdminMessageKey = keyof typeof spaAdminMessages;

export const spaAdminMessage = (locale: Locale, key: SpaAdminMessageKey, params?: Record<string, string | number>) =>
  interpolate(spaAdminMessages[key][locale], params);
