import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { productAvailabilities, productReservations, products, users } from '../../db/schema';
import { isLocale, type Locale } from '../../../domain/locales';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { countedWords, countOf } from '../../../domain/plurals';
import {
  mailBrand,
  mailText,
  paidRows,
  renderMail,
  type MailBrand,
  type MailRow,
  type RenderedMail,
} from '../../mail/templates';
import type { PaymentSplit } from '../../../domain/paymentSplit';
import { paymentSplit } from '../../payments/paymentSplit';
import { daySpaMessages as m } from './messages';
import { calendarAttachment } from '../manageBooking/calendar';
import { reservationCalendar } from '../manageBooking/service';

/** What the confirmation shows, amounts in cents as the reservation row keeps them. */
export interface DaySpaMailData {
  firstName: string;
  number: string;
  product: string;
  date: string;
  slotTitle: string | null;
  people: number;
  unitPrice: number;
  subtotal: number;
  bonusDiscount: number;
  discountPercent: number;
  total: number;
  url: string;
  /** What paid the total when a gift card paid some of it (otherwise the card paid it all). */
  paid?: PaymentSplit;
}

/**
 * The money lines, top to bottom, adding up: the entries (price x people), the voucher, the
 * guest's percentage (what is left after the voucher less what was charged), what the card paid.
 */
function amounts(locale: Locale, d: DaySpaMailData): MailRow[] {
  const money = (cents: number) => formatMoney(cents, locale);
  const discount = d.subtotal - d.bonusDiscount - d.total;
  return [
    {
      label: mailText(m.mailEntries, locale, {
        product: d.product,
        people: countOf(countedWords.people, locale, d.people),
        price: money(d.unitPrice),
      }),
      value: money(d.subtotal),
    },
    ...(d.bonusDiscount > 0 ? [{ label: mailText(m.mailVoucher, locale), value: `−${money(d.bonusDiscount)}` }] : []),
    ...(discount > 0
      ? [{ label: mailText(m.mailDiscount, locale, { percent: d.discountPercent }), value: `−${money(discount)}` }]
      : []),
    ...paidRows(d.paid, locale, d.total, {
      label: mailText(m.mailPaid, locale),
      value: money(d.total),
      emphasis: true,
    }),
  ];
}

/** The confirmation of a paid day-spa reservation, in the language the guest booked in. */
export function daySpaConfirmationMail(locale: Locale, d: DaySpaMailData, brand: MailBrand): RenderedMail {
  return renderMail({
    locale,
    brand,
    subject: mailText(m.mailSubject, locale, { number: d.number }),
    heading: mailText(m.mailHeading, locale),
    greeting: mailText(m.mailGreeting, locale, { name: d.firstName }),
    paragraphs: [mailText(m.mailIntro, locale, { number: d.number })],
    details: [
      { label: mailText(m.mailProduct, locale), value: d.product },
      { label: mailText(m.mailDate, locale), value: formatDate(d.date, locale, 'DD MMMM YYYY') },
      { label: mailText(m.mailSlot, locale), value: d.slotTitle ?? mailText(m.defaultSlotTitle, locale) },
      { label: mailText(m.mailPeople, locale), value: String(d.people) },
    ],
    amounts: amounts(locale, d),
    sections: [
      {
        heading: mailText(m.mailRulesHeading, locale),
        lines: [mailText(m.mailRules, locale), mailText(m.mailNoReentry, locale), mailText(m.mailInfants, locale)],
      },
    ],
    action: { label: mailText(m.mailAction, locale), url: d.url },
  });
}

export async function sendConfirmationMail(deps: AppDeps, reservationId: number): Promise<void> {
  const [row] = await deps.db
    .select({
      reservation: productReservations,
      product: products,
      slotTitle: productAvailabilities.title,
      user: users,
    })
    .from(productReservations)
    .innerJoin(products, eq(products.id, productReservations.productId))
    .innerJoin(productAvailabilities, eq(productAvailabilities.id, productReservations.productAvailabilityId))
    .innerJoin(users, eq(users.id, productReservations.userId))
    .where(eq(productReservations.id, reservationId));
  if (!row) return;
  const { reservation: r, product, user } = row;
  const locale: Locale = isLocale(r.locale) ? r.locale : 'it';
  const data: DaySpaMailData = {
    firstName: user.firstName,
    number: r.number,
    product: product.title[locale],
    date: r.date,
    slotTitle: row.slotTitle,
    people: r.people,
    unitPrice: r.unitPrice,
    subtotal: r.subtotal,
    bonusDiscount: r.bonusDiscount,
    discountPercent: r.discountPercent,
    total: r.total,
    url: `${deps.config.appUrl}/${locale}/my/product-reservations/${r.number}`,
    paid: await paymentSplit(deps.db, 'product_reservation', r.id, r.paymentId),
  };
  const visit = { kind: 'day_spa' as const, id: r.id, number: r.number, checkin: r.date, checkout: r.date };
  const calendar = calendarAttachment(r.number, await reservationCalendar(deps.db, deps.config.appUrl, visit, locale));
  await deps.mailer.send({
    to: user.email,
    kind: 'day_spa.confirmation',
    ...daySpaConfirmationMail(locale, data, mailBrand(deps.config)),
    attachments: [calendar],
  });
}
