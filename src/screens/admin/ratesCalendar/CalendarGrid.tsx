import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/dates';
import { useLocale } from '../../../i18n/useLocale';
import { CATEGORY_ROWS, type CalendarData } from './calendarApi';
import {
  cellKey,
  categoryCellOf,
  daysOf,
  moveInGrid,
  parseKey,
  priceCellOf,
  rangeOf,
  rowKey,
  type GridRow,
} from './calendarCells';
import { useCellTexts } from './cellTexts';

interface Props {
  data: CalendarData;
  /** The category shown, or all of them. */
  shown: number | 'all';
  selection: string[];
  disabled: boolean;
  onSelect: (cells: string[]) => void;
  /** Escape in the grid closes the side form. */
  onEscape: () => void;
}

/**
 * The month's grid: a plain table, days across, per category a row per restriction and per rate
 * plan a price row. Every cell is a toggle button named with its category, row, day and value.
 * Keyboard (roving tabindex, product.md §12.12): Tab reaches one cell, the arrows move between
 * cells, Home / End to the row's ends, Enter or Space edits (with Shift for a range, Ctrl/Cmd to add),
 * Escape closes the form.
 */
export function CalendarGrid({ data, shown, selection, disabled, onSelect, onEscape }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const texts = useCellTexts();
  const anchor = useRef<{ row: string; date: string } | null>(null);
  const days = daysOf(data.from, data.to);
  const selected = new Set(selection);
  const table = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const rows: GridRow[] = data.categories
    .filter((category) => shown === 'all' || category.id === shown)
    .flatMap((category) => [
      ...CATEGORY_ROWS.map((field): GridRow => ({ kind: 'category', categoryId: category.id, field })),
      ...data.rate_plans.map((plan): GridRow => ({ kind: 'price', categoryId: category.id, planId: plan.id })),
    ]);
  const drawn = new Set(rows.map(rowKey));
  // The one cell Tab reaches: the last one moved to, else the first selected, else the first.
  const focusable =
    [active, ...selection].find(
      (key) => key && drawn.has(rowKey(parseKey(key).row)) && days.includes(parseKey(key).date),
    ) ?? (rows[0] ? cellKey(rows[0], days[0]) : null);

  const keyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.cell;
    if (!from) return;
    if (event.key === 'Escape') return onEscape();
    const to = moveInGrid(rows, days, from, event.key);
    if (!to) return;
    event.preventDefault();
    const button = table.current?.querySelector<HTMLButtonElement>(`[data-cell="${to}"]`);
    if (!button) return;
    setActive(to);
    button.focus();
  };

  const click = (row: GridRow, date: string, event: React.MouseEvent) => {
    const key = cellKey(row, date);
    const rowId = cellKey(row, '');
    if (event.shiftKey && anchor.current?.row === rowId) {
      onSelect(rangeOf(row, days, anchor.current.date, date));
      return;
    }
    anchor.current = { row: rowId, date };
    if (event.ctrlKey || event.metaKey)
      onSelect(selected.has(key) ? selection.filter((k) => k !== key) : [...selection, key]);
    else onSelect([key]);
  };

  const cell = (row: GridRow, date: string, label: string, value: string, overridden: boolean) => {
    const key = cellKey(row, date);
    const day = formatDate(date, locale, 'ddd DD MMM YYYY');
    return (
      <td key={date} className={overridden ? 'admin-calendar__cell--set' : undefined}>
        <button
          type="button"
          className="admin-calendar__cell"
          aria-pressed={selected.has(key)}
          aria-label={overridden ? t`${label}, ${day}: ${value}, set here` : t`${label}, ${day}: ${value}`}
          data-cell={key}
          tabIndex={key === focusable ? 0 : -1}
          onFocus={() => setActive(key)}
          disabled={disabled}
          onClick={(event) => click(row, date, event)}
        >
          {value}
        </button>
      </td>
    );
  };

  return (
    <div className="admin-calendar__scroll">
      {/* The buttons inside take the keys; the table only routes the arrows between them. */}
      <table className="admin-table admin-calendar__grid" data-testid="rates-calendar" ref={table} onKeyDown={keyDown}>
        <caption className="visually-hidden">{t`Rates and availability`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Row`}</th>
            {days.map((date) => (
              <th key={date} scope="col" abbr={formatDate(date, locale, 'ddd DD MMM YYYY')}>
                <span className="admin-calendar__weekday">
                  {formatDate(date, locale, 'ddd DD MMM YYYY').split(' ')[0]}
                </span>{' '}
                {Number(date.slice(8))}
              </th>
            ))}
          </tr>
        </thead>
        {data.categories
          .filter((category) => shown === 'all' || category.id === shown)
          .map((category) => (
            <tbody key={category.id} data-testid={`calendar-category-${category.id}`}>
              <tr>
                <th scope="colgroup" colSpan={days.length + 1} className="admin-calendar__category">
                  {category.name}
                </th>
              </tr>
              {CATEGORY_ROWS.map((field) => {
                const row: GridRow = { kind: 'category', categoryId: category.id, field };
                const label = `${category.name}, ${texts.rowName(field)}`;
                return (
                  <tr key={field}>
                    <th scope="row">{texts.rowName(field)}</th>
                    {days.map((date) => {
                      const found = categoryCellOf(data, category.id, date);
                      if (!found) return <td key={date} />;
                      return cell(row, date, label, texts.value(found[field]), found.overridden.includes(field));
                    })}
                  </tr>
                );
              })}
              {data.rate_plans.map((plan) => {
                const row: GridRow = { kind: 'price', categoryId: category.id, planId: plan.id };
                const rowName = t`Price: ${plan.name}`;
                return (
                  <tr key={`plan-${plan.id}`}>
                    <th scope="row">{rowName}</th>
                    {days.map((date) => {
                      const found = priceCellOf(data, plan.id, category.id, date);
                      if (!found) return <td key={date} />;
                      return cell(
                        row,
                        date,
                        `${category.name}, ${rowName}`,
                        texts.price(found.price),
                        found.overridden,
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          ))}
      </table>
    </div>
  );
}
