import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MailAttachment } from '../../mail/mailer';
import type { MailKind } from '../../../domain/frontDesk';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Work that must happen even if the process that caused it dies (docs/decisions/013): a row
 * written in the caller's transaction, run by whichever app process claims it first
 * (`FOR UPDATE SKIP LOCKED`), under a lease that a crashed runner lets lapse.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** At most one job per queue and key, ever: periodic runs are keyed by their time slot. */
    singletonKey: text('singleton_key'),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** The process running it, and until when its lease holds (renewed while it runs). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('jobs_singleton_idx').on(t.queue, t.singletonKey), index('jobs_due_idx').on(t.status, t.runAt)],
);

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * The transactional outbox: every mail is a row written in the transaction of the change that
 * causes it; the 'mail.send' job delivers it at least once, as Message-ID `<outbox-{id}@…>`.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** What the mail is about (a booking's confirmation, a gift card...), for staff. */
    kind: text('kind').$type<MailKind>().notNull().default('other'),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent along (a confirmation's calendar entry); null when there are none. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** The body carries a secret (a reset link): emptied once the mail has left. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_mails_status_idx').on(t.status, t.createdAt)],
);
