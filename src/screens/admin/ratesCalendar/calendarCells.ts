import type { CalendarChangeSet, CategoryCellChange, PriceCellChange } from '@domain/ratesCalendar';
import { addDays, addMonths } from '@domain/dates';
import type { CalendarData, CategoryCell, CategoryRow, PriceCell } from './calendarApi';

/** A row of the grid: a category's restriction, or a rate plan's price in a category. */
export type GridRow =
  { kind: 'category'; categoryId: number; field: CategoryRow } | { kind: 'price'; categoryId: number; planId: number };

export const rowKey = (row: GridRow) =>
  row.kind === 'category' ? `c|${row.field}|${row.categoryId}` : `p|${row.planId}|${row.categoryId}`;
export const cellKey = (row: GridRow, date: string) => `${rowKey(row)}|${date}`;

/** The cell keys from `anchor` to `to` within one row (shift-click). */
export function rangeOf(row: GridRow, days: string[], anchor: string, to: string): string[] {
  const [a, b] = [days.indexOf(anchor), days.indexOf(to)].sort((x, y) => x - y);
  return days.slice(a, b + 1).map((day) => cellKey(row, day));
}

/**
 * Where an arrow key moves from a cell (the grid's roving tabindex): left / right a day, up / down
 * a row (over the categories' rows as drawn), Home / End to the row's first / last day; null for
 * any other key or at an edge.
 */
export function moveInGrid(rows: GridRow[], days: string[], from: string, key: string): string | null {
  const { row, date } = parseKey(from);
  const r = rows.findIndex((candidate) => rowKey(candidate) === rowKey(row));
  const d = days.indexOf(date);
  if (r < 0 || d < 0) return null;
  const at = (ri: number, di: number) =>
    ri >= 0 && ri < rows.length && di >= 0 && di < days.length ? cellKey(rows[ri], days[di]) : null;
  if (key === 'ArrowLeft') return at(r, d - 1);
  if (key === 'ArrowRight') return at(r, d + 1);
  if (key === 'ArrowUp') return at(r - 1, d);
  if (key === 'ArrowDown') return at(r + 1, d);
  if (key === 'Home') return at(r, 0);
  if (key === 'End') return at(r, days.length - 1);
  return null;
}

/** The first and last day of the month of `day` ('YYYY-MM-DD'). */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 7)}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The days from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

interface ParsedKey {
  row: GridRow;
  date: string;
}

export function parseKey(key: string): ParsedKey {
  const parts = key.split('|');
  if (parts[0] === 'c')
    return { row: { kind: 'category', field: parts[1] as CategoryRow, categoryId: Number(parts[2]) }, date: parts[3] };
  return { row: { kind: 'price', planId: Number(parts[1]), categoryId: Number(parts[2]) }, date: parts[3] };
}

/** What the side form sets: one value per kind of row selected (null: back to the model's). */
export type FormValues = Partial<Record<CategoryRow | 'price', number | boolean | null>>;

export function categoryCellOf(data: CalendarData, categoryId: number, date: string): CategoryCell | undefined {
  return data.category_cells.find((c) => c.room_category_id === categoryId && c.date === date);
}
export function priceCellOf(
  data: CalendarData,
  planId: number,
  categoryId: number,
  date: string,
): PriceCell | undefined {
  return data.price_cells.find(
    (c) => c.rate_plan_id === planId && c.room_category_id === categoryId && c.date === date,
  );
}

/** The value a category cell shows for a field (the effective one). */
export const effective = (cell: CategoryCell, field: CategoryRow) => cell[field];

/**
 * The change set of the selected cells set to the form's values, each with the version read;
 * only the cells whose value changes (a value equal to what the cell shows, and not asked back to
 * the model, is left out). Category cells of one day share a change.
 */
export function changeSetOf(data: CalendarData, selection: string[], values: FormValues): CalendarChangeSet {
  const categories = new Map<string, CategoryCellChange>();
  const prices: PriceCellChange[] = [];
  for (const key of selection) {
    const { row, date } = parseKey(key);
    if (row.kind === 'price') {
      const cell = priceCellOf(data, row.planId, row.categoryId, date);
      if (!cell || !('price' in values)) continue;
      const price = values.price as number | null;
      const unchanged = price === null ? !cell.overridden : cell.overridden && cell.price === price;
      if (!unchanged)
        prices.push({ rate_plan_id: row.planId, room_category_id: row.categoryId, date, version: cell.version, price });
      continue;
    }
    const cell = categoryCellOf(data, row.categoryId, date);
    if (!cell || !(row.field in values)) continue;
    const value = values[row.field] as number | boolean | null;
    const overridden = cell.overridden.includes(row.field);
    const unchanged =
      value === null || value === false ? !overridden : overridden && effective(cell, row.field) === value;
    if (unchanged) continue;
    const id = `${row.categoryId}|${date}`;
    const change = categories.get(id) ?? { room_category_id: row.categoryId, date, version: cell.version };
    categories.set(id, { ...change, [row.field]: value === false ? false : value });
  }
  return { categories: [...categories.values()], prices };
}

/** How many cells a change set changes. */
export const changedCells = (changes: CalendarChangeSet) =>
  changes.prices.length +
  changes.categories.reduce(
    (sum, change) =>
      sum + Object.keys(change).filter((k) => !['room_category_id', 'date', 'version'].includes(k)).length,
    0,
  );
