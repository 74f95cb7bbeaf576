import { useState, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { de, enGB, it } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { Popover } from 'radix-ui';
import { useFormikContext } from 'formik';
import { useLingui } from '@lingui/react';
import { isIsoDate } from '@domain/dates';
import { isLocale } from '@domain/locales';
import { FormRow } from './FormRow';
import { useFormField } from './useFormField';

const dayPickerLocales = { it, de, en: enGB };
const isoToDate = (iso: string) =>
  new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const dateToIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export type DateRangeFieldProps = {
  fromName: string;
  toName: string;
  legend: ReactNode;
  fromLabel: ReactNode;
  toLabel: ReactNode;
  /** The button that opens the calendar, e.g. 'Choose on the calendar'. */
  calendarLabel: string;
  /** Days the calendar does not offer ('YYYY-MM-DD'); typed dates are left to the server to judge. */
  isDisabled?: (iso: string) => boolean;
  /** First and last month the calendar shows. */
  min?: string;
  max?: string;
};

/**
 * A from/to pair of 'YYYY-MM-DD' fields (the change-booking request's stays, product.md §8.1) that can be typed or picked
 * on a react-day-picker calendar: the first click picks the start, the second the end (the same
 * day again is a one-day visit; an earlier day starts over).
 */
export function DateRangeField({
  fromName,
  toName,
  legend,
  fromLabel,
  toLabel,
  calendarLabel,
  isDisabled,
  min,
  max,
}: DateRangeFieldProps) {
  const { i18n } = useLingui();
  const language = dayPickerLocales[isLocale(i18n.locale) ? i18n.locale : 'it'];
  const { setFieldTouched } = useFormikContext();
  const from = useFormField<string>({ name: fromName });
  const to = useFormField<string>({ name: toName });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const fromValue = from.field.value ?? '';
  const toValue = to.field.value ?? '';
  const shownFrom = draft ?? (isIsoDate(fromValue) ? fromValue : null);
  const shownTo = draft ? null : isIsoDate(toValue) ? toValue : null;

  const pick = (day: Date | undefined) => {
    if (!day) return;
    const iso = dateToIso(day);
    if (draft === null || iso < draft) return setDraft(iso);
    from.setValue(draft);
    to.setValue(iso);
    void setFieldTouched(fromName, true, false);
    setDraft(null);
    setOpen(false);
  };

  const input = (part: typeof from, name: string, label: ReactNode) => (
    <FormRow label={label} htmlFor={part.inputId} error={part.error} errorId={part.errorId}>
      <input
        {...part.ariaProps}
        id={part.inputId}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="YYYY-MM-DD"
        pattern="\d{4}-\d{2}-\d{2}"
        maxLength={10}
        className="form-input"
        value={part.field.value ?? ''}
        onChange={part.onChange}
        onBlur={part.field.onBlur}
      />
    </FormRow>
  );

  return (
    <fieldset className="form-range date-range">
      <legend className="form-label">{legend}</legend>
      {input(from, fromName, fromLabel)}
      {input(to, toName, toLabel)}
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setDraft(null);
        }}
      >
        <Popover.Trigger asChild>
          <button type="button" className="button button--secondary date-range__open">
            {/* Drawn, not an emoji: phones without an emoji font showed a box. */}
            <svg
              className="date-range__icon"
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
            {calendarLabel}
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="date-range__popover" sideOffset={6} align="start" collisionPadding={8}>
            <DayPicker
              mode="range"
              locale={language}
              selected={
                shownFrom ? { from: isoToDate(shownFrom), to: shownTo ? isoToDate(shownTo) : undefined } : undefined
              }
              onSelect={(_range, day) => pick(day)}
              disabled={isDisabled ? (date: Date) => isDisabled(dateToIso(date)) : undefined}
              startMonth={min ? isoToDate(min) : undefined}
              endMonth={max ? isoToDate(max) : undefined}
              defaultMonth={shownFrom ? isoToDate(shownFrom) : min ? isoToDate(min) : undefined}
              weekStartsOn={1}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </fieldset>
  );
}
