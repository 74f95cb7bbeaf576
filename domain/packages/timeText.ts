import { formatDate } from '../dates';
import type { Locale } from '../locales';
import { hotelClockOf } from '../spaSchedule/hotelClock';

/**
 * A treatment time as the guest reads it everywhere (product.md §16.6): the day and the start in
 * hotel time, and the end when given: 'Tue, 13 Oct 2026 10:00–10:50'.
 */
export function treatmentTimeText(start: number, locale: Locale, end?: number): string {
  const from = hotelClockOf(start);
  const day = `${formatDate(from.date, locale, 'ddd DD MMM YYYY')} ${from.time}`;
  return end === undefined ? day : `${day}–${hotelClockOf(end).time}`;
}
