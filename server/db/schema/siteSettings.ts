import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { Airport } from '../../../domain/constants';
import type { Localized } from './catalog';

/**
 * The site's settings the administrator keeps (product.md §12.17): the seasonal banner's own text
 * per language and the days it shows, and the airport transfer's price per person by airport.
 * One row (id 1); without it, no text of their own and the configured prices (domain/constants.ts).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The banner's text in it/en/de; null: the automatic season notice only (product.md §1.3). */
    bannerText: jsonb('banner_text').$type<Localized>(),
    bannerFrom: date('banner_from', { mode: 'string' }),
    bannerTo: date('banner_to', { mode: 'string' }),
    /** Cents per person, by airport. */
    airportPrices: jsonb('airport_prices').$type<Record<Airport, number>>().notNull(),
    /** How many hours before a package's treatment time the guest may still change or cancel it (§16.6). */
    treatmentNoticeHours: integer('treatment_notice_hours').notNull().default(24),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('site_settings_one_row', sql`${t.id} = 1`),
    check('site_settings_treatment_notice', sql`${t.treatmentNoticeHours} between 0 and 168`),
    check(
      'site_settings_banner_window',
      sql`(${t.bannerText} is null) or (${t.bannerFrom} is not null and ${t.bannerTo} is not null and ${t.bannerFrom} <= ${t.bannerTo})`,
    ),
  ],
);
