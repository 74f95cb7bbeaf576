import { check, date, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CureCycle } from '../../../domain/ssnCure/rules';
import { roomReservations } from './booking';
import { spaTreatments } from './spaSchedule';

// A cure with a prescription of the national health service (docs/product.md §16.10, decision 057;
// migration 0038).

/**
 * What the hotel sets for SSN cures: the amounts a guest pays at the desk (a ticket, or the share
 * of an exempt guest) and which catalogue treatment is the admission visit and each cycle's
 * session. One row (id 1); a cycle without a treatment is not offered. Saved over its version.
 */
export const ssnCureSettings = pgTable(
  'ssn_cure_settings',
  {
    id: integer('id').primaryKey().default(1),
    ticketCents: integer('ticket_cents').notNull(),
    exemptCents: integer('exempt_cents').notNull(),
    visitTreatmentId: integer('visit_treatment_id').references(() => spaTreatments.id),
    mudTreatmentId: integer('mud_treatment_id').references(() => spaTreatments.id),
    bathTreatmentId: integer('bath_treatment_id').references(() => spaTreatments.id),
    inhalationTreatmentId: integer('inhalation_treatment_id').references(() => spaTreatments.id),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ssn_cure_settings_one_row', sql`${t.id} = 1`),
    check(
      'ssn_cure_settings_amounts',
      sql`${t.ticketCents} between 0 and 100000 and ${t.exemptCents} between 0 and 100000`,
    ),
  ],
);

/** A guest's cure booked with a room: the prescription as stated, and what they pay at the desk. */
export const ssnCures = pgTable(
  'ssn_cures',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => roomReservations.id, { onDelete: 'cascade' }),
    roomIndex: integer('room_index').notNull(),
    guestIndex: integer('guest_index').notNull(),
    cycle: varchar('cycle', { length: 16 }).$type<CureCycle>().notNull(),
    sessions: integer('sessions').notNull(),
    /** The exemption's code as the prescription states it; null: the guest pays the ticket. */
    exemptionCode: varchar('exemption_code', { length: 8 }),
    /** What the guest pays at the desk, as it was when booked. */
    dueCents: integer('due_cents').notNull(),
    visitDay: date('visit_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ssn_cures_one_per_guest').on(t.reservationId, t.roomIndex, t.guestIndex),
    check('ssn_cures_sessions', sql`${t.sessions} between 1 and 12`),
  ],
);
