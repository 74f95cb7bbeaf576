import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { MailKind } from '../../domain/frontDesk';

/** A mail as modules write it; where it goes and when is the outbox's business (outbox.ts). */
export interface Mail {
  to: string;
  /** What it is about, for the front desk's list of mails that could not be sent. */
  kind: MailKind;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The body carries a secret (a password reset link): the outbox forgets it once sent. */
  sensitive?: boolean;
  /** Files sent along (a confirmation's calendar entry), in nodemailer's shape. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  /** 'base64' for a binary file (a printable gift card's PDF) kept as text in the outbox's JSON column. */
  encoding?: 'base64';
}

/** What modules send mails through: `deps.mailer`, an outbox writer (outbox.ts). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** One delivery of an outbox row: its Message-ID and file name are derived from the row. */
export interface Delivery extends Mail {
  messageId: string;
  /** Stable per row, so a second delivery of the same row overwrites the first file. */
  fileName: string;
  date: Date;
}

/** How mails physically leave: SMTP, or `.eml` files in DATA_DIR/outbox. Only the 'mail.send' job uses it. */
export interface MailTransport {
  deliver(mail: Delivery): Promise<void>;
  /** Where `.eml` files go when there is no SMTP server (null with SMTP). */
  outboxDir: string | null;
}

export const MAIL_FROM = '"Terme" <noreply@terme.example>';

const message = ({ to, subject, text, html, replyTo, attachments, messageId, date }: Delivery) => ({
  from: MAIL_FROM,
  to,
  subject,
  text,
  html,
  replyTo,
  attachments,
  messageId,
  date,
});

/** nodemailer, loaded with the first mail: a start without mails to send does not wait for it (issue 10). */
async function nodemailerTransport(create: (mailer: typeof nodemailer) => Transporter): Promise<Transporter> {
  const { default: mailer } = await import('nodemailer');
  return create(mailer);
}

/** SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as an .eml file. */
export function createMailTransport(config: AppConfig): MailTransport {
  if (config.smtpUrl) {
    let transport: Promise<Transporter> | undefined;
    const smtpUrl = config.smtpUrl;
    // STARTTLS whenever the server offers it (nodemailer's default); its certificate is checked,
    // against SMTP_CA_FILE for a relay with a private authority.
    const tls = config.smtpCaFile ? { ca: readFileSync(config.smtpCaFile, 'utf8') } : undefined;
    return {
      outboxDir: null,
      async deliver(mail) {
        transport ??= nodemailerTransport((mailer) => mailer.createTransport({ url: smtpUrl, tls }));
        await (await transport).sendMail(message(mail));
      },
    };
  }
  const outboxDir = join(config.dataDir === ':memory:' ? join(process.cwd(), '.tmp') : config.dataDir, 'outbox');
  let transport: Promise<Transporter> | undefined;
  return {
    outboxDir,
    async deliver(mail) {
      transport ??= nodemailerTransport((mailer) =>
        mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await (await transport).sendMail(message(mail));
      mkdirSync(outboxDir, { recursive: true });
      // Written aside then renamed: a reader never sees half a mail, and a second delivery replaces the first.
      const file = join(outboxDir, mail.fileName);
      writeFileSync(`${file}.part`, info.message as Buffer);
      renameSync(`${file}.part`, file);
    },
  };
}
