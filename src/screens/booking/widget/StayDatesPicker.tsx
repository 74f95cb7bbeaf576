import { useId, useMemo, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Popover } from 'radix-ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { bookingWindow, isDateDisabled } from '@domain/season';
import { formatDate, nightsBetween } from '@domain/dates';
import type { Locale } from '@domain/locales';
import type { BookingCalendar } from '@src/api/booking';
import { dateToIso, isoToDate, useDayPickerLanguage } from '@src/ui/dayPicker';
import { useCounts } from '@src/i18n/counts';

export interface StayDatesPickerProps {
  calendar: BookingCalendar;
  locale: Locale;
  from: string;
  to: string;
  disabled?: boolean;
  onChange: (from: string, to: string) => void;
}

/**
 * Check-in and check-out (shown 'ddd DD MMM YYYY') with a range calendar in a popover. Days the
 * season rules close (outside the window, between seasons, closed dates) cannot be picked, and a
 * stay cannot run across them; days closed to arrival cannot be the check-in.
 */
export function StayDatesPicker({ calendar, locale, from, to, disabled, onChange }: StayDatesPickerProps) {
  const { t } = useLingui();
  const counts = useCounts();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const labelId = useId();
  const { season, closedDates, today } = calendar;
  const bookable = useMemo(() => bookingWindow(season, today), [season, today]);
  const noArrival = useMemo(() => new Set(calendar.closedToArrival ?? []), [calendar.closedToArrival]);
  // While the check-in day is chosen, the days closed to arrival cannot be picked (product.md §12.12).
  const choosingCheckIn = !draft?.from;
  const isDisabled = (date: Date) => {
    const iso = dateToIso(date);
    return isDateDisabled(iso, season, closedDates, today) || (choosingCheckIn && noArrival.has(iso));
  };
  const selected = draft ?? { from: isoToDate(from), to: isoToDate(to) };
  const nights = nightsBetween(from, to);
  const language = useDayPickerLanguage(locale);

  const select = (range: DateRange | undefined, day: Date) => {
    // A click after a complete stay starts a new one from that day.
    const next = draft === undefined ? { from: day, to: undefined } : range;
    if (next?.from && next.to && dateToIso(next.to) > dateToIso(next.from)) {
      setDraft(undefined);
      setOpen(false);
      onChange(dateToIso(next.from), dateToIso(next.to));
    } else setDraft(next ?? undefined);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setDraft(undefined);
      }}
    >
      <div className="stay-dates" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="form-label">
          <Trans>Your stay</Trans>
        </span>
        <Popover.Trigger asChild disabled={disabled}>
          <button type="button" className="stay-dates__trigger" aria-label={t`Choose the dates of your stay`}>
            <span className="stay-dates__part">
              <span className="stay-dates__caption">
                <Trans>Check-in</Trans>
              </span>
              <span className="stay-dates__value" data-testid="check-in">
                {formatDate(from, locale, 'ddd DD MMM YYYY')}
              </span>
            </span>
            <span className="stay-dates__part">
              <span className="stay-dates__caption">
                <Trans>Check-out</Trans>
              </span>
              <span className="stay-dates__value" data-testid="check-out">
                {formatDate(to, locale, 'ddd DD MMM YYYY')}
              </span>
            </span>
            <span className="stay-dates__nights">{counts.nights(nights)}</span>
          </button>
        </Popover.Trigger>
      </div>
      <Popover.Portal>
        <Popover.Content
          className="stay-dates__popover"
          sideOffset={6}
          align="start"
          collisionPadding={8}
          aria-label={t`Choose the dates of your stay`}
        >
          <p className="stay-dates__hint">
            {draft?.from ? <Trans>Now choose the check-out day.</Trans> : <Trans>Choose the check-in day.</Trans>}
          </p>
          <DayPicker
            mode="range"
            locale={language.locale}
            labels={language.labels}
            selected={selected}
            onSelect={select}
            disabled={isDisabled}
            excludeDisabled
            startMonth={isoToDate(bookable.min)}
            endMonth={isoToDate(bookable.max)}
            defaultMonth={isoToDate(from)}
            weekStartsOn={1}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
