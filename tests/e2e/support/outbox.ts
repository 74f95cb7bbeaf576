import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text and html bodies, joined. */
  body: string;
  /** Every http(s) link in the body. */
  links: string[];
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (utf-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes an RFC 2047 header ('=?UTF-8?Q?...?=' or '=?UTF-8?B?...?='). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function header(head: string, name: string): string {
  const m = head.match(new RegExp(`^${name}:([^\\n]*(?:\\n[ \\t][^\\n]*)*)`, 'im'));
  return m ? decodeHeader(m[1].replace(/\r?\n[ \t]/g, ' ').trim()) : '';
}

/** Reads the bodies of a (possibly multipart) message, decoding each part's transfer encoding. */
function bodies(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = header(head, 'Content-Type').match(/boundary="?([^";]+)"?/i)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => bodies(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function parseEml(file: string, raw: string): OutboxMail {
  const head = raw.split(/\r?\n\r?\n/)[0];
  const body = bodies(raw);
  const links = [...new Set([...body.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
  return { file, to: header(head, 'To'), subject: header(head, 'Subject'), body, links };
}

/** The server's outbox (DATA_DIR/outbox), where it writes .eml files when no SMTP server is set. */
export class Outbox {
  constructor(private readonly dataDir: string) {}

  all(): OutboxMail[] {
    const dir = join(this.dataDir, 'outbox');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => parseEml(f, readFileSync(join(dir, f), 'utf8')));
  }

  /**
   * Waits for the newest mail to `to` (case-insensitive) that satisfies `where`. A mail leaves
   * through queued jobs (often two: the request's, then the outbox's), each picked up within a
   * second on an idle server; the whole suite's jobs share the queue, hence the margin.
   */
  async waitFor(
    to: string,
    where: (mail: OutboxMail) => boolean = () => true,
    timeoutMs = 20_000,
  ): Promise<OutboxMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.all()
        .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && where(m))
        .at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} in the outbox after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
