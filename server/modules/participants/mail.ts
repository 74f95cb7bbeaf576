import type { AppDeps } from '../types';
import type { productReservations, products } from '../../db/schema';
import { translate } from '../../http/messages';
import { escapeHtml } from '../../mail/templates/layout';
import type { UserRow } from '../../http/session';
import type { Locale } from '../../../domain/locales';
import { formatDate } from '../../../domain/dates';
import { participantMessages as m } from './messages';

export interface InvitationMail {
  token: string;
  locale: Locale;
  inviter: UserRow;
  invitee: { name: string; firstName: string; email: string | null };
  reservation: typeof productReservations.$inferSelect;
  product: typeof products.$inferSelect;
}

/** The registration link for an invited adult or guest; without their address it goes to the booker to forward. */
export async function sendInvitationMail(deps: AppDeps, mail: InvitationMail): Promise<void> {
  const { locale, inviter, invitee, reservation, product } = mail;
  const t = (text: (typeof m)[keyof typeof m], params?: Record<string, string>) => translate(text, locale, params);
  const inviterName = `${inviter.firstName} ${inviter.lastName}`;
  const url = `${deps.config.appUrl}/${locale}/register?invitation=${encodeURIComponent(mail.token)}`;
  const body = t(m.mailBody, { inviter: inviterName, product: product.title[locale], date: formatDate(reservation.date, locale, 'DD MMMM YYYY'), number: reservation.number });
  const forBooker = !invitee.email;
  const paragraphs = [
    ...(forBooker ? [t(m.mailForward, { name: invitee.name })] : []),
    t(m.mailGreeting, { name: invitee.firstName }),
    body,
  ];
  const text = [...paragraphs, url, '', t(m.mailSignature)].join('\n\n');
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>${escapeHtml(t(m.mailSignature))}</p>`;
  await deps.mailer.send({
    to: invitee.email ?? inviter.email,
    replyTo: inviter.email,
    subject: forBooker ? t(m.mailSubjectForBooker, { name: invitee.name }) : t(m.mailSubject, { inviter: inviterName }),
    text,
    html,
  });
}
