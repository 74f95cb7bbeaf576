import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { jobs, outboxMails } from '../../../server/db/schema';
import type { Delivery, MailTransport } from '../../../server/mail/mailer';
import { enqueueMail, MAIL_MAX_ATTEMPTS, MAIL_QUEUE, outboxReport } from '../../../server/mail/outbox';
import { createTestApp, testConfig, TestClient, type TestApp } from '../support/testApp';
import { sandboxCard } from '../payments/support';

/** A transport that records what it delivers, and can be told to refuse (an SMTP server down). */
class RecordingTransport implements MailTransport {
  outboxDir = null;
  delivered: Delivery[] = [];
  refusing = false;
  async deliver(mail: Delivery) {
    if (this.refusing) throw new Error('421 smtp.example: service not available');
    this.delivered.push(mail);
  }
}

const mail = (to: string) => ({
  to,
  kind: 'room_booking.confirmation' as const,
  subject: 'Your reservation',
  text: 'See you soon',
});

describe('the mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const rowOf = async (id: number) => (await db().select().from(outboxMails).where(eq(outboxMails.id, id)))[0];
  const jobOf = async (id: number) =>
    (
      await db()
        .select()
        .from(jobs)
        .where(sql`${jobs.queue} = ${MAIL_QUEUE} and ${jobs.payload}->>'mailId' = ${String(id)}`)
    )[0];
  const emlFiles = () => {
    const dir = join(t.config.dataDir, 'outbox');
    return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
  };

  it('sends nothing for a change that rolled back', async () => {
    await db()
      .transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled.back@example.com'));
        throw new Error('the card was declined');
      })
      .catch(() => undefined);
    await t.app.jobs.runDue();
    expect((await db().select().from(outboxMails).where(eq(outboxMails.to, 'rolled.back@example.com'))).length).toBe(0);
  });

  it('delivers a row again after a crash between sending and recording it, as the same message and the same file', async () => {
    const id = await enqueueMail(db(), mail('twice@example.com'));
    await t.app.jobs.runDue();
    const files = emlFiles();
    const first = files.find((f) =>
      readFileSync(join(t.config.dataDir, 'outbox', f), 'utf8').includes('To: twice@example.com'),
    )!;
    // The process died after the SMTP server took the mail and before the row said so.
    await db().update(outboxMails).set({ status: 'pending', sentAt: null }).where(eq(outboxMails.id, id));
    await db()
      .update(jobs)
      .set({ status: 'queued', runAt: sql`now()` })
      .where(eq(jobs.id, (await jobOf(id)).id));
    await t.app.jobs.runDue();
    expect(emlFiles()).toEqual(files);
    const eml = readFileSync(join(t.config.dataDir, 'outbox', first), 'utf8');
    const row = await rowOf(id);
    expect(eml).toContain(`Message-ID: <outbox-${id}-${row.createdAt.getTime()}@terme.example>`);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a refused mail with growing waits, shows it to staff, and fails it after the last attempt', async () => {
    const transport = new RecordingTransport();
    const app = await buildApp(testConfig(), { database: t.database, transport });
    try {
      transport.refusing = true;
      const id = await enqueueMail(db(), mail('refused@example.com'));
      await app.jobs.runDue();
      const waits: number[] = [];
      for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
        const job = await jobOf(id);
        waits.push(Math.round((job.runAt.getTime() - Date.now()) / 1000));
        await db()
          .update(jobs)
          .set({ runAt: sql`now()` })
          .where(eq(jobs.id, job.id));
        await app.jobs.runDue();
      }
      // 30 s, then doubling, never more than an hour apart.
      expect(waits.slice(0, 4).map((w) => Math.round(w / 30) * 30)).toEqual([30, 60, 120, 240]);
      expect(Math.max(...waits)).toBeLessThanOrEqual(3600);
      expect(await rowOf(id)).toMatchObject({
        status: 'failed',
        attempts: MAIL_MAX_ATTEMPTS,
        lastError: '421 smtp.example: service not available',
      });
      const report = await outboxReport(db());
      expect(report.failed).toBeGreaterThanOrEqual(1);
      expect(report.troubled).toContainEqual(
        expect.objectContaining({
          id,
          to: 'refused@example.com',
          status: 'failed',
          lastError: expect.stringContaining('421'),
        }),
      );
      expect(transport.delivered).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('counts a mail that failed once and is waiting for its next attempt', async () => {
    const transport = new RecordingTransport();
    const app = await buildApp(testConfig(), { database: t.database, transport });
    try {
      transport.refusing = true;
      const id = await enqueueMail(db(), mail('later@example.com'));
      await app.jobs.runDue();
      expect((await outboxReport(db())).troubled).toContainEqual(
        expect.objectContaining({ id, status: 'pending', attempts: 1 }),
      );
      transport.refusing = false;
      await db()
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(eq(jobs.id, (await jobOf(id)).id));
      await app.jobs.runDue();
      expect(transport.delivered.map((d) => d.to)).toEqual(['later@example.com']);
      expect((await outboxReport(db())).troubled.map((m) => m.id)).not.toContain(id);
    } finally {
      await app.close();
    }
  });

  it('forgets the body of a mail with a secret once it has left', async () => {
    const id = await enqueueMail(db(), {
      ...mail('secret@example.com'),
      text: 'https://terme.test/it/password/reset/abc123',
      sensitive: true,
    });
    expect((await rowOf(id)).text).toContain('abc123');
    await t.app.jobs.runDue();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', text: '', html: null });
  });

  it('still sends the confirmation of a purchase whose process died right after the commit', async () => {
    // The first process takes the payment and stops before any job runs (kill -9 after commit).
    const transport = new RecordingTransport();
    const first = await buildApp(testConfig(), { database: t.database, transport });
    const client = await new TestClient(first).start('/en/deposit-payment');
    const pm = await sandboxCard(client, '4242424242424242');
    const paid = await client.post(
      '/deposit-payment',
      {
        amount: 5000,
        note: 'Deposit',
        first_name: 'Ida',
        last_name: 'Crash',
        email: 'ida.crash@example.com',
        privacy: true,
        payment_method_id: pm,
      },
      { 'x-locale': 'en' },
    );
    expect(paid.statusCode).toBe(200);
    await first.close();
    expect(transport.delivered).toEqual([]);

    // The next process delivers it.
    const second = await buildApp(testConfig(), { database: t.database, transport });
    try {
      await second.jobs.runDue();
      expect(transport.delivered.map((d) => [d.to, d.subject])).toContainEqual([
        'ida.crash@example.com',
        'Your deposit has been received',
      ]);
    } finally {
      await second.close();
    }
  });
});
