import { check, date, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * The city tax as the administrator sets it (product.md §12.10): each row applies to stays arriving
 * from `valid_from` on, until a later row. Before the first row, the configured rate (CITY_TAX_CENTS)
 * applies to every night and every guest.
 */
export const cityTaxSettings = pgTable(
  'city_tax_settings',
  {
    id: serial('id').primaryKey(),
    validFrom: date('valid_from', { mode: 'string' }).notNull().unique(),
    /** Cents per guest and taxed night. */
    perPersonNightCents: integer('per_person_night_cents').notNull(),
    /** Only the first nights of a stay are taxed; null: every night. */
    maxNightsTaxed: integer('max_nights_taxed'),
    /** Guests younger than this on arrival pay nothing; null: no age exemption. */
    exemptUnderAge: integer('exempt_under_age'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('city_tax_settings_rate', sql`${t.perPersonNightCents} between 0 and 10000`),
    check('city_tax_settings_nights', sql`${t.maxNightsTaxed} is null or ${t.maxNightsTaxed} between 1 and 365`),
    check('city_tax_settings_age', sql`${t.exemptUnderAge} is null or ${t.exemptUnderAge} between 1 and 18`),
  ],
);
