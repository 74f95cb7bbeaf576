import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { isIsoDate, nightsBetween, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import {
  applyCategoryChange,
  categoryDayKey,
  categoryDayProblems,
  dayProblem,
  priceKey,
  type CalendarChangeSet,
  type CategoryCellChange,
  type CalendarProblemKey,
} from '../../../domain/ratesCalendar';
import type { Translations } from '../../../domain/locales';
import { translate } from '../../http/messages';
import { calendarProblemMessages, csvMessages } from './messages';
import { PLAN_MAX_CELLS, PLAN_MAX_DAYS, storedOf, versionsNow, type PlannedChange, type PlannedValue } from './plan';
import { readCalendar, type CalendarWire } from './read';

/** The largest file imported (docs/product.md §12.12 "Spreadsheets"): a year of five categories fits. */
export const CSV_MAX_BYTES = 512 * 1024;

const COLUMNS = [
  'date',
  'category_id',
  'category',
  'rooms_in_service',
  'rooms_to_sell',
  'stop_sell',
  'min_stay',
  'max_stay',
  'closed_to_arrival',
  'closed_to_departure',
] as const;
const NUMBERS = ['rooms_to_sell', 'min_stay', 'max_stay'] as const;
const FLAGS = ['stop_sell', 'closed_to_arrival', 'closed_to_departure'] as const;

/**
 * A spreadsheet cannot take a cell beginning with = + - @ (or a tab / carriage return) as a
 * formula: such a cell is written with a leading apostrophe (OWASP "CSV injection").
 */
export const escapeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
/** A price column's header: the plan's id (read back) and name (for people). */
const priceColumn = (plan: { id: number; name: string }) => `price_${plan.id} ${plan.name}`;

/** The calendar as CSV: a header, then one line per category and day with its plans' prices. */
export function calendarCsv(calendar: CalendarWire): string {
  const prices = new Map(
    calendar.price_cells.map((p) => [priceKey(p.rate_plan_id, p.room_category_id, p.date), p.price]),
  );
  const names = new Map(calendar.categories.map((c) => [c.id, c.name]));
  const lines: string[][] = [[...COLUMNS, ...calendar.rate_plans.map(priceColumn)]];
  for (const cell of calendar.category_cells)
    lines.push([
      cell.date,
      String(cell.room_category_id),
      names.get(cell.room_category_id) ?? '',
      String(cell.rooms_in_service),
      String(cell.rooms_to_sell),
      yesNo(cell.stop_sell),
      String(cell.min_stay),
      cell.max_stay === null ? '' : String(cell.max_stay),
      yesNo(cell.closed_to_arrival),
      yesNo(cell.closed_to_departure),
      ...calendar.rate_plans.map((plan) =>
        euros(prices.get(priceKey(plan.id, cell.room_category_id, cell.date)) ?? null),
      ),
    ]);
  return stringify(lines.map((line) => line.map(escapeCell)));
}

/** One line's refusal: its line number in the file (the header is line 1) and the reason. */
export interface CsvLineError {
  line: number;
  message: string;
}

const FLAG_WORDS: Record<string, boolean> = {
  yes: true,
  no: false,
  true: true,
  false: false,
  '1': true,
  '0': false,
  sì: true,
  si: true,
  ja: true,
  nein: false,
};

/** A cell as typed: trimmed, the export's apostrophe dropped. */
const plain = (value: string | undefined) => (value ?? '').trim().replace(/^'/, '');

interface ParsedLine {
  line: number;
  date: IsoDate;
  categoryId: number;
  numbers: Partial<Record<(typeof NUMBERS)[number], number>>;
  flags: Partial<Record<(typeof FLAGS)[number], boolean>>;
  prices: Map<number, number>;
}

/**
 * Reads an imported file against the calendar now (docs/product.md §12.12 "Spreadsheets"): each
 * line's values that differ from the calendar's become the change; an empty cell changes nothing.
 * Every line's errors are collected (translated, with the line number); with any, nothing is
 * planned to be saved.
 */
export async function planImport(
  db: Db,
  text: string,
  locale: Locale,
  today: IsoDate,
  seasons: readonly { starts_on: IsoDate; ends_on: IsoDate }[],
): Promise<{ plan: PlannedChange | null; errors: CsvLineError[]; calendar: CalendarWire | null }> {
  const errors: CsvLineError[] = [];
  const fail = (line: number, text: Translations, params?: Record<string, string | number>) =>
    errors.push({ line, message: translate(text, locale, params) });
  const done = () => ({ plan: null, errors, calendar: null });
  if (Buffer.byteLength(text) > CSV_MAX_BYTES) {
    fail(1, csvMessages.tooBig, { kb: CSV_MAX_BYTES / 1024 });
    return done();
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    fail((error as { lines?: number }).lines ?? 1, csvMessages.broken);
    return done();
  }
  const [head, ...body] = records;
  const header = (head?.record ?? []).map(plain);
  const columnOf = new Map(header.map((name, i) => [name, i]));
  for (const column of ['date', 'category_id'])
    if (!columnOf.has(column)) fail(1, csvMessages.missingColumn, { column });
  if (!body.length) fail(1, csvMessages.empty);
  if (body.length > PLAN_MAX_CELLS) fail(1, csvMessages.tooManyLines, { lines: PLAN_MAX_CELLS });
  if (errors.length) return done();

  const priceColumns = header.flatMap((name, i) => {
    const match = /^price_(\d+)\b/.exec(name);
    return match ? [{ index: i, planId: Number(match[1]), name }] : [];
  });
  const lines: ParsedLine[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    const cell = (column: string) => plain(record[columnOf.get(column) ?? -1]);
    if (record.length !== header.length) {
      fail(line, csvMessages.columns, { found: record.length, expected: header.length });
      continue;
    }
    const before = errors.length;
    const date = cell('date');
    if (!isIsoDate(date)) fail(line, csvMessages.date, { column: 'date' });
    const categoryId = Number(cell('category_id'));
    if (!/^\d+$/.test(cell('category_id'))) fail(line, csvMessages.number, { column: 'category_id' });
    const parsed: ParsedLine = { line, date, categoryId, numbers: {}, flags: {}, prices: new Map() };
    for (const column of NUMBERS) {
      const value = cell(column);
      if (!columnOf.has(column) || value === '') continue;
      if (/^\d{1,5}$/.test(value)) parsed.numbers[column] = Number(value);
      else fail(line, csvMessages.number, { column });
    }
    for (const column of FLAGS) {
      const value = cell(column).toLowerCase();
      if (!columnOf.has(column) || value === '') continue;
      if (value in FLAG_WORDS) parsed.flags[column] = FLAG_WORDS[value];
      else fail(line, csvMessages.flag, { column });
    }
    for (const { index, planId, name } of priceColumns) {
      const value = plain(record[index]).replace(',', '.');
      if (value === '') continue;
      if (/^\d{1,7}(\.\d{1,2})?$/.test(value)) parsed.prices.set(planId, Math.round(Number(value) * 100));
      else fail(line, csvMessages.price, { column: name });
    }
    if (errors.length === before) {
      const key = categoryDayKey(categoryId, date);
      const first = firstLineOf.get(key);
      if (first) fail(line, csvMessages.duplicate, { line: first });
      else {
        firstLineOf.set(key, line);
        lines.push(parsed);
      }
    }
  }
  if (!lines.length) return done();

  const days = lines.map((l) => l.date).sort();
  const [from, to] = [days[0], days.at(-1)!];
  if (nightsBetween(from, to) + 1 > PLAN_MAX_DAYS) {
    fail(1, csvMessages.span, { days: PLAN_MAX_DAYS });
    return done();
  }
  const calendar = await readCalendar(db, { from, to }, locale, { prices: true, availability: true }, PLAN_MAX_DAYS);
  const plans = new Set(calendar.rate_plans.map((p) => p.id));
  for (const { planId, name } of priceColumns)
    if (!plans.has(planId)) fail(1, csvMessages.unknownRatePlan, { column: name });
  const cells = new Map(calendar.category_cells.map((c) => [categoryDayKey(c.room_category_id, c.date), c]));
  const priceCells = new Map(
    calendar.price_cells.map((p) => [priceKey(p.rate_plan_id, p.room_category_id, p.date), p]),
  );
  const problem = (line: number, key: CalendarProblemKey, params?: Record<string, string | number>) =>
    fail(line, calendarProblemMessages[key], params);

  const changes: CalendarChangeSet = { categories: [], prices: [] };
  const rows: PlannedValue[] = [];
  for (const parsed of lines) {
    const cell = cells.get(categoryDayKey(parsed.categoryId, parsed.date));
    if (!cell) {
      fail(parsed.line, csvMessages.unknownCategory);
      continue;
    }
    const change: CategoryCellChange = {
      room_category_id: cell.room_category_id,
      date: cell.date,
      version: cell.version,
    };
    const values = { ...parsed.numbers, ...parsed.flags };
    for (const [field, value] of Object.entries(values) as [keyof typeof values, number | boolean][]) {
      if (cell[field] === value) continue;
      Object.assign(change, { [field]: value });
      rows.push({
        kind: 'category',
        room_category_id: cell.room_category_id,
        rate_plan_id: null,
        date: cell.date,
        field,
        before: cell[field],
        after: value,
      });
    }
    const pricesChanged: PlannedValue[] = [];
    for (const [planId, price] of parsed.prices) {
      const now = priceCells.get(priceKey(planId, cell.room_category_id, cell.date));
      if (!now || now.price === price) continue;
      changes.prices.push({
        rate_plan_id: planId,
        room_category_id: cell.room_category_id,
        date: cell.date,
        version: now.version,
        price,
      });
      pricesChanged.push({
        kind: 'price',
        room_category_id: cell.room_category_id,
        rate_plan_id: planId,
        date: cell.date,
        field: 'price',
        before: now.price,
        after: price,
      });
    }
    rows.push(...pricesChanged);
    const changed = Object.keys(change).length > 3;
    if (!changed && !pricesChanged.length) continue;
    const outside = dayProblem(cell.date, today, seasons, 'date');
    if (outside) problem(parsed.line, outside.key);
    if (changed) {
      for (const p of categoryDayProblems(applyCategoryChange(storedOf(cell), change), cell.rooms_in_service, 'x'))
        problem(parsed.line, p.key, p.params);
      changes.categories.push(change);
    }
  }
  if (changes.categories.length > PLAN_MAX_CELLS || changes.prices.length > PLAN_MAX_CELLS)
    fail(1, csvMessages.tooManyLines, { lines: PLAN_MAX_CELLS });
  errors.sort((a, b) => a.line - b.line);
  if (errors.length) return { plan: null, errors, calendar };
  return { plan: { changes, rows, now: versionsNow(calendar) }, errors, calendar };
}
