import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { roomReservations } from './booking';
import { boroughs, countries, provinces } from './places';
import { emailAddress, typed } from './limits';
import { DESK_NAME_MAX_LENGTH, DOCUMENT_NUMBER_MAX_LENGTH } from '../../../domain/constants';

/**
 * One guest's online check-in for a room reservation (product.md §9: check-in customer and identity
 * document). Position 1 is the booker, who alone gives a document. Personal data: readable only
 * by the reservation's owner and administrators, deleted some days after departure.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    roomReservationId: integer('room_reservation_id')
      .notNull()
      .references(() => roomReservations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // Online the names are held to the Alloggiati widths; the desk may keep a longer one whole.
    firstName: typed('first_name', DESK_NAME_MAX_LENGTH).notNull(),
    lastName: typed('last_name', DESK_NAME_MAX_LENGTH).notNull(),
    email: emailAddress('email'),
    /** The language the guest checked in with. */
    locale: text('locale').notNull(),
    sex: text('sex').$type<'M' | 'F'>().notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    nationalityId: integer('nationality_id')
      .notNull()
      .references(() => countries.id),
    birthCountryId: integer('birth_country_id')
      .notNull()
      .references(() => countries.id),
    birthProvinceId: text('birth_province_id').references(() => provinces.id),
    birthBoroughId: integer('birth_borough_id').references(() => boroughs.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    provinceId: text('province_id').references(() => provinces.id),
    documentType: text('document_type'),
    documentNumber: typed('document_number', DOCUMENT_NUMBER_MAX_LENGTH),
    documentExpiryDate: date('document_expiry_date', { mode: 'string' }),
    documentIssuingCountryId: integer('document_issuing_country_id').references(() => countries.id),
    documentIssuingBoroughId: integer('document_issuing_borough_id').references(() => boroughs.id),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
    dataConsentAt: timestamp('data_consent_at', { withTimezone: true }).notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Who registered this guest at the desk; null when the guest checked in online. */
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** The identity document seen in person on arrival, and by whom (product.md §12.6). */
    identityCheckedAt: timestamp('identity_checked_at', { withTimezone: true }),
    identityCheckedBy: integer('identity_checked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('check_ins_guest').on(t.roomReservationId, t.position)],
);

/** What the front desk did, and who: downloads of the police report, views of check-in data. */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the account is gone: the log must still say who it was. */
    userEmail: text('user_email').notNull(),
    action: text('action').notNull(),
    /** What it was about: `{ reservation_id }`, `{ date, guests }`. */
    subject: jsonb('subject').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_actions_created_idx').on(t.createdAt)],
);
