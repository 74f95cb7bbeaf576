import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { addDays, type IsoDate } from '../../../domain/dates';
import { roomCategories } from '../../../server/db/schema';
import { createTestApp, TestClient, type TestApp } from '../support/testApp';
import { bookableStay, categoryBySlug } from '../booking/support';

// docs/product.md §12.12 "Bulk change" and "Spreadsheets" (decision 049): the server plans a bulk
// change or an imported file from the calendar now, previews how many cells change, and applies
// it whole or not at all with the preview's versions (a cell changed since: 409); an import's
// errors are listed per line, translated; an export escapes cells a spreadsheet would run.
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const REVENUE = { email: 'revenue@terme.example', password: 'terme-revenue-2026' };
const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };

interface Calendar {
  categories: { id: number; name: string }[];
  rate_plans: { id: number; name: string }[];
  category_cells: { room_category_id: number; date: IsoDate; version: number; min_stay: number; stop_sell: boolean }[];
  price_cells: {
    rate_plan_id: number;
    room_category_id: number;
    date: IsoDate;
    version: number;
    price: number | null;
  }[];
}

const isoWeekday = (day: IsoDate) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

describe('the calendar’s bulk change and spreadsheets', () => {
  let t: TestApp;
  let revenue: TestClient;
  let double: number;
  let flexible: number;
  let week: { from: IsoDate; to: IsoDate };
  const db = () => t.database.db;

  beforeEach(async () => {
    t = await createTestApp();
    revenue = await signedIn(REVENUE);
    double = (await categoryBySlug(db(), 'double')).id;
    const stay = await bookableStay(db(), 7, 2);
    week = { from: stay.from, to: addDays(stay.from, 6) };
    flexible = (await read()).rate_plans[0].id;
  });
  afterEach(async () => t.close());

  async function signedIn(account: { email: string; password: string }) {
    const client = await new TestClient(t.app).start('/en/');
    await client.login(account.email, account.password);
    return client;
  }
  async function read(client = revenue): Promise<Calendar> {
    return (await client.get(`/api/admin/calendar?from=${week.from}&to=${week.to}`)).json();
  }
  const priceOf = (cal: Calendar, day: IsoDate, plan = flexible, category = double) =>
    cal.price_cells.find((c) => c.rate_plan_id === plan && c.room_category_id === category && c.date === day)!;
  const cellOf = (cal: Calendar, day: IsoDate, category = double) =>
    cal.category_cells.find((c) => c.room_category_id === category && c.date === day)!;
  const saturday = () => [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(week.from, i)).find((d) => isoWeekday(d) === 6)!;
  const staffLog = async () =>
    (await (await signedIn(ADMIN)).get('/api/admin/staff-actions')).json() as {
      action: string;
      subject: Record<string, string | number>;
    }[];
  const exported = async (client = revenue) =>
    (await client.get(`/api/admin/calendar/export.csv?from=${week.from}&to=${week.to}`)).body;

  it('previews a 10 % raise on Saturdays without saving, applies it in one log line, and undoes it', async () => {
    const day = saturday();
    const before = priceOf(await read(), day).price!;
    const bulk = {
      ...week,
      weekdays: [6],
      category_ids: [double],
      rate_plan_ids: [flexible],
      price: { mode: 'percent', value: 10 },
      min_stay: 2,
    };
    const preview = await revenue.post('/api/admin/calendar/bulk/preview', bulk);
    expect(preview.statusCode).toBe(200);
    // One Saturday in a week: its price and its category day.
    expect(preview.json()).toMatchObject({ cells: 2, values: 2 });
    expect(preview.json().sample).toContainEqual(
      expect.objectContaining({ kind: 'price', date: day, before, after: Math.round(before * 1.1) }),
    );
    expect(priceOf(await read(), day).price).toBe(before); // a preview saves nothing

    const applied = await revenue.post('/api/admin/calendar/bulk', { ...bulk, versions: preview.json().versions });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().cells).toBe(2);
    const after = await read();
    expect(priceOf(after, day).price).toBe(Math.round(before * 1.1));
    expect(cellOf(after, day).min_stay).toBe(2);
    expect(cellOf(after, addDays(day, -1)).min_stay).toBe(1); // Friday untouched
    const [entry] = await staffLog();
    expect(entry).toMatchObject({ action: 'calendar.bulk', subject: { cells: 2, weekdays: '6', price: 'percent 10' } });
    expect(entry.subject.before).toBeUndefined(); // a summary, not every cell

    expect((await revenue.post('/api/admin/calendar/changes', applied.json().undo)).statusCode).toBe(200);
    expect(priceOf(await read(), day).price).toBe(before);
    expect(cellOf(await read(), day).min_stay).toBe(1);
  });

  it('refuses the apply with 409 when a cell changed since the preview, saving none of it', async () => {
    const bulk = {
      ...week,
      weekdays: [],
      category_ids: [double],
      rate_plan_ids: [flexible],
      price: { mode: 'amount', value: 500 },
    };
    const preview = (await revenue.post('/api/admin/calendar/bulk/preview', bulk)).json();
    expect(preview.cells).toBe(7);
    const cal = await read();
    const other = await signedIn(ADMIN);
    const moved = priceOf(cal, week.to);
    expect(
      (
        await other.post('/api/admin/calendar/changes', {
          prices: [
            { rate_plan_id: flexible, room_category_id: double, date: week.to, version: moved.version, price: 9900 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const late = await revenue.post(
      '/api/admin/calendar/bulk',
      { ...bulk, versions: preview.versions },
      { 'x-locale': 'it' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/anteprima/);
    expect(late.json().conflicts).toEqual([
      expect.objectContaining({ kind: 'price', date: week.to, rate_plan_id: flexible, version: moved.version + 1 }),
    ]);
    expect(priceOf(await read(), week.from).price).toBe(priceOf(cal, week.from).price);
  });

  it('refuses a bulk change that breaks a cell’s rules, per field, in the staff member’s language', async () => {
    const refused = await revenue.post(
      '/api/admin/calendar/bulk/preview',
      { ...week, category_ids: [double], min_stay: 5, max_stay: 3 },
      { 'x-locale': 'de' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.min_stay[0]).toMatch(/Mindestaufenthalt/);
    const nothing = await revenue.post('/api/admin/calendar/bulk/preview', { ...week });
    expect(nothing.statusCode).toBe(422);
    const desk = await signedIn(DESK);
    expect((await desk.post('/api/admin/calendar/bulk/preview', { ...week, stop_sell: true })).statusCode).toBe(403);
  });

  it('exports one line per category and day with each plan’s price, escaping a cell a spreadsheet would run', async () => {
    await db()
      .update(roomCategories)
      .set({ name: { en: '=HYPERLINK("x")', it: '=HYPERLINK("x")', de: '=HYPERLINK("x")' } })
      .where(eq(roomCategories.id, double));
    const response = await revenue.get(`/api/admin/calendar/export.csv?from=${week.from}&to=${week.to}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...lines] = parse(response.body) as string[][];
    const cal = await read();
    expect(header.slice(0, 3)).toEqual(['date', 'category_id', 'category']);
    expect(header.filter((h) => h.startsWith('price_'))).toHaveLength(cal.rate_plans.length);
    expect(lines).toHaveLength(cal.categories.length * 7);
    const line = lines.find((l) => l[0] === week.from && Number(l[1]) === double)!;
    expect(line[2]).toBe('\'=HYPERLINK("x")');
    const priceColumn = header.findIndex((h) => h.startsWith(`price_${flexible} `));
    expect(line[priceColumn]).toBe((priceOf(cal, week.from).price! / 100).toFixed(2));
  });

  it('imports the edited export: an unchanged file changes nothing; the changes are previewed, then saved in one log line', async () => {
    const csv = await exported();
    expect((await revenue.post('/api/admin/calendar/import/preview', { csv })).json()).toMatchObject({
      cells: 0,
      errors: [],
    });

    const [header, ...lines] = parse(csv) as string[][];
    const row = lines.findIndex((l) => l[0] === week.from && Number(l[1]) === double);
    const priceColumn = header.findIndex((h) => h.startsWith(`price_${flexible} `));
    lines[row][header.indexOf('min_stay')] = '3';
    lines[row][priceColumn] = '123,45';
    const edited = [header, ...lines].map((l) => l.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\n');
    const preview = await revenue.post('/api/admin/calendar/import/preview', { csv: edited });
    expect(preview.json()).toMatchObject({ cells: 2, values: 2, errors: [] });
    const applied = await revenue.post('/api/admin/calendar/import', {
      csv: edited,
      versions: preview.json().versions,
    });
    expect(applied.statusCode).toBe(200);
    const cal = await read();
    expect(cellOf(cal, week.from).min_stay).toBe(3);
    expect(priceOf(cal, week.from).price).toBe(12345);
    const [entry] = await staffLog();
    expect(entry).toMatchObject({ action: 'calendar.import', subject: { cells: 2 } });

    // Applied again with the same preview: those cells changed since (by this import), 409.
    const again = await revenue.post('/api/admin/calendar/import', { csv: edited, versions: preview.json().versions });
    expect(again.statusCode).toBe(409);
  });

  it('lists each broken line’s errors, translated with its number, and saves nothing of a file with one', async () => {
    const [header, ...lines] = parse(await exported()) as string[][];
    const at = (day: IsoDate) => lines.findIndex((l) => l[0] === day && Number(l[1]) === double);
    const lineNumbers = new Map([1, 2, 3].map((i) => [addDays(week.from, i), at(addDays(week.from, i)) + 2])); // the header is line 1
    const lineOf = (day: IsoDate) => lineNumbers.get(day)!;
    lines[at(week.from)][header.indexOf('min_stay')] = '4'; // a good line
    lines[at(addDays(week.from, 1))][header.indexOf('stop_sell')] = 'vielleicht';
    lines[at(addDays(week.from, 2))][0] = '2027-13-40';
    const minStay = lines[at(addDays(week.from, 3))];
    minStay[header.indexOf('min_stay')] = '5';
    minStay[header.indexOf('max_stay')] = '2';
    const body = [header, ...lines].map((l) => l.map((c) => `"${c}"`).join(',')).join('\n');

    const preview = await revenue.post('/api/admin/calendar/import/preview', { csv: body }, { 'x-locale': 'de' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().cells).toBe(0);
    expect(preview.json().errors).toEqual(
      [
        { line: lineOf(addDays(week.from, 1)), message: 'stop_sell: schreib yes oder no.' },
        { line: lineOf(addDays(week.from, 2)), message: 'date: kein Datum (JJJJ-MM-TT).' },
        { line: lineOf(addDays(week.from, 3)), message: expect.stringMatching(/Mindestaufenthalt/) },
      ].sort((a, b) => a.line - b.line),
    );
    const refused = await revenue.post('/api/admin/calendar/import', { csv: body, versions: [] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveLength(3);
    expect(cellOf(await read(), week.from).min_stay).toBe(1); // the good line was not saved either

    const broken = await revenue.post(
      '/api/admin/calendar/import/preview',
      { csv: `${header.join(',')}\n"${week.from},1` },
      { 'x-locale': 'it' },
    );
    expect(broken.json().errors).toEqual([{ line: 2, message: expect.stringMatching(/CSV/) }]);
  });
});
