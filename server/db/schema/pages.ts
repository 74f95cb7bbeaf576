import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { pages } from './catalog';

/**
 * Earlier bodies of a static page: each save by the page editor keeps the body it replaces here,
 * with who replaced it and when, so an administrator can restore it (a restore is a new save).
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** When this body had been saved (the page's updated_at then). */
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    /** Who replaced it, and when; the email stays when the account is gone. */
    replacedBy: integer('replaced_by').references(() => users.id, { onDelete: 'set null' }),
    replacedByEmail: text('replaced_by_email').notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_versions_page_idx').on(t.pageId, t.replacedAt)],
);
