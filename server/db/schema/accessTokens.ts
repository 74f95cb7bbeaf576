import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { typed } from './limits';
import { TOKEN_NAME_MAX_LENGTH } from '../../../domain/accessTokens';

/**
 * Personal access tokens (issue 14, decision 019): only the SHA-256 of the token is kept, with its
 * last four characters to tell tokens apart in the list. Deleting revokes (the row stays, so a
 * revoked token answers as revoked and the account's history keeps it).
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: typed('name', TOKEN_NAME_MAX_LENGTH).notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('personal_access_tokens_user_idx').on(t.userId)],
);
