import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Labels } from 'react-day-picker';
import { de, enGB, it } from 'react-day-picker/locale';
import { formatDate } from '@domain/dates';
import type { Locale } from '@domain/locales';

const dayPickerLocales = { it, de, en: enGB };

/** Dates for the calendars: 'YYYY-MM-DD' <-> local midnight (DayPicker works with local dates). */
export const isoToDate = (iso: string) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
export const dateToIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * What react-day-picker needs to speak the route's language: its locale (month and day names,
 * first day of the week) and every label it gives to assistive technology, which it otherwise
 * writes in English ("Go to the Next Month", "Today, ...").
 */
export function useDayPickerLanguage(locale: Locale) {
  const { t } = useLingui();
  const labels = useMemo<Partial<Labels>>(() => {
    const day = (date: Date, modifiers: { today?: boolean; selected?: boolean } = {}) => {
      const spoken = formatDate(dateToIso(date), locale, 'dddd D MMMM YYYY');
      const today = modifiers.today ? t`Today, ${spoken}` : spoken;
      return modifiers.selected ? t`${today}, selected` : today;
    };
    return {
      labelNav: () => t`Months`,
      labelNext: () => t`Go to the next month`,
      labelPrevious: () => t`Go to the previous month`,
      labelDayButton: (date, modifiers) => day(date, modifiers),
      labelGridcell: (date, modifiers) => day(date, modifiers ?? {}),
      labelMonthDropdown: () => t`Choose the month`,
      labelYearDropdown: () => t`Choose the year`,
      labelWeekNumber: (weekNumber) => t`Week ${weekNumber}`,
      labelWeekNumberHeader: () => t`Week number`,
    };
  }, [locale, t]);
  return { locale: dayPickerLocales[locale], labels };
}
