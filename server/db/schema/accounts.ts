import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  jsonb,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../domain/staffRoles';
import { emailAddress, personName } from './limits';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: personName('first_name').notNull(),
    lastName: personName('last_name').notNull(),
    /** Stored lower-cased; unique. */
    email: emailAddress('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale').notNull().default('it'),
    /**
     * The back-office role (administrator, revenue manager, front desk; null for a guest): what the
     * person may do there (server/http/auth.ts requireRole, docs/product.md §12).
     */
    role: text('role').$type<StaffRole>(),
    /** Read-only: the person is an administrator (kept for the code that only asks that). */
    isAdmin: boolean('is_admin')
      .notNull()
      .generatedAlwaysAs(sql`role IS NOT NULL AND role = 'administrator'`),
    /** Set when an administrator disables the account: it cannot sign in and its sessions are ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    /** Bonus-terme credit in cents. */
    bonusTermeCredit: integer('bonus_terme_credit').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_role_check', sql`${t.role} IN ('administrator', 'revenue_manager', 'front_desk')`)],
);

/** A browser session; the cookie carries a random token and this row is keyed by its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_user_idx').on(t.userId)],
);

/** Single-use password reset links; only the token's hash is kept. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters for rate limits, kept in the database so they hold across processes. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Failed logins per key (an account, or an account from one address) and when the last one was:
 * the wait before the next attempt grows with them (server/modules/accounts/loginThrottle.ts).
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});
