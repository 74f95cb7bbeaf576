import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { outboxMails } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { JobRunner } from '../jobs/runner';
import type { Mail, Mailer, MailTransport } from './mailer';

export const MAIL_QUEUE = 'mail.send';
/** About six and a half hours of retries (30 s doubling, at most an hour apart) before a mail is failed. */
export const MAIL_MAX_ATTEMPTS = 12;

type OutboxRow = typeof outboxMails.$inferSelect;

/**
 * Writes a mail into the outbox and queues its delivery. Given the transaction of the change
 * that causes the mail (a purchase, a request), the mail exists exactly when the change commits.
 */
export async function enqueueMail(db: Db | Tx, mail: Mail): Promise<number> {
  const [row] = await db
    .insert(outboxMails)
    .values({
      to: mail.to,
      kind: mail.kind,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      sensitive: mail.sensitive ?? false,
    })
    .returning({ id: outboxMails.id });
  await enqueueJob(db, MAIL_QUEUE, { mailId: row.id }, { maxAttempts: MAIL_MAX_ATTEMPTS });
  return row.id;
}

/** A Mailer that writes into the outbox through `db` (a transaction, or the database itself). */
export function outboxMailer(db: Db | Tx): Mailer {
  return { send: async (mail) => void (await enqueueMail(db, mail)) };
}

/**
 * The row's identity on the wire. A row delivered twice (the process died between sending and
 * recording it) carries the same Message-ID, by which mail systems drop the copy, and the same
 * `.eml` file name, which the second write replaces. The creation time keeps ids of a reset
 * database from colliding with old ones.
 */
export function deliveryIdentity(row: Pick<OutboxRow, 'id' | 'createdAt'>) {
  const stamp = row.createdAt.toISOString().replace(/[:.]/g, '-');
  return {
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@terme.example>`,
    fileName: `${stamp}-${String(row.id).padStart(8, '0')}.eml`,
  };
}

/** The 'mail.send' job: delivers one outbox row unless it has left already; failures retry with back-off. */
export function defineMailQueue(runner: JobRunner, db: Db, transport: MailTransport) {
  runner.define<{ mailId: number }>(MAIL_QUEUE, {
    async run({ mailId }, job) {
      const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, mailId));
      if (!row || row.status === 'sent') return;
      await db
        .update(outboxMails)
        .set({ attempts: sql`${outboxMails.attempts} + 1`, lastAttemptAt: sql`now()` })
        .where(eq(outboxMails.id, mailId));
      try {
        await transport.deliver({
          to: row.to,
          kind: row.kind,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: row.attachments ?? undefined,
          date: row.createdAt,
          ...deliveryIdentity(row),
        });
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        await db
          .update(outboxMails)
          .set({ lastError, status: job.lastAttempt ? 'failed' : 'pending' })
          .where(eq(outboxMails.id, mailId));
        throw error;
      }
      const forget = row.sensitive ? { text: '', html: null, attachments: null } : {};
      await db
        .update(outboxMails)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...forget })
        .where(eq(outboxMails.id, mailId));
    },
  });
}

/**
 * For staff (the admin page): how many mails wait, how many failed for good, and the ones in
 * trouble (failed, or pending after a failed attempt), newest first.
 */
export async function outboxReport(db: Db, limit = 50) {
  const [counts] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${outboxMails.status} = 'pending'))::int`,
      retrying: sql<number>`(count(*) filter (where ${outboxMails.status} = 'pending' and ${outboxMails.attempts} > 0))::int`,
      failed: sql<number>`(count(*) filter (where ${outboxMails.status} = 'failed'))::int`,
    })
    .from(outboxMails);
  const troubled = await db
    .select({
      id: outboxMails.id,
      to: outboxMails.to,
      subject: outboxMails.subject,
      status: outboxMails.status,
      attempts: outboxMails.attempts,
      lastError: outboxMails.lastError,
      lastAttemptAt: outboxMails.lastAttemptAt,
      createdAt: outboxMails.createdAt,
    })
    .from(outboxMails)
    .where(or(eq(outboxMails.status, 'failed'), and(eq(outboxMails.status, 'pending'), gt(outboxMails.attempts, 0))))
    .orderBy(desc(outboxMails.id))
    .limit(limit);
  return { ...counts, troubled };
}

/** Sent mails are kept 30 days (to answer "did my confirmation leave?"), then deleted. Failed ones stay. */
export async function purgeSentMails(db: Db) {
  await db
    .delete(outboxMails)
    .where(and(eq(outboxMails.status, 'sent'), lt(outboxMails.sentAt, sql`now() - interval '30 days'`)));
}
