import { and, asc, desc, eq, exists, gte, inArray, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boroughs, countries, provinces } from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import type { PlaceOption, PlaceSearch } from '../../../domain/validation/places';
import { hotelToday } from '../../../domain/dates';
import { normalise } from './searchKey';

/** Enough to find a place by its first letters; the field asks again as the guest types on. */
export const LOOKUP_LIMIT = 20;

/** When a place must have existed: on one day (a birth), at some time since a day (an issue), or today. */
export type PlaceTime = { on: string } | { since: string };

export const placeTimeOf = (query: Pick<PlaceSearch, 'date' | 'since'>, today = hotelToday()): PlaceTime =>
  query.since ? { since: query.since } : { on: query.date || today };

/**
 * `search` matches the start of a word of the key; then names that start with it come first, the
 * rest in the key's order (accents aside). An empty search lists in that order.
 */
function matching(column: SQL, text: string) {
  const query = normalise(text);
  if (!query) return { where: undefined, order: [asc(column)] };
  return { where: like(column, `% ${query}%`), order: [desc(sql`(${column} like ${` ${query}%`})`), asc(column)] };
}

function boroughExisted(time: PlaceTime) {
  if ('since' in time) return or(isNull(boroughs.validTo), gte(boroughs.validTo, time.since));
  return and(
    or(isNull(boroughs.validFrom), lte(boroughs.validFrom, time.on)),
    or(isNull(boroughs.validTo), gte(boroughs.validTo, time.on)),
  );
}

function countryExisted(time: PlaceTime) {
  return or(isNull(countries.validTo), gte(countries.validTo, 'since' in time ? time.since : time.on));
}

export async function searchCountries(db: Db, text: string, time: PlaceTime, locale: Locale): Promise<PlaceOption[]> {
  const name = sql<string>`${countries.name}->>${locale}`;
  const match = matching(sql`${countries.search}->>${locale}`, text);
  return db
    .select({ id: countries.id, name })
    .from(countries)
    .where(and(match.where, countryExisted(time)))
    .orderBy(...match.order)
    .limit(LOOKUP_LIMIT);
}

/** Provinces with at least one comune that existed at the time (historical ones for old births). */
export async function searchProvinces(db: Db, text: string, time: PlaceTime): Promise<PlaceOption[]> {
  const match = matching(sql`${provinces.search}`, text);
  const rows = await db
    .select({ id: provinces.id, name: provinces.name })
    .from(provinces)
    .where(
      and(
        match.where,
        exists(
          db
            .select({ one: sql`1` })
            .from(boroughs)
            .where(and(eq(boroughs.provinceId, provinces.id), boroughExisted(time))),
        ),
      ),
    )
    .orderBy(...match.order)
    .limit(LOOKUP_LIMIT);
  return rows.map((row) => ({ id: row.id, name: `${row.name} (${row.id})` }));
}

export async function searchBoroughs(db: Db, text: string, time: PlaceTime, province?: string): Promise<PlaceOption[]> {
  const match = matching(sql`${boroughs.search}`, text);
  const rows = await db
    .select({ id: boroughs.id, name: boroughs.name, province: boroughs.provinceId })
    .from(boroughs)
    .where(and(match.where, boroughExisted(time), province ? eq(boroughs.provinceId, province) : undefined))
    .orderBy(...match.order, asc(boroughs.provinceId))
    .limit(LOOKUP_LIMIT);
  return rows.map((row) => ({ id: row.id, name: `${row.name} (${row.province})` }));
}

// ---- Checks and names for a check-in -------------------------------------------------------

/** A country by id, and whether it existed at the time (the same rule as the lookup's). */
export async function findCountry(db: Db, id: number, time: PlaceTime) {
  const [row] = await db
    .select({ id: countries.id, name: countries.name, existed: sql<boolean>`coalesce(${countryExisted(time)}, false)` })
    .from(countries)
    .where(eq(countries.id, id));
  return row ?? null;
}

/** A comune by id, and whether it existed at the time (the same rule as the lookup's). */
export async function findBorough(db: Db, id: number, time: PlaceTime) {
  const [row] = await db
    .select({
      id: boroughs.id,
      name: boroughs.name,
      provinceId: boroughs.provinceId,
      existed: sql<boolean>`coalesce(${boroughExisted(time)}, false)`,
    })
    .from(boroughs)
    .where(eq(boroughs.id, id));
  return row ?? null;
}

/** True when the province has a comune that existed at the time. */
export async function provinceExisted(db: Db, id: string, time: PlaceTime): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(boroughs)
    .where(and(eq(boroughs.provinceId, id), boroughExisted(time)))
    .limit(1);
  return Boolean(row);
}

/** Names of the given places in one language, as the lookups show them, keyed `country:ID`, `province:ID`, `borough:ID`. */
export async function placeNames(
  db: Db,
  ids: { countries: number[]; provinces: string[]; boroughs: number[] },
  locale: Locale,
) {
  const names = new Map<string, string>();
  if (ids.countries.length)
    for (const row of await db.select().from(countries).where(inArray(countries.id, ids.countries)))
      names.set(`country:${row.id}`, row.name[locale]);
  if (ids.provinces.length)
    for (const row of await db.select().from(provinces).where(inArray(provinces.id, ids.provinces)))
      names.set(`province:${row.id}`, `${row.name} (${row.id})`);
  if (ids.boroughs.length)
    for (const row of await db.select().from(boroughs).where(inArray(boroughs.id, ids.boroughs)))
      names.set(`borough:${row.id}`, `${row.name} (${row.provinceId})`);
  return names;
}
