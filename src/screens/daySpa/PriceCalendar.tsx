import { createContext, memo, useContext, useMemo, type ButtonHTMLAttributes } from 'react';
import { DayPicker, type CalendarDay, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { INTL_LOCALE, type Locale } from '@domain/locales';
import { calendarOpensOn, isOnSale, type AvailabilityRecord } from '../../api/daySpa';
import { useLocale } from '../../i18n/useLocale';
import { dateToIso, isoToDate, useDayPickerLanguage } from '../../ui/dayPicker';
import { Skeleton } from '../../ui';

/** What the calendar shows for one day: the lowest bookable price per person, or nothing bookable. */
interface DayInfo {
  price: number | null;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** '35 €' / '€35' for whole euros, with cents otherwise: short enough for a day cell on a phone. */
function shortPrice(cents: number, locale: Locale) {
  const digits = cents % 100 === 0 ? 0 : 2;
  // One formatter per language and style: the calendar asks for sixty days at each render.
  const key = `${locale} ${digits}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    priceFormats.set(key, format);
  }
  return format.format(cents / 100);
}

export interface PriceCalendarProps {
  min: string;
  max: string;
  records: AvailabilityRecord[];
  loading: boolean;
  onChoose: (date: string) => void;
}

/**
 * The inline calendar of product.md §3.1: each day from today to two months ahead shows its price per
 * person or a not-available mark; days without any availability record are faded. It opens on the
 * month of the first day with a record (in the winter closure, the season's start: issue 29). Memoised: its
 * screen passes it deferred prices, and renders it again only when they or the window change.
 */
export const PriceCalendar = memo(function PriceCalendar({ min, max, records, loading, onChoose }: PriceCalendarProps) {
  const locale = useLocale();
  const language = useDayPickerLanguage(locale);
  const byDate = useMemo(() => {
    const map = new Map<string, DayInfo>();
    for (const record of records) {
      const info = map.get(record.date) ?? { price: null };
      if (isOnSale(record) && (info.price === null || record.sale_price < info.price)) info.price = record.sale_price;
      map.set(record.date, info);
    }
    return map;
  }, [records]);

  const noRecord = (date: Date) => {
    const iso = dateToIso(date);
    return iso >= min && iso <= max && !byDate.has(iso);
  };
  const unavailable = (date: Date) => byDate.get(dateToIso(date))?.price === null;

  const shown = useMemo(() => ({ byDate, min, max }), [byDate, min, max]);
  // The month is drawn once, with its prices: sixty day cells drawn twice cost a phone a long
  // task (issue 10). The placeholder takes the calendar's place (the same height), so nothing moves.
  if (loading) {
    return (
      <div className="price-calendar" aria-busy="true">
        <Skeleton height="var(--price-calendar-height)" />
      </div>
    );
  }
  return (
    <CalendarData.Provider value={shown}>
      <div className="price-calendar">
        <DayPicker
          mode="single"
          locale={language.locale}
          labels={language.labels}
          startMonth={isoToDate(min)}
          endMonth={isoToDate(max)}
          defaultMonth={isoToDate(calendarOpensOn(records, min))}
          disabled={[{ before: isoToDate(min) }, { after: isoToDate(max) }]}
          modifiers={{ noRecord, unavailable }}
          modifiersClassNames={{ noRecord: 'price-calendar__no-record', unavailable: 'price-calendar__unavailable' }}
          components={{ DayButton: PriceDayButton }}
          onDayClick={(date, modifiers) => {
            if (!modifiers.disabled) onChoose(dateToIso(date));
          }}
          showOutsideDays={false}
          weekStartsOn={1}
        />
      </div>
    </CalendarData.Provider>
  );
});

const CalendarData = createContext<{ byDate: Map<string, DayInfo>; min: string; max: string }>({
  byDate: new Map(),
  min: '',
  max: '',
});

/** One day of the calendar: its number and its price per person (or '—'), with a spoken label that starts with the calendar's own ('Today, Tuesday 5 March 2024'). */
function PriceDayButton({
  day,
  modifiers,
  ...button
}: { day: CalendarDay; modifiers: Modifiers } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { t } = useLingui();
  const locale = useLocale();
  const { byDate, min, max } = useContext(CalendarData);
  const iso = dateToIso(day.date);
  const info = byDate.get(iso);
  const inWindow = iso >= min && iso <= max;
  const when = button['aria-label'] ?? formatDate(iso, locale, 'dddd D MMMM YYYY');
  let mark = '';
  let label = when;
  if (inWindow && info?.price != null) {
    mark = shortPrice(info.price, locale);
    label = t`${when}: ${mark} per person`;
  } else if (inWindow) {
    mark = '—';
    label = t`${when}: not available`;
  }
  return (
    <button
      {...button}
      aria-label={label}
      data-date={iso}
      data-price={info?.price ?? undefined}
      data-has-record={info ? 'true' : 'false'}
    >
      <span className="price-calendar__day">{day.date.getDate()}</span>
      {!modifiers.outside ? (
        <span className="price-calendar__price" aria-hidden="true">
          {mark}
        </span>
      ) : null}
    </button>
  );
}
