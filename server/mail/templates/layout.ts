import { interpolate, type Locale, type Translations } from '../../../domain/locales';

/** What a template produces; the mailer adds from/to. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** One mail's content in neutral form: the layout turns it into text and inline-styled HTML. */
export interface MailContent {
  locale: Locale;
  subject: string;
  greeting: string;
  /** A line that must not be missed, shown above the greeting (e.g. "please forward this mail"). */
  notice?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown after the button: e.g. "if you did not ask for this, ignore this mail". */
  closing?: string[];
}

const common = {
  signature: { en: 'The Terme team', it: 'Lo staff di Terme', de: 'Dein Terme-Team' },
  buttonFallback: {
    en: 'If the button does not work, copy this address into your browser:',
    it: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    de: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
  },
} satisfies Record<string, Translations>;

/** A template's text in the mail's language, with `{name}` placeholders filled. */
export function mailText(text: Translations, locale: Locale, params?: Record<string, string | number>): string {
  return interpolate(text[locale], params);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

function renderText(mail: MailContent): string {
  const lines = [...(mail.notice ? [mail.notice, ''] : []), mail.greeting, '', ...mail.paragraphs.flatMap((p) => [p, ''])];
  if (mail.action) lines.push(`${mail.action.label}: ${mail.action.url}`, '');
  for (const p of mail.closing ?? []) lines.push(p, '');
  lines.push(mailText(common.signature, mail.locale));
  return lines.join('\n');
}

const styles = {
  body: 'margin:0;padding:24px;background:#f4f1ec;font-family:Georgia,serif;color:#2b2b2b;',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;',
  heading: 'margin:0 0 16px;font-size:22px;color:#1f4e5a;',
  paragraph: 'margin:0 0 16px;font-size:16px;line-height:1.5;',
  button: 'display:inline-block;padding:12px 24px;background:#1f4e5a;color:#ffffff;text-decoration:none;border-radius:4px;font-size:16px;',
  notice: 'margin:0 0 16px;padding:12px 16px;background:#fff4d6;border-radius:4px;font-size:16px;line-height:1.5;',
  small: 'margin:16px 0 0;font-size:13px;line-height:1.5;color:#666666;word-break:break-all;',
};

function renderHtml(mail: MailContent): string {
  const p = (text: string, style = styles.paragraph) => `<p style="${style}">${escapeHtml(text)}</p>`;
  const action = mail.action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(mail.action.url)}" style="${styles.button}">${escapeHtml(mail.action.label)}</a></p>` +
      p(`${mailText(common.buttonFallback, mail.locale)} ${mail.action.url}`, styles.small)
    : '';
  return [
    `<!doctype html><html lang="${mail.locale}"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>`,
    `<body style="${styles.body}"><div style="${styles.card}">`,
    `<h1 style="${styles.heading}">Terme</h1>`,
    mail.notice ? p(mail.notice, styles.notice) : '',
    p(mail.greeting),
    ...mail.paragraphs.map((text) => p(text)),
    action,
    ...(mail.closing ?? []).map((text) => p(text)),
    p(mailText(common.signature, mail.locale)),
    '</div></body></html>',
  ].join('\n');
}

/** Renders one mail as plain text and simple HTML (inline styles: mail clients drop stylesheets). */
export function renderMail(mail: MailContent): RenderedMail {
  return { subject: mail.subject, text: renderText(mail), html: renderHtml(mail) };
}
