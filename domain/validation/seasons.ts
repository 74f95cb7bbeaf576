import { object, type InferType } from 'yup';
import { formatDate, isIsoDate } from '../dates';
import type { Locale } from '../locales';
import { seasonProblems, type SeasonDraft } from '../seasonAdmin';
import { fields } from './fields';

/** The years a season or a closed day may fall in: the database keeps no year 0, nobody plans for 2200. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2199;
const inYears = (value: unknown) =>
  typeof value !== 'string' ||
  !isIsoDate(value) ||
  (Number(value.slice(0, 4)) >= FIRST_YEAR && Number(value.slice(0, 4)) <= LAST_YEAR);

/** A required day staff type: a calendar date of the years above. */
export function staffDay(locale: Locale) {
  const f = fields(locale);
  return f.isoDate('required').test('years', f.m('dateInvalid'), inYears);
}

/**
 * A season as staff save it (docs/product.md §12.9): first and last open day, and the days its
 * sales open and close (either may be left empty: the default rule of product.md §2.1). The rules
 * between the fields run here (the form and the server); the overlap with other seasons runs
 * on the server, inside its transaction, with the same `seasonProblems`.
 */
export function seasonSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  const optionalDate = () =>
    f
      .text()
      .transform((value: unknown) => (value === '' ? null : value))
      .nullable()
      .default(null)
      .test('iso-date', m('dateInvalid'), (value) => value == null || (isIsoDate(value) && inYears(value)));
  return object({
    starts_on: staffDay(locale),
    ends_on: staffDay(locale).test('season-order', function (ends) {
      const message = fieldProblem(this.parent, 'ends_on', ends, locale);
      return message ? this.createError({ message }) : true;
    }),
    bookable_from: optionalDate(),
    bookable_to: optionalDate().test('sales-order', function (to) {
      const message = fieldProblem(this.parent, 'bookable_to', to, locale);
      return message ? this.createError({ message }) : true;
    }),
  });
}
export type SeasonValues = InferType<ReturnType<typeof seasonSchema>>;

/** `seasonProblems` without other seasons, for one field: its message, or null when it has none. */
function fieldProblem(
  parent: Record<string, unknown>,
  field: 'ends_on' | 'bookable_to',
  value: unknown,
  locale: Locale,
): string | null {
  const draft = { ...parent, [field]: value } as unknown as SeasonDraft;
  if (!isIsoDate(draft.starts_on) || !isIsoDate(draft.ends_on)) return null;
  const problem = seasonProblems(draft, []).find((p) => p.field === field);
  return problem ? seasonProblemMessage(problem, locale) : null;
}

/** A season problem's message in `locale` (the overlapped season's days formatted for people). */
export function seasonProblemMessage(problem: ReturnType<typeof seasonProblems>[number], locale: Locale): string {
  const { m } = fields(locale);
  return problem.other
    ? m(problem.key, {
        start: formatDate(problem.other.starts_on, locale),
        end: formatDate(problem.other.ends_on, locale),
      })
    : m(problem.key);
}

/** A day staff close, with why (optional, shown to staff only). */
export function closedDaySchema(locale: Locale) {
  const f = fields(locale);
  return object({
    date: staffDay(locale),
    reason: f.text().nullable().default(null),
  });
}
export type ClosedDayValues = InferType<ReturnType<typeof closedDaySchema>>;
