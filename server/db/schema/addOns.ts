import { boolean, integer, jsonb, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { AddOnUnit } from '../../../domain/addOns';
import type { Translations } from '../../../domain/locales';
import { roomReservations } from './booking';

// Add-ons sold with a room (docs/product.md §16.9, decision 056; migration 0035). The checks on
// unit, price and VAT rate live in the migration.
export const addOns = pgTable('add_ons', {
  id: serial('id').primaryKey(),
  names: jsonb('names').$type<Translations>().notNull(),
  descriptions: jsonb('descriptions').$type<Translations>().notNull(),
  unit: varchar('unit', { length: 16 }).$type<AddOnUnit>().notNull(),
  price: integer('price').notNull(),
  vatRate: integer('vat_rate').notNull(),
  offered: boolean('offered').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reservation's add-on line, priced by the server when the room was held: kept as sold. */
export const roomReservationAddOns = pgTable(
  'room_reservation_add_ons',
  {
    id: serial('id').primaryKey(),
    roomReservationId: integer('room_reservation_id')
      .notNull()
      .references(() => roomReservations.id, { onDelete: 'cascade' }),
    /** The room's position in the reservation (reserved_rooms.position). */
    room: integer('room').notNull(),
    addOnId: integer('add_on_id')
      .notNull()
      .references(() => addOns.id),
    names: jsonb('names').$type<Translations>().notNull(),
    unit: varchar('unit', { length: 16 }).$type<AddOnUnit>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    vatRate: integer('vat_rate').notNull(),
  },
  (t) => [unique('room_reservation_add_ons_once').on(t.roomReservationId, t.room, t.addOnId)],
);
