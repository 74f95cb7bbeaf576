import { check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { roomReservations } from './booking';
import type { TouristTaxExemption } from '../../../domain/touristTax';

/**
 * The tourist tax of a stay as the front desk recorded it at departure (product.md §12.7):
 * collected in cash or by card, or not paid (the Comune wants those too), with the exemptions
 * declared and the amount due as it was then, so that a later change of the rules does not
 * rewrite a month already reported.
 */
export const touristTaxRecords = pgTable(
  'tourist_tax_records',
  {
    id: serial('id').primaryKey(),
    roomReservationId: integer('room_reservation_id')
      .notNull()
      .unique()
      .references(() => roomReservations.id, { onDelete: 'cascade' }),
    status: text('status').$type<'collected' | 'not_paid'>().notNull(),
    method: text('method').$type<'cash' | 'card'>(),
    exemptions: jsonb('exemptions').$type<TouristTaxExemption[]>().notNull(),
    dueCents: integer('due_cents').notNull(),
    collectedCents: integer('collected_cents').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tourist_tax_records_amounts', sql`${t.dueCents} >= 0 and ${t.collectedCents} >= 0`),
    check(
      'tourist_tax_records_method',
      sql`(${t.status} = 'collected' and ${t.method} in ('cash', 'card')) or (${t.status} = 'not_paid' and ${t.method} is null and ${t.collectedCents} = 0)`,
    ),
  ],
);
