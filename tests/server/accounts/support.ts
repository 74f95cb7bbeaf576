import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import type { TestClient } from '../support/testApp';

export const DEMO_GUEST = { email: 'guest@terme.example', password: 'terme-guest-2026' };

let counter = 0;
/** A new address per call, so tests sharing an app do not share rate-limit counters. */
export const freshIp = () => `10.${(process.pid % 200) + 1}.${Math.floor(++counter / 250)}.${counter % 250}`;
export const uniqueEmail = (prefix = 'guest') => `${prefix}.${Date.now()}.${++counter}@example.com`;

/**
 * Rate limits count in fixed one-minute windows; a test that sends N requests must not straddle a
 * window boundary. Pins Date.now to the middle of the current minute (restore with vi.restoreAllMocks).
 */
export function pinClockMidMinute() {
  const now = Date.now();
  const mid = Math.floor(now / 60_000) * 60_000 + 30_000;
  vi.spyOn(Date, 'now').mockReturnValue(mid);
  return mid;
}

export interface Honeypot {
  enabled: boolean;
  nameFieldName: string;
  validFromFieldName: string;
  encryptedValidFrom: string;
}

export async function honeypot(client: TestClient): Promise<Honeypot> {
  return (await client.get('/api/honeypot')).json() as Honeypot;
}

/** A complete registration as the SPA's form sends it, honeypot included. */
export async function registrationPayload(client: TestClient, overrides: Record<string, unknown> = {}) {
  const h = await honeypot(client);
  return {
    first_name: 'Anna',
    last_name: 'Weber',
    email: uniqueEmail('anna'),
    password: 'ein-sicheres-passwort',
    password_confirmation: 'ein-sicheres-passwort',
    privacy_consent: true,
    newsletter_consent: false,
    [h.nameFieldName]: '',
    [h.validFromFieldName]: h.encryptedValidFrom,
    ...overrides,
  };
}

export async function countUsers(db: Db, email?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(email ? sql`lower(${users.email}) = ${email.toLowerCase()}` : undefined);
  return row.n;
}

/** Decodes one MIME part body (quoted-printable or base64). */
function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The attached calendar entry (text/calendar), decoded; '' when there is none. */
  calendar: string;
  /** The attachment's file name, as the mail says it. */
  calendarName: string;
  raw: string;
}

/**
 * The mails delivered to DATA_DIR/outbox, oldest first, with their text and HTML parts decoded.
 * Delivers what the outbox holds first: mails leave through jobs (docs/decisions/013), which
 * tests run here rather than on a timer.
 */
export async function readOutbox(t: { app: FastifyInstance; config: AppConfig }): Promise<OutboxMail[]> {
  await t.app.jobs.runDue();
  const dir = join(t.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      // Split on the message's own boundaries (a body line may start with '--' too); a mail with an
      // attachment nests its text and HTML (multipart/alternative) inside multipart/mixed.
      const boundaries = Array.from(raw.matchAll(/boundary="?([^";\r\n]+)"?/gi), (m) => m[1]);
      const parts = boundaries
        .reduce((pieces, boundary) => pieces.flatMap((piece) => piece.split(`--${boundary}`)), [raw])
        .map((part) => {
          const split = part.search(/\r?\n\r?\n/);
          return { headers: part.slice(0, split), body: part.slice(split).trim() };
        });
      const find = (type: string) => parts.find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p.headers));
      const text = find('text/plain');
      const html = find('text/html');
      const calendar = find('text/calendar');
      return {
        to: /^To: (.+)$/m.exec(raw)?.[1] ?? '',
        subject: decodeWords((/^Subject: (.+(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ')),
        text: text ? decodePart(text.headers, text.body) : '',
        html: html ? decodePart(html.headers, html.body) : '',
        calendar: calendar ? decodePart(calendar.headers, calendar.body) : '',
        calendarName: calendar ? (/filename="?([^";\r\n]+)/i.exec(calendar.headers)?.[1] ?? '') : '',
        raw,
      };
    });
}

/** A subject as a mail program shows it: Nodemailer writes non-ASCII as RFC 2047 encoded words (Q or B). */
const decodeWords = (header: string) =>
  header.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

/** The reset link of a mail: its path (to post against the app) and its parts. */
export function resetLinkIn(mail: OutboxMail, appUrl: string) {
  const match = new RegExp(
    `${appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(en|it|de)/password/reset/([\\w-]+)\\?email=(\\S+)`,
  ).exec(mail.text);
  if (!match) throw new Error(`no reset link in mail:\n${mail.text}`);
  return { locale: match[1], token: match[2], email: decodeURIComponent(match[3]) };
}
