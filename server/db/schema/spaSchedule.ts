import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Translations } from '../../../domain/locales';
import { roomReservations } from './booking';

// The spa's treatments and their schedule (docs/product.md §16, decision 048; migration 0030).
// The exclusion constraints that make a double booking impossible live in the migration only.

export const spaTreatments = pgTable('spa_treatments', {
  id: serial('id').primaryKey(),
  names: jsonb('names').$type<Translations>().notNull(),
  descriptions: jsonb('descriptions').$type<Translations>().notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  priceCents: integer('price_cents').notNull(),
  vatRate: integer('vat_rate').notNull().default(22),
  skill: text('skill').notNull(),
  cabinKind: text('cabin_kind').notNull(),
  active: boolean('active').notNull().default(true),
});

export const spaTherapists = pgTable('spa_therapists', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  skills: text('skills').array().notNull(),
  active: boolean('active').notNull().default(true),
});

/** A therapist's working hours on one weekday (1 Monday .. 7 Sunday), hotel time 'HH:mm'; no row, a day off. */
export const spaTherapistHours = pgTable(
  'spa_therapist_hours',
  {
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => spaTherapists.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    starts: varchar('starts', { length: 5 }).notNull(),
    ends: varchar('ends', { length: 5 }).notNull(),
  },
  (t) => [primaryKey({ name: 'spa_therapist_hours_pk', columns: [t.therapistId, t.weekday] })],
);

export const spaCabins = pgTable('spa_cabins', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  kind: text('kind').notNull(),
  opens: varchar('opens', { length: 5 }).notNull(),
  closes: varchar('closes', { length: 5 }).notNull(),
  active: boolean('active').notNull().default(true),
});

/** A treatment booked for a guest's stay, or a therapist's hour blocked (an absence, a break). */
export const spaAppointments = pgTable('spa_appointments', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'treatment' | 'block'>().notNull(),
  therapistId: integer('therapist_id')
    .notNull()
    .references(() => spaTherapists.id),
  cabinId: integer('cabin_id').references(() => spaCabins.id),
  treatmentId: integer('treatment_id').references(() => spaTreatments.id),
  reservationId: integer('reservation_id').references(() => roomReservations.id),
  /** A package's time: which room (0 = the first) and guest of it (0 = Guest 1); null before 0036 or by the desk. */
  roomIndex: integer('room_index'),
  guestIndex: integer('guest_index'),
  /** A session or the admission visit of an SSN cure (product.md §16.10; migration 0038): not in the room's price. */
  ssnCureId: integer('ssn_cure_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  priceCents: integer('price_cents'),
  vatRate: integer('vat_rate'),
  reason: varchar('reason', { length: 255 }),
  createdBy: text('created_by'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
