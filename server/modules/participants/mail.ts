import type { AppDeps } from '../../deps';
import type { productReservations, products } from '../../db/schema';
import type { UserRow } from '../../http/session';
import type { Locale } from '../../../domain/locales';
import { formatDate } from '../../../domain/dates';
import { mailBrand, mailText, renderMail, type MailBrand, type RenderedMail } from '../../mail/templates';
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

/** What the invitation mail says, without the database: the sender's name, the reservation, the link. */
export interface InvitationMailData {
  locale: Locale;
  brand: MailBrand;
  appUrl: string;
  token: string;
  inviterName: string;
  product: string;
  date: string;
  number: string;
  invitee: { name: string; firstName: string; email: string | null };
  expiresOn: string;
}

export const invitationLink = (appUrl: string, locale: Locale, token: string) =>
  `${appUrl}/${locale}/register?invitation=${encodeURIComponent(token)}`;

/** The registration link for an invited adult or guest; without their address it goes to the booker to forward. */
export function invitationMail(d: InvitationMailData): RenderedMail {
  const { locale } = d;
  const forBooker = !d.invitee.email;
  return renderMail({
    locale,
    brand: d.brand,
    subject: forBooker
      ? mailText(m.mailSubjectForBooker, locale, { name: d.invitee.name })
      : mailText(m.mailSubject, locale, { inviter: d.inviterName }),
    greeting: mailText(m.mailGreeting, locale, { name: d.invitee.firstName }),
    notice: forBooker ? mailText(m.mailForward, locale, { name: d.invitee.name }) : undefined,
    paragraphs: [
      mailText(m.mailBody, locale, {
        inviter: d.inviterName,
        product: d.product,
        date: formatDate(d.date, locale, 'DD MMMM YYYY'),
        number: d.number,
      }),
    ],
    action: { label: mailText(m.mailAction, locale), url: invitationLink(d.appUrl, locale, d.token) },
    closing: [mailText(m.mailExpiry, locale, { date: formatDate(d.expiresOn, locale, 'DD MMMM YYYY') })],
  });
}

export async function sendInvitationMail(deps: AppDeps, mail: InvitationMail): Promise<void> {
  const { locale, inviter, invitee, reservation, product } = mail;
  const rendered = invitationMail({
    locale,
    brand: mailBrand(deps.config),
    appUrl: deps.config.appUrl,
    token: mail.token,
    inviterName: `${inviter.firstName} ${inviter.lastName}`,
    product: product.title[locale],
    date: reservation.date,
    number: reservation.number,
    invitee,
    expiresOn: mail.expiresOn,
  });
  await deps.mailer.send({
    to: invitee.email ?? inviter.email,
    kind: 'invitation',
    replyTo: inviter.email,
    ...rendered,
  });
}
