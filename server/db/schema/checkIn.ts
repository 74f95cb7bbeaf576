import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { roomReservations } from './booking';
import { boroughs, countries, provinces } from './places';
import { emailAddress, typed } from './limits';
import {
  CHECK_IN_FIRST_NAME_MAX_LENGTH,
  CHECK_IN_LAST_NAME_MAX_LENGTH,
  DOCUMENT_NUMBER_MAX_LENGTH,
} from '../../../domain/constants';

/**
 * One guest's online check-in for a room reservation (SPEC 3: check-in customer and identity
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
    firstName: typed('first_name', CHECK_IN_FIRST_NAME_MAX_LENGTH).notNull(),
    lastName: typed('last_name', CHECK_IN_LAST_NAME_MAX_LENGTH).notNull(),
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
