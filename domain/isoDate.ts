/**
 * Calendar dates travel as 'YYYY-MM-DD' strings (domain/dates.ts has the arithmetic). The check
 * lives apart so that the route table, which the first paint loads, does not bring every date
 * helper into the browser's entry chunk with it (decision 026).
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];
}

/** The parts of a real calendar date written 'YYYY-MM-DD', or null. */
export function isoDateParts(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True only for a real calendar date written 'YYYY-MM-DD' ('2023-02-29' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && isoDateParts(value) !== null;
}
