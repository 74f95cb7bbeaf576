import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, outboxMails } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { FailedMailsResponse, FailedMailWire } from '../../domain/frontDesk';
import { MAIL_MAX_ATTEMPTS, MAIL_QUEUE } from './outbox';

/** How long a failed mail that carries a secret (a gift card's code, a reset link) keeps its body. */
export const SENSITIVE_FAILED_MAIL_DAYS = 7;

type OutboxRow = typeof outboxMails.$inferSelect;

/** A sensitive mail's body is emptied once sent, or a week after it failed for good. */
const bodyForgotten = (row: Pick<OutboxRow, 'sensitive' | 'text' | 'html'>) =>
  row.sensitive && row.text === '' && row.html === null;

const wire = (row: OutboxRow): FailedMailWire => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
  body_forgotten: bodyForgotten(row),
});

/** The mails every attempt of which was refused, newest first, with how many there are. */
export async function failedMails(db: Db, limit = 100): Promise<FailedMailsResponse> {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.status, 'failed'))
    .orderBy(desc(outboxMails.id))
    .limit(limit);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxMails)
    .where(eq(outboxMails.status, 'failed'));
  return { count, mails: rows.map(wire) };
}

export type RetryOutcome = { retried: FailedMailWire } | { refused: 'unknown' | 'not_failed' | 'body_forgotten' };

/**
 * A failed mail back to pending with a fresh series of attempts, in one transaction (the row
 * locked, so two clicks retry it once): its failed delivery job is queued again from the first
 * attempt, or a new one is queued when that job is gone.
 */
export async function retryFailedMail(db: Db, id: number): Promise<RetryOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(outboxMails).where(eq(outboxMails.id, id)).for('update');
    if (!row) return { refused: 'unknown' };
    if (row.status !== 'failed') return { refused: 'not_failed' };
    if (bodyForgotten(row)) return { refused: 'body_forgotten' };
    const [pending] = await tx
      .update(outboxMails)
      .set({ status: 'pending', attempts: 0, lastError: null })
      .where(eq(outboxMails.id, id))
      .returning();
    const revived = await tx
      .update(jobs)
      .set({
        status: 'queued',
        attempts: 0,
        maxAttempts: MAIL_MAX_ATTEMPTS,
        runAt: sql`now()`,
        lastError: null,
        finishedAt: null,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(
        and(eq(jobs.queue, MAIL_QUEUE), eq(jobs.status, 'failed'), sql`${jobs.payload}->>'mailId' = ${String(id)}`),
      )
      .returning({ id: jobs.id });
    if (revived.length === 0) await enqueueJob(tx, MAIL_QUEUE, { mailId: id }, { maxAttempts: MAIL_MAX_ATTEMPTS });
    return { retried: wire(pending) };
  });
}

/**
 * A secret must not wait in the database for ever: a failed mail's gift-card code or reset link
 * is deleted a week after its last attempt (the front desk then sees that it cannot be resent).
 */
export async function forgetStaleSensitiveMails(db: Db) {
  await db
    .update(outboxMails)
    .set({ text: '', html: null, attachments: null })
    .where(
      and(
        eq(outboxMails.status, 'failed'),
        eq(outboxMails.sensitive, true),
        lt(outboxMails.lastAttemptAt, sql`now() - make_interval(days => ${SENSITIVE_FAILED_MAIL_DAYS})`),
      ),
    );
}
