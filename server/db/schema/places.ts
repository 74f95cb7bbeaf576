import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Localized } from './catalog';

// The places of online check-in and the police report, seeded from the official Alloggiati Web
// tables (scripts/derive-place-tables.mjs). Ids are the Alloggiati codes: what the report carries.

/** States (Italy included), named in each language; `search` holds those names made searchable. */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso2: text('iso2'),
  name: jsonb('name').$type<Localized>().notNull(),
  search: jsonb('search').$type<Localized>().notNull(),
  /** Last day the code was valid (ceased states), else null. */
  validTo: date('valid_to', { mode: 'string' }),
});

/** Italian provinces by their two-letter sigla, historical ones included. */
export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  search: text('search').notNull(),
});

/** Italian comuni, current and ceased, with the dates each code was valid (null: not known, open). */
export const boroughs = pgTable(
  'boroughs',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** A province of `provinces` (the derive script checks it; no foreign key, so 11,000 rows load in under a second on PGlite). */
    provinceId: text('province_id').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** Name and other names (Bozen for Bolzano), lower case without accents, space-separated. */
    search: text('search').notNull(),
  },
  (t) => [index('boroughs_province_idx').on(t.provinceId)],
);

/** Which version of each seeded reference table is loaded (a checksum of its shipped file). */
export const referenceData = pgTable('reference_data', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
});
