import type { AppDeps } from '../types';
import type { productReservations, products } from '../../db/schema';
import type { UserRow } from '../../http/session';
import type { Locale } from '../../../domain/locales';
import { formatDate } from '../../../domain/dates';
import { mailText, renderMail } from '../../mail/templates';
import { participantMessages as m } from './messages';

export interface InvitationMail {
  token: string;
  locale: Locale;
  inviter: UserRow;
  invitee: { name: string; firstName: string; email: string | null };
  reservation: typeof productReservations.$inferSelect;
  product: typeof products.$inferSelect;
  expiresOn: string;
}

export const invitationLink = (appUrl: string, locale: Locale, token: string) => `${appUrl}/${locale}/register?invitation=${encodeURIComponent(token)}`;

/** The registration link for an invited adult or guest; without their address it goes to the booker to forward. */
export async function sendInvitationMail(deps: AppDeps, mail: InvitationMail): Promise<void> {
  const { locale, inviter, invitee, reservation, product } = mail;
  const inviterName = `${inviter.firstName} ${inviter.lastName}`;
  const forBooker = !invitee.email;
  const rendered = renderMail({
    locale,
    subject: forBooker ? mailText(m.mailSubjectForBooker, locale, { name: invitee.name }) : mailText(m.mailSubject, locale, { inviter: inviterName }),
    greeting: mailText(m.mailGreeting, locale, { name: invitee.firstName }),
    notice: forBooker ? mailText(m.mailForward, locale, { name: invitee.name }) : undefined,
    paragraphs: [
      mailText(m.mailBody, locale, { inviter: inviterName, product: product.title[locale], date: formatDate(reservation.date, locale, 'DD MMMM YYYY'), number: reservation.number }),
    ],
    action: { label: mailText(m.mailAction, locale), url: invitationLink(deps.config.appUrl, locale, mail.token) },
    closing: [mailText(m.mailExpiry, locale, { date: formatDate(mail.expiresOn, locale, 'DD MMMM YYYY') })],
  });
  await deps.mailer.send({ to: invitee.email ?? inviter.email, replyTo: inviter.email, ...rendered });
}
