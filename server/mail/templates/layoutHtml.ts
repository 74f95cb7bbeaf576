import { HOTEL } from '../../../domain/hotel';
import { escapeHtml, footerLines, layoutTexts, mailText, type MailContent, type MailRow } from './content';

// Colours of the site (src/styles/tokens.css); fonts every mail client has.
const c = {
  primary: '#1f4e5a',
  sand: '#ece3d3',
  page: '#f4f1ec',
  text: '#1d2a2e',
  muted: '#5b6a6e',
  border: '#e3ddd2',
  notice: '#fff4d6',
};
const SANS = "Helvetica, Arial, 'Segoe UI', sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

const s = {
  body: `margin:0;padding:0;background:${c.page};`,
  outer: `background:${c.page};`,
  card: 'width:100%;max-width:600px;background:#ffffff;border-radius:8px;',
  band: `background:${c.primary};padding:20px 32px;border-radius:8px 8px 0 0;`,
  brand: `font-family:${SERIF};font-size:24px;line-height:1.2;color:#ffffff;`,
  place: `font-family:${SANS};font-size:13px;line-height:1.4;color:#d6e4e7;`,
  main: `padding:28px 32px 8px;font-family:${SANS};font-size:16px;line-height:1.55;color:${c.text};`,
  heading: `margin:0 0 20px;font-family:${SERIF};font-size:24px;line-height:1.25;font-weight:bold;color:${c.primary};`,
  p: 'margin:0 0 16px;',
  notice: `margin:0 0 20px;padding:12px 16px;background:${c.notice};border-radius:4px;font-weight:bold;`,
  table: `width:100%;margin:0 0 20px;border-collapse:collapse;font-family:${SANS};font-size:15px;line-height:1.45;`,
  label: `width:34%;padding:8px 12px 8px 0;border-bottom:1px solid ${c.border};color:${c.muted};vertical-align:top;text-align:left;`,
  value: `padding:8px 0;border-bottom:1px solid ${c.border};color:${c.text};vertical-align:top;text-align:left;`,
  amountLabel: `padding:6px 12px 6px 0;color:${c.text};vertical-align:top;text-align:left;`,
  amountValue: `padding:6px 0;color:${c.text};vertical-align:top;text-align:right;white-space:nowrap;`,
  totalLabel: `padding:10px 12px 6px 0;border-top:2px solid ${c.primary};font-weight:bold;color:${c.text};text-align:left;`,
  totalValue: `padding:10px 0 6px;border-top:2px solid ${c.primary};font-weight:bold;color:${c.text};text-align:right;white-space:nowrap;`,
  sectionHeading: `margin:0 0 8px;font-family:${SANS};font-size:15px;font-weight:bold;color:${c.primary};`,
  list: 'margin:0 0 20px;padding:0 0 0 20px;font-size:15px;',
  button: `display:inline-block;padding:14px 28px;background:${c.primary};color:#ffffff;text-decoration:none;border-radius:6px;font-family:${SANS};font-size:16px;font-weight:bold;`,
  small: `margin:0 0 16px;font-size:13px;line-height:1.5;color:${c.muted};`,
  footer: `padding:20px 32px 24px;background:${c.sand};border-radius:0 0 8px 8px;font-family:${SANS};font-size:13px;line-height:1.6;color:#4a5659;`,
  link: `color:${c.primary};`,
};

const table = (rows: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${s.table}">${rows}</table>`;

function detailsHtml(rows: MailRow[]): string {
  return table(
    rows
      .map(
        (r) =>
          `<tr><td style="${s.label}">${escapeHtml(r.label)}</td><td style="${s.value}">${escapeHtml(r.value)}</td></tr>`,
      )
      .join(''),
  );
}

function amountsHtml(rows: MailRow[]): string {
  return table(
    rows
      .map((r) =>
        r.emphasis
          ? `<tr><td style="${s.totalLabel}">${escapeHtml(r.label)}</td><td style="${s.totalValue}">${escapeHtml(r.value)}</td></tr>`
          : `<tr><td style="${s.amountLabel}">${escapeHtml(r.label)}</td><td style="${s.amountValue}">${escapeHtml(r.value)}</td></tr>`,
      )
      .join(''),
  );
}

/** Links in a footer line: the contact address becomes a mailto link. */
function footerHtml(mail: MailContent): string {
  const [address, contact, why] = footerLines(mail).map(escapeHtml);
  const email = escapeHtml(mail.brand.contactEmail);
  const linked = contact.replace(email, `<a href="mailto:${email}" style="${s.link}">${email}</a>`);
  return `<strong style="color:${c.text};">${escapeHtml(HOTEL.name)}</strong><br>${address.replace(`${escapeHtml(HOTEL.name)} · `, '')}<br>${linked}<br><a href="${escapeHtml(mail.brand.siteUrl)}" style="${s.link}">${escapeHtml(mail.brand.siteUrl.replace(/^https?:\/\//, ''))}</a><br>${why}`;
}

export function renderHtml(mail: MailContent): string {
  const p = (text: string, style = s.p) => `<p style="${style}">${escapeHtml(text)}</p>`;
  const action = mail.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr><td style="border-radius:6px;background:${c.primary};"><a href="${escapeHtml(mail.action.url)}" style="${s.button}">${escapeHtml(mail.action.label)}</a></td></tr></table>` +
      `<p style="${s.small}">${escapeHtml(mailText(layoutTexts.buttonFallback, mail.locale))}<br><a href="${escapeHtml(mail.action.url)}" style="${s.link}word-break:break-all;">${escapeHtml(mail.action.url)}</a></p>`
    : '';
  // An address in a section's line (the check-in page of a booking) is a link, as in the text part.
  const linkAddresses = (html: string) =>
    html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="${s.link}word-break:break-all;">${url}</a>`);
  const sections = (mail.sections ?? [])
    .map(
      (section) =>
        `<p style="${s.sectionHeading}">${escapeHtml(section.heading)}</p><ul style="${s.list}">${section.lines.map((l) => `<li style="margin:0 0 6px;">${linkAddresses(escapeHtml(l))}</li>`).join('')}</ul>`,
    )
    .join('');
  const main = [
    `<h1 style="${s.heading}">${escapeHtml(mail.heading ?? mail.subject)}</h1>`,
    mail.notice ? p(mail.notice, s.notice) : '',
    p(mail.greeting),
    ...mail.paragraphs.map((text) => p(text)),
    mail.details?.length ? detailsHtml(mail.details) : '',
    mail.amounts?.length ? amountsHtml(mail.amounts) : '',
    sections,
    action,
    ...(mail.closing ?? []).map((text) => p(text)),
    p(mailText(layoutTexts.signature, mail.locale)),
  ].join('\n');
  return [
    `<!doctype html><html lang="${mail.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(mail.subject)}</title></head>`,
    `<body style="${s.body}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="${s.outer}"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="${s.card}">`,
    `<tr><td style="${s.band}"><div style="${s.brand}">${escapeHtml(HOTEL.name)}</div><div style="${s.place}">${escapeHtml(HOTEL.city)}</div></td></tr>`,
    `<tr><td style="${s.main}">${main}</td></tr>`,
    `<tr><td style="${s.footer}">${footerHtml(mail)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
