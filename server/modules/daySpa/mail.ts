import { eq } from 'drizzle-orm';
import type { AppDeps } from '../types';
import { productAvailabilities, productReservations, products, users } from '../../db/schema';
import { translate } from '../../http/messages';
import { escapeHtml } from '../../mail/templates/layout';
import { isLocale, type Locale } from '../../../domain/locales';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { daySpaMessages as m } from './messages';

/** The confirmation mail of a paid reservation, in the language the guest booked in. */
export async function sendConfirmationMail(deps: AppDeps, reservationId: number): Promise<void> {
  const [row] = await deps.db
    .select({ reservation: productReservations, product: products, slotTitle: productAvailabilities.title, user: users })
    .from(productReservations)
    .innerJoin(products, eq(products.id, productReservations.productId))
    .innerJoin(productAvailabilities, eq(productAvailabilities.id, productReservations.productAvailabilityId))
    .innerJoin(users, eq(users.id, productReservations.userId))
    .where(eq(productReservations.id, reservationId));
  if (!row) return;
  const { reservation, product, user } = row;
  const locale: Locale = isLocale(reservation.locale) ? reservation.locale : 'it';
  const t = (text: (typeof m)[keyof typeof m], params?: Record<string, string | number>) => translate(text, locale, params);
  const url = `${deps.config.appUrl}/${locale}/my/product-reservations/${reservation.number}`;

  const lines: [string, string][] = [
    [t(m.mailProduct), product.title[locale]],
    [t(m.mailDate), formatDate(reservation.date, locale, 'DD MMMM YYYY')],
    [t(m.mailSlot), row.slotTitle ?? t(m.defaultSlotTitle)],
    [t(m.mailPeople), String(reservation.people)],
  ];
  if (reservation.bonusDiscount > 0) lines.push([t(m.mailVoucher), `-${formatMoney(reservation.bonusDiscount, locale)}`]);
  if (reservation.discountPercent > 0) lines.push([t(m.mailDiscount), `${reservation.discountPercent}%`]);
  lines.push([t(m.mailPaid), formatMoney(reservation.total, locale)]);

  const greeting = t(m.mailGreeting, { name: user.firstName });
  const text = [greeting, t(m.mailIntro), '', ...lines.map(([k, v]) => `${k}: ${v}`), '', t(m.mailRules), '', t(m.mailParticipants, { url }), '', t(m.mailSignature)].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t(m.mailIntro))}</p><table>${lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table><p>${escapeHtml(t(m.mailRules))}</p><p>${escapeHtml(t(m.mailParticipants, { url: '' }))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>${escapeHtml(t(m.mailSignature))}</p>`;

  await deps.mailer.send({ to: user.email, subject: t(m.mailSubject, { number: reservation.number }), text, html });
}
