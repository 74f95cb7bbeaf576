import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { referenceData } from '../schema';
import { rootDir } from '../../config';
import { LOCALES } from '../../../domain/locales';
import type { Localized } from '../schema/catalog';
import { searchKey } from '../../modules/places/searchKey';

// The place tables derived by scripts/derive-place-tables.mjs from the Alloggiati Web tables and
// the ANPR archive ("ANPR - Ministero dell'Interno", CC BY 4.0). They are reference data, not demo
// data: every start loads them when the shipped file changed (its checksum differs).

const dataDir = join(rootDir, 'server/db/seed/data');

/** Intl's long names of these are official titles ('RAS di Hong Kong'): the short one reads better. */
const SHORT_NAMED = new Set(['HK', 'MO', 'PS']);

/** One of our own CSV files and its checksum, read but not parsed yet. */
function readTable(file: string): { text: string; checksum: string } {
  const text = readFileSync(join(dataDir, file), 'utf8');
  return { text, checksum: createHash('sha256').update(text).digest('hex') };
}

/** Rows of one of our CSV files (the script guarantees no quotes or commas inside values). */
function parseTable(file: string, text: string): Record<string, string>[] {
  const [header, ...lines] = text.trim().split('\n');
  const columns = header.split(',');
  const rows = lines.map((line) => {
    const values = line.split(',');
    if (values.length !== columns.length) throw new Error(`${file}: ${columns.length} columns expected in "${line}"`);
    return Object.fromEntries(columns.map((column, index) => [column, values[index]]));
  });
  return rows;
}

const orNull = (value: string) => value || null;

function countryRow(row: Record<string, string>) {
  const names = {} as Localized;
  const searches = {} as Localized;
  for (const locale of LOCALES) {
    if (row.iso2) {
      const long = new Intl.DisplayNames(locale, { type: 'region' }).of(row.iso2) ?? row.iso2;
      const short = new Intl.DisplayNames(locale, { type: 'region', style: 'short' }).of(row.iso2) ?? long;
      names[locale] = SHORT_NAMED.has(row.iso2) ? short : long;
      searches[locale] = searchKey(long, short);
    } else {
      names[locale] = row[`name_${locale}`];
      searches[locale] = searchKey(names[locale]);
    }
  }
  return {
    id: Number(row.code),
    iso2: orNull(row.iso2),
    name: names,
    search: searches,
    valid_to: orNull(row.valid_to),
  };
}

/**
 * Loads one table when its file changed since the last load. Rows are upserted, never deleted
 * (check-ins refer to them), as one JSON parameter: PGlite binds thousands of parameters slowly.
 */
async function load(
  db: Db,
  file: string,
  table: string,
  toRow: (row: Record<string, string>) => Record<string, unknown>,
) {
  const { text, checksum } = readTable(file);
  const [loaded] = await db.select().from(referenceData).where(eq(referenceData.name, file));
  // Parsed only when it changed: the comuni's 8,000 rows cost more than the check (issue 10).
  if (loaded?.checksum === checksum) return;
  const rows = parseTable(file, text).map(toRow);
  const columns = Object.keys(rows[0]);
  const list = sql.raw(columns.join(', '));
  const updates = sql.raw(
    columns
      .filter((c) => c !== 'id')
      .map((c) => `${c} = excluded.${c}`)
      .join(', '),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into ${sql.identifier(table)} (${list})
      select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)
      on conflict (id) do update set ${updates}`);
    await tx
      .insert(referenceData)
      .values({ name: file, checksum })
      .onConflictDoUpdate({ target: referenceData.name, set: { checksum } });
  });
}

/** Countries, provinces and comuni, ready for the check-in lookups and the police report. */
export async function seedPlaces(db: Db): Promise<void> {
  await load(db, 'states.csv', 'countries', countryRow);
  await load(db, 'provinces.csv', 'provinces', (row) => ({
    id: row.code,
    name: row.name,
    search: searchKey(row.name, row.code),
  }));
  await load(db, 'comuni.csv', 'boroughs', (row) => ({
    id: Number(row.code),
    name: row.name,
    province_id: row.province,
    valid_from: orNull(row.valid_from),
    valid_to: orNull(row.valid_to),
    search: searchKey(row.name, ...row.other_names.split('/')),
  }));
}
