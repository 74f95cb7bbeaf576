import { useLocale } from '../../../i18n/useLocale';

/** Monday to Sunday in the screen's language (weekday 1 is Monday, as the API counts). */
export function useWeekdayNames(): string[] {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((d) => format.format(Date.UTC(2024, 0, d)));
}
