import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { jobs, outboxMails, staffActions } from '../../../server/db/schema';
import type { Delivery, MailTransport } from '../../../server/mail/mailer';
import { enqueueMail, MAIL_MAX_ATTEMPTS, MAIL_QUEUE } from '../../../server/mail/outbox';
import { forgetStaleSensitiveMails } from '../../../server/mail/failedMails';
import { checkInApp } from '../checkIn/support';
import { readOutbox } from '../accounts/support';
import { testConfig } from '../support/testApp';

// Issue 13 (and issue 9 §3): the mails every attempt of which was refused are listed for the
// front desk, who can send one again; the job then really delivers it.

/** An SMTP server that refuses everything. */
class RefusingTransport implements MailTransport {
  outboxDir = null;
  async deliver(_mail: Delivery): Promise<void> {
    throw new Error('550 5.1.1 mailbox unavailable');
  }
}

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;
beforeAll(async () => {
  t = await checkInApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowOf = async (id: number) => (await db().select().from(outboxMails).where(eq(outboxMails.id, id)))[0];

/** Writes a mail and lets a process with a refusing SMTP server try it until it fails for good. */
async function failedForGood(mail: Parameters<typeof enqueueMail>[1]): Promise<number> {
  const refusing = await buildApp(testConfig(), { database: t.database, transport: new RefusingTransport() });
  try {
    const id = await enqueueMail(db(), mail);
    for (let attempt = 0; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      await db()
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(
          sql`${jobs.queue} = ${MAIL_QUEUE} and ${jobs.payload}->>'mailId' = ${String(id)} and ${jobs.status} = 'queued'`,
        );
      await refusing.jobs.runDue();
    }
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 12 });
    return id;
  } finally {
    await refusing.close();
  }
}

describe('mails not sent, at the front desk', () => {
  it('are for administrators only: 403 for a guest, 401 for a visitor', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/mails'],
      ['POST', '/api/admin/mails/1/retry'],
    ] as const) {
      const call = (client: typeof t.guest) =>
        method === 'GET' ? client.get(path, { 'x-locale': 'en' }) : client.post(path, {}, { 'x-locale': 'en' });
      expect((await call(t.guest)).statusCode, path).toBe(403);
      expect((await call(t.visitor)).statusCode, path).toBe(401);
    }
  });

  it('lists a failed mail and sends it again: pending with a fresh series of attempts, recorded, then delivered by the job', async () => {
    const id = await failedForGood({
      to: 'bounced@example.com',
      kind: 'deposit.receipt',
      subject: 'Your deposit has been received',
      text: 'We received 50,00 €.',
    });
    // A mail still being tried is not in the list.
    const pending = await enqueueMail(db(), {
      to: 'waiting@example.com',
      kind: 'refund',
      subject: 'Refund',
      text: 'Refunded',
    });

    const list = await t.admin.get('/api/admin/mails', { 'x-locale': 'en' });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(1);
    expect(list.json().mails).toEqual([
      {
        id,
        to: 'bounced@example.com',
        subject: 'Your deposit has been received',
        kind: 'deposit.receipt',
        attempts: 12,
        last_error: '550 5.1.1 mailbox unavailable',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        last_attempt_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        body_forgotten: false,
      },
    ]);

    const retried = await t.admin.post(`/api/admin/mails/${id}/retry`, {}, { 'x-locale': 'en' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id, attempts: 0, last_error: null });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(sql`${jobs.queue} = ${MAIL_QUEUE} and ${jobs.payload}->>'mailId' = ${String(id)}`);
    expect(job).toMatchObject({ status: 'queued', attempts: 0, maxAttempts: 12 });
    expect((await t.admin.get('/api/admin/mails')).json()).toEqual({ count: 0, mails: [] });

    const [action] = await db().select().from(staffActions).where(eq(staffActions.action, 'mail.retry'));
    expect(action).toMatchObject({
      userEmail: 'admin@terme.example',
      subject: { mail_id: id, to: 'bounced@example.com' },
    });
    const log = (await t.admin.get('/api/admin/staff-actions')).json();
    expect(log[0]).toMatchObject({
      action: 'mail.retry',
      user_email: 'admin@terme.example',
      subject: { mail_id: id, to: 'bounced@example.com' },
    });

    // This process writes .eml files: the job delivers the mail once more, for real.
    const delivered = (await readOutbox(t)).filter((m) => m.to === 'bounced@example.com');
    expect(delivered.map((m) => [m.subject, m.text])).toEqual([
      ['Your deposit has been received', 'We received 50,00 €.'],
    ]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await rowOf(pending)).status).toBe('sent');
  });

  it('answers 409 for a mail that has not failed, 404 for one that does not exist, in the screen language', async () => {
    const sent = await enqueueMail(db(), {
      to: 'fine@example.com',
      kind: 'refund',
      subject: 'Refund',
      text: 'Refunded',
    });
    await t.app.jobs.runDue();
    const conflict = await t.admin.post(`/api/admin/mails/${sent}/retry`, {}, { 'x-locale': 'it' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(
      'Questa email non è fallita: è già inviata o ancora in corso di invio, non c’è nulla da rinviare.',
    );
    const unknown = await t.admin.post('/api/admin/mails/987654/retry', {}, { 'x-locale': 'de' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('E-Mail nicht gefunden.');
    const bad = await t.admin.post('/api/admin/mails/abc/retry', {}, { 'x-locale': 'en' });
    expect(bad.statusCode).toBe(422);
    expect((await rowOf(sent)).status).toBe('sent');
  });

  it("says so when a gift card's mail lost its code for privacy a week after failing, and refuses to send it again", async () => {
    const id = await failedForGood({
      to: 'recipient@example.com',
      kind: 'gift_card',
      subject: 'A gift card for you',
      text: 'Code ABCD-EFGH-JKLM-NPQR',
      sensitive: true,
    });
    // Within the week, it can still be sent again: the body is kept.
    await forgetStaleSensitiveMails(db());
    expect((await rowOf(id)).text).toContain('ABCD');
    await db()
      .update(outboxMails)
      .set({ lastAttemptAt: sql`now() - interval '8 days'` })
      .where(eq(outboxMails.id, id));
    await forgetStaleSensitiveMails(db());
    expect(await rowOf(id)).toMatchObject({ text: '', html: null, attachments: null, status: 'failed' });

    const listed = (await t.admin.get('/api/admin/mails')).json().mails.find((m: { id: number }) => m.id === id);
    expect(listed).toMatchObject({ kind: 'gift_card', body_forgotten: true });
    const refused = await t.admin.post(`/api/admin/mails/${id}/retry`, {}, { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This mail carried a secret (a gift card code or a password link) that was deleted for privacy: it cannot be sent again.',
    );
    expect((await rowOf(id)).status).toBe('failed');
  });
});
