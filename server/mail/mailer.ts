import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where `.eml` files go when there is no SMTP server (null with SMTP). */
  outboxDir: string | null;
}

export const MAIL_FROM = '"Terme" <noreply@terme.example>';

/** SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as an .eml file. */
export function createMailer(config: AppConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      outboxDir: null,
      async send(mail) {
        await transport.sendMail({ from: MAIL_FROM, ...mail });
      },
    };
  }
  const outboxDir = join(config.dataDir === ':memory:' ? join(process.cwd(), '.tmp') : config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(mail) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...mail });
      mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      writeFileSync(join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`), info.message as Buffer);
    },
  };
}
