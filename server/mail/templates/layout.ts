import { HOTEL } from '../../../domain/hotel';
import { footerLines, layoutTexts, mailText, type MailContent, type MailRow, type RenderedMail } from './content';
import { renderHtml } from './layoutHtml';

export * from './content';

/** 'Label ....... value' lines, the values lined up on the right, for the plain-text part. */
function rowsText(rows: MailRow[]): string[] {
  const width = Math.min(48, Math.max(...rows.map((r) => r.label.length)) + 2);
  const valueWidth = Math.max(...rows.map((r) => r.value.length));
  return rows.flatMap((r) => {
    const line = `${r.label}${' '.repeat(Math.max(2, width - r.label.length))}${r.value.padStart(valueWidth, ' ')}`;
    return r.emphasis ? ['-'.repeat(line.length), line] : [line];
  });
}

function renderText(mail: MailContent): string {
  const lines = [HOTEL.name.toUpperCase(), '', mail.heading ?? mail.subject, ''];
  if (mail.notice) lines.push(`>> ${mail.notice}`, '');
  lines.push(mail.greeting, '', ...mail.paragraphs.flatMap((p) => [p, '']));
  if (mail.details?.length) lines.push(...mail.details.map((d) => `${d.label}: ${d.value}`), '');
  if (mail.amounts?.length) lines.push(...rowsText(mail.amounts), '');
  for (const section of mail.sections ?? []) lines.push(section.heading, ...section.lines.map((l) => `- ${l}`), '');
  if (mail.action) lines.push(`${mail.action.label}: ${mail.action.url}`, '');
  for (const p of mail.closing ?? []) lines.push(p, '');
  lines.push(mailText(layoutTexts.signature, mail.locale), '', '-- ', ...footerLines(mail));
  return lines.join('\n');
}

/**
 * Renders one mail in the hotel's one layout: plain text, and HTML built from tables with inline
 * styles (mail clients drop style sheets and many ignore flexbox), in the mail's language.
 */
export function renderMail(mail: MailContent): RenderedMail {
  return { subject: mail.subject, text: renderText(mail), html: renderHtml(mail) };
}
