import type { IsoDate } from './dates';
import type { ValidationMessageKey } from './validation/messages';

/**
 * The rules of the seasons staff edit (docs/product.md §12.9, "Seasons, closed days and the
 * booking window"): pure, so the server decides with them inside its transaction and the tests
 * read them from the product's words.
 */

/** A season as staff write it: its first and last open day, and the days its sales open and close. */
export interface SeasonDraft {
  starts_on: IsoDate;
  ends_on: IsoDate;
  bookable_from: IsoDate | null;
  bookable_to: IsoDate | null;
}

/** A season as stored, and as the staff screen lists it. */
export interface SeasonWire extends SeasonDraft {
  id: number;
}

/** A closed day as the staff screen lists it. */
export interface ClosedDayWire {
  date: IsoDate;
  reason: string | null;
}

/** A reservation that holds days a change would take away, as the refusal lists it. */
export interface StayWire {
  id: number;
  from_date: IsoDate;
  to_date: IsoDate;
  status: string;
  guest: string;
}

export type SeasonField = keyof SeasonDraft;

export type SeasonProblem = {
  field: SeasonField;
  key: Extract<ValidationMessageKey, 'seasonEndsBeforeStart' | 'seasonOverlaps' | 'bookableToBeforeFrom'>;
  /** The season overlapped, for its message. */
  other?: { starts_on: IsoDate; ends_on: IsoDate };
};

type Span = { starts_on: IsoDate; ends_on: IsoDate };

/** Two seasons overlap when they share an open day (first and last days included). */
export const seasonsOverlap = (a: Span, b: Span): boolean => a.starts_on <= b.ends_on && b.starts_on <= a.ends_on;

/**
 * What is wrong with a season among the others (§12.9): it ends after it starts (a later day,
 * not the same), it shares no day with another season, and its sales do not close before they
 * open. `others` are the other seasons (the one edited left out). One problem per field.
 */
export function seasonProblems(draft: SeasonDraft, others: readonly Span[]): SeasonProblem[] {
  const problems: SeasonProblem[] = [];
  if (draft.ends_on <= draft.starts_on) problems.push({ field: 'ends_on', key: 'seasonEndsBeforeStart' });
  else {
    const other = [...others]
      .sort((a, b) => (a.starts_on < b.starts_on ? -1 : 1))
      .find((o) => seasonsOverlap(draft, o));
    if (other)
      problems.push({
        field: 'starts_on',
        key: 'seasonOverlaps',
        other: { starts_on: other.starts_on, ends_on: other.ends_on },
      });
  }
  if (draft.bookable_from && draft.bookable_to && draft.bookable_to < draft.bookable_from)
    problems.push({ field: 'bookable_to', key: 'bookableToBeforeFrom' });
  return problems;
}

type Stay = { from_date: IsoDate; to_date: IsoDate };

/**
 * The days of a stay, arrival to departure: the guest's calendar needs them all inside a season
 * and none closed (domain/season.ts `stayError`), so a change may take none of them away.
 */
const staysOn = (stay: Stay, first: IsoDate, last: IsoDate) => stay.from_date <= last && stay.to_date >= first;

/**
 * The stays a season's change leaves outside it (§12.9): every stay with a day in the season
 * before that is not wholly inside it after; all of its stays when it is deleted (`after` null).
 */
export function staysLeftOut<T extends Stay>(before: Span, after: Span | null, stays: readonly T[]): T[] {
  return stays.filter(
    (stay) =>
      staysOn(stay, before.starts_on, before.ends_on) &&
      !(after && stay.from_date >= after.starts_on && stay.to_date <= after.ends_on),
  );
}

/** The stays with `day` among their days, arrival and departure included (§12.9). */
export function staysOnDay<T extends Stay>(day: IsoDate, stays: readonly T[]): T[] {
  return stays.filter((stay) => staysOn(stay, day, day));
}
