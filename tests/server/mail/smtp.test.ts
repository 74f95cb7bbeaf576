import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'selfsigned';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { jobs, outboxMails } from '../../../server/db/schema';
import { enqueueMail, MAIL_MAX_ATTEMPTS, MAIL_QUEUE } from '../../../server/mail/outbox';
import { checkInApp } from '../checkIn/support';
import { testConfig } from '../support/testApp';

// Issue 36: mails through a real SMTP server, not the outbox folder: STARTTLS with a certificate
// checked against the relay's own authority, authentication, a refused recipient and a dropped
// connection. Every mail is delivered exactly once or listed in "mails not sent"; none is lost.
// docs/operations.md §8.

const USER = { name: 'terme', pass: 'relay-secret' };
/** smtp-server's connection: its socket is how a test cuts it. */
type Connection = { id: string; _socket: { destroy(): void } };
const REFUSED = 'nobody@refused.example';
const received: { to: string[]; secure: boolean; user: unknown; body: string }[] = [];
let dropNext = 0;
let refuse = true;
let smtp: SMTPServer;
let port = 0;
let caFile = '';

function startSmtp(cert: string, key: string): Promise<void> {
  smtp = new SMTPServer({
    key,
    cert,
    authMethods: ['PLAIN', 'LOGIN'],
    // AUTH only after STARTTLS: a client that skipped it could not log in.
    allowInsecureAuth: false,
    onAuth(auth, _session, done) {
      if (auth.username === USER.name && auth.password === USER.pass) return done(null, { user: auth.username });
      done(new Error('535 authentication failed'));
    },
    onRcptTo(address, _session, done) {
      if (refuse && address.address === REFUSED)
        return done(Object.assign(new Error('550 5.1.1 no such mailbox'), { responseCode: 550 }));
      done();
    },
    onData(stream, session: SMTPServerSession, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        // The connection dies in the middle of the message, as a relay restarting would.
        if (dropNext > 0) {
          dropNext--;
          for (const connection of (smtp as unknown as { connections: Set<Connection> }).connections)
            if (connection.id === session.id) connection._socket.destroy();
        }
      });
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
          user: session.user,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
    logger: false,
  });
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => {
      port = (smtp.server.address() as AddressInfo).port;
      resolve();
    }),
  );
}

type App = Awaited<ReturnType<typeof checkInApp>>;
let t: App;
let sender: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const dir = mkdtempSync(join(tmpdir(), 'terme-smtp-'));
  caFile = join(dir, 'ca.pem');
  writeFileSync(caFile, pems.cert);
  await startSmtp(pems.cert, pems.private);
  t = await checkInApp();
  // A process whose mails leave through the SMTP server, on the same database.
  sender = await buildApp(
    testConfig({ smtpUrl: `smtp://${USER.name}:${USER.pass}@127.0.0.1:${port}`, smtpCaFile: caFile }),
    { database: t.database },
  );
});
afterAll(async () => {
  await sender.close();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const db = () => t.database.db;
const rowOf = async (id: number) => (await db().select().from(outboxMails).where(eq(outboxMails.id, id)))[0];
/** Runs the mail's delivery job now (its back-off moved to now): the job runner acts as the clock. */
async function attempt(id: number) {
  await db()
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(
      sql`${jobs.queue} = ${MAIL_QUEUE} and ${jobs.payload}->>'mailId' = ${String(id)} and ${jobs.status} = 'queued'`,
    );
  await sender.jobs.runDue();
}
const mail = (to: string, subject: string) =>
  enqueueMail(db(), { to, kind: 'request.acknowledgement', subject, text: `${subject}: the body.` });
const copiesOf = (subject: string) => received.filter((m) => m.body.includes(`Subject: ${subject}`));

describe('mail through an SMTP server', () => {
  it('is delivered once over STARTTLS, authenticated, the certificate checked', async () => {
    const id = await mail('anna@example.com', 'Over STARTTLS');
    await attempt(id);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(copiesOf('Over STARTTLS')).toMatchObject([{ to: ['anna@example.com'], secure: true, user: USER.name }]);
  });

  it('retries after a dropped connection and delivers one copy', async () => {
    dropNext = 1;
    const id = await mail('bruno@example.com', 'After a drop');
    await attempt(id);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf(id)).lastError).toBeTruthy();
    await attempt(id);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(copiesOf('After a drop')).toHaveLength(1);
  });

  it('lists a refused recipient in "mails not sent"; sent again by staff once the relay takes it', async () => {
    const id = await mail(REFUSED, 'Refused at first');
    for (let n = 0; n < MAIL_MAX_ATTEMPTS; n++) await attempt(id);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect((await rowOf(id)).lastError).toMatch(/550/);
    const list = (await t.admin.get('/api/admin/mails')).json();
    expect(list.mails.map((m: { id: number }) => m.id)).toContain(id);

    refuse = false;
    expect((await t.admin.post(`/api/admin/mails/${id}/retry`)).statusCode).toBe(200);
    await attempt(id);
    expect(await rowOf(id)).toMatchObject({ status: 'sent' });
    expect(copiesOf('Refused at first')).toHaveLength(1);
  });

  it('does not send to a server whose certificate it cannot check', async () => {
    const untrusting = await buildApp(testConfig({ smtpUrl: `smtp://${USER.name}:${USER.pass}@127.0.0.1:${port}` }), {
      database: t.database,
    });
    try {
      const id = await mail('carla@example.com', 'Untrusted relay');
      await db()
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(sql`${jobs.payload}->>'mailId' = ${String(id)}`);
      await untrusting.jobs.runDue();
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await rowOf(id)).lastError).toMatch(/certificate/i);
      expect(copiesOf('Untrusted relay')).toHaveLength(0);
      await attempt(id);
      expect(copiesOf('Untrusted relay')).toHaveLength(1);
    } finally {
      await untrusting.close();
    }
  });
});
