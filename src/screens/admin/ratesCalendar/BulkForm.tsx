import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays } from '@domain/dates';
import { INTL_LOCALE } from '@domain/locales';
import { parseMoneyInput } from '@domain/money';
import type { BulkChangeRequest } from '@machines/calendarEditor.machine';
import { useLocale } from '../../../i18n/useLocale';
import type { CalendarData } from './calendarApi';
import { useCellTexts } from './cellTexts';

interface Props {
  data: CalendarData;
  /** The server's reasons after a refused preview. */
  failure: string[] | null;
  busy: boolean;
  onPreview: (change: BulkChangeRequest) => void;
  onCancel: () => void;
}

type PriceChoice = '' | 'set' | 'raise-amount' | 'lower-amount' | 'raise-percent' | 'lower-percent';
type FlagChoice = '' | 'yes' | 'no';
const NUMBERS = ['rooms_to_sell', 'min_stay', 'max_stay'] as const;
const FLAGS = ['stop_sell', 'closed_to_arrival', 'closed_to_departure'] as const;
/** A Monday: the weekdays' names are read from the week that starts on it. */
const A_MONDAY = '2024-01-01';

/**
 * The bulk change (product.md §12.12 "Bulk change"): a range, weekdays, categories and rate plans
 * (none ticked: all), the price set or moved, restrictions set. The server works out which cells
 * change; this form only says what to do.
 */
export function BulkForm({ data, failure, busy, onPreview, onCancel }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const texts = useCellTexts();
  const id = useId();
  const [range, setRange] = useState({ from: data.from, to: data.to });
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [categories, setCategories] = useState<number[]>([]);
  const [plans, setPlans] = useState<number[]>([]);
  const [price, setPrice] = useState<{ choice: PriceChoice; value: string }>({ choice: '', value: '' });
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [flags, setFlags] = useState<Record<string, FlagChoice>>({});
  const [error, setError] = useState<string | null>(null);
  const weekdayName = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'short', timeZone: 'UTC' });
  const toggle = (list: number[], value: number) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change: BulkChangeRequest = {
      ...range,
      weekdays,
      category_ids: categories,
      rate_plan_ids: plans,
    };
    if (price.choice) {
      const text = price.value.trim();
      const percent = price.choice.endsWith('percent');
      const amount = percent ? Number(text.replace(',', '.')) : parseMoneyInput(text);
      if (!/^\d+([.,]\d{1,2})?$/.test(text) || !Number.isFinite(amount)) {
        setError(percent ? t`Write a percentage, e.g. 10.` : t`Write an amount in euros, e.g. 12.50.`);
        return;
      }
      const value = percent ? Math.round(amount) : amount;
      change.price = {
        mode: price.choice === 'set' ? 'set' : percent ? 'percent' : 'amount',
        value: price.choice.startsWith('lower') ? -value : value,
      };
    }
    for (const field of NUMBERS)
      if (numbers[field]?.trim()) {
        if (!/^\d+$/.test(numbers[field].trim())) {
          setError(t`${texts.rowName(field)}: write a whole number.`);
          return;
        }
        change[field] = Number(numbers[field]);
      }
    for (const field of FLAGS) if (flags[field]) change[field] = flags[field] === 'yes';
    setError(null);
    onPreview(change);
  };

  const messages = [...(error ? [error] : []), ...(failure ?? [])];
  return (
    <form
      className="admin-calendar__form admin-calendar__bulk"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      data-testid="calendar-bulk"
    >
      <h3 id={`${id}-title`}>
        <Trans>Bulk change</Trans>
      </h3>
      <div className="admin-calendar__pair">
        <label>
          <Trans>From</Trans>{' '}
          <input
            type="date"
            className="form-control"
            value={range.from}
            required
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
        </label>
        <label>
          <Trans>To</Trans>{' '}
          <input
            type="date"
            className="form-control"
            value={range.to}
            required
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </label>
      </div>
      <fieldset>
        <legend>
          <Trans>Weekdays (none: every day)</Trans>
        </legend>
        {[1, 2, 3, 4, 5, 6, 7].map((day) => (
          <label key={day} className="admin-calendar__flag">
            <input
              type="checkbox"
              checked={weekdays.includes(day)}
              onChange={() => setWeekdays(toggle(weekdays, day))}
            />{' '}
            {weekdayName.format(new Date(`${addDays(A_MONDAY, day - 1)}T00:00:00Z`))}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Room categories (none: all)</Trans>
        </legend>
        {data.categories.map((category) => (
          <label key={category.id} className="admin-calendar__flag">
            <input
              type="checkbox"
              checked={categories.includes(category.id)}
              onChange={() => setCategories(toggle(categories, category.id))}
            />{' '}
            {category.name}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Rate plans (none: all)</Trans>
        </legend>
        {data.rate_plans.map((plan) => (
          <label key={plan.id} className="admin-calendar__flag">
            <input
              type="checkbox"
              checked={plans.includes(plan.id)}
              onChange={() => setPlans(toggle(plans, plan.id))}
            />{' '}
            {plan.name}
          </label>
        ))}
      </fieldset>
      <div className="admin-calendar__pair">
        <label>
          <Trans>Price</Trans>{' '}
          <select
            className="form-control"
            value={price.choice}
            onChange={(event) => setPrice({ ...price, choice: event.target.value as PriceChoice })}
          >
            <option value="">{t`Unchanged`}</option>
            <option value="set">{t`Set to (€)`}</option>
            <option value="raise-amount">{t`Raise by (€)`}</option>
            <option value="lower-amount">{t`Lower by (€)`}</option>
            <option value="raise-percent">{t`Raise by (%)`}</option>
            <option value="lower-percent">{t`Lower by (%)`}</option>
          </select>
        </label>
        {price.choice ? (
          <label>
            <Trans>Amount</Trans>{' '}
            <input
              className="form-control"
              inputMode="decimal"
              value={price.value}
              required
              onChange={(event) => setPrice({ ...price, value: event.target.value })}
            />
          </label>
        ) : null}
      </div>
      {NUMBERS.map((field) => (
        <div key={field} className="admin-calendar__pair">
          <label htmlFor={`${id}-${field}`}>{texts.rowName(field)}</label>
          <input
            id={`${id}-${field}`}
            className="form-control"
            inputMode="numeric"
            value={numbers[field] ?? ''}
            placeholder={t`Unchanged`}
            onChange={(event) => setNumbers({ ...numbers, [field]: event.target.value })}
          />
        </div>
      ))}
      {FLAGS.map((field) => (
        <div key={field} className="admin-calendar__pair">
          <label htmlFor={`${id}-${field}`}>{texts.rowName(field)}</label>
          <select
            id={`${id}-${field}`}
            className="form-control"
            value={flags[field] ?? ''}
            onChange={(event) => setFlags({ ...flags, [field]: event.target.value as FlagChoice })}
          >
            <option value="">{t`Unchanged`}</option>
            <option value="yes">{t`yes`}</option>
            <option value="no">{t`no`}</option>
          </select>
        </div>
      ))}
      {messages.length ? (
        <div className="notice notice--error" role="alert">
          {messages.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ) : null}
      <div className="admin-calendar__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          <Trans>Preview the change</Trans>
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
