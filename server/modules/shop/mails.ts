import { asc, eq } from 'drizzle-orm';
import { formatDate } from '../../../domain/dates';
import { formatGiftCardCode } from '../../../domain/giftCardCode';
import { isLocale, type Locale, type Translations } from '../../../domain/locales';
import { formatMoney } from '../../../domain/money';
import { productReservations, shopOrderItems, shopOrders } from '../../db/schema';
import {
  mailBrand,
  mailText,
  paymentSplitRows,
  renderMail,
  type MailBrand,
  type RenderedMail,
} from '../../mail/templates';
import { paidWithGiftCard, type PaymentSplit } from '../../../domain/paymentSplit';
import { paymentSplit } from '../../payments/paymentSplit';
import { paymentCard } from '../../payments/paymentRecords';
import type { AppDeps } from '../../deps';
import { recipientNames, type SoldCard } from './checkout';
import { giftCardPdf } from './giftCardPdf';

const texts = {
  giftSubject: {
    en: '{buyer} has sent you a gift card',
    it: '{buyer} ti ha regalato un buono',
    de: '{buyer} hat dir einen Gutschein geschenkt',
  },
  giftHeading: { en: 'A gift for you', it: 'Un regalo per te', de: 'Ein Geschenk für dich' },
  greeting: { en: 'Hello {name},', it: 'Ciao {name},', de: 'Hallo {name},' },
  giftIntro: {
    en: '{buyer} has given you a gift card of the Terme Hotel: {product}, {variation}.',
    it: '{buyer} ti ha regalato un buono del Terme Hotel: {product}, {variation}.',
    de: '{buyer} hat dir einen Gutschein des Terme Hotels geschenkt: {product}, {variation}.',
  },
  message: { en: 'The message for you', it: 'Il messaggio per te', de: 'Die Nachricht für dich' },
  code: { en: 'Gift card code', it: 'Codice del buono', de: 'Gutscheincode' },
  value: { en: 'Value', it: 'Valore', de: 'Wert' },
  expires: { en: 'Valid until', it: 'Valido fino al', de: 'Gültig bis' },
  howHeading: { en: 'How to use it', it: 'Come usarlo', de: 'So löst du ihn ein' },
  how: {
    en: 'Give the code at the front desk or when you book with us: its value pays all or part of the amount. The printable card is attached.',
    it: 'Indica il codice alla reception o quando prenoti con noi: il suo valore paga tutto o parte dell’importo. In allegato il buono da stampare.',
    de: 'Gib den Code an der Rezeption oder bei deiner Buchung an: Sein Wert bezahlt den Betrag ganz oder teilweise. Der Gutschein zum Ausdrucken ist angehängt.',
  },
  pdfName: { en: 'gift-card', it: 'buono-regalo', de: 'gutschein' },
  receiptSubject: {
    en: 'Your gift cards {number}',
    it: 'I tuoi buoni regalo {number}',
    de: 'Deine Gutscheine {number}',
  },
  receiptHeading: {
    en: 'Thank you for your purchase',
    it: 'Grazie per il tuo acquisto',
    de: 'Vielen Dank für deinen Einkauf',
  },
  receiptIntro: {
    en: 'we have sent each gift card to its recipient by email. Keep this mail as your receipt.',
    it: 'abbiamo inviato ogni buono al suo destinatario via email. Conserva questa email come ricevuta.',
    de: 'wir haben jeden Gutschein per E-Mail an seinen Empfänger geschickt. Bewahre diese E-Mail als Beleg auf.',
  },
  line: {
    en: '{qty} × {product}, {variation} for {recipient}',
    it: '{qty} × {product}, {variation} per {recipient}',
    de: '{qty} × {product}, {variation} für {recipient}',
  },
  reservationLine: {
    en: '{product} on {date}, {variation}, people: {people} (reservation {number})',
    it: '{product} il {date}, {variation}, persone: {people} (prenotazione {number})',
    de: '{product} am {date}, {variation}, Personen: {people} (Reservierung {number})',
  },
  orderSubject: { en: 'Your order {number}', it: 'Il tuo ordine {number}', de: 'Deine Bestellung {number}' },
  total: { en: 'Total', it: 'Totale', de: 'Gesamt' },
  reservationIntro: {
    en: 'your spa reservation is confirmed: give its number at the reception when you arrive. Signed in, you also find it in your account.',
    it: 'la tua prenotazione alle terme è confermata: indica il suo numero alla reception quando arrivi. Se hai fatto l’accesso, la trovi anche nel tuo account.',
    de: 'deine Thermen-Reservierung ist bestätigt: nenne ihre Nummer bei deiner Ankunft an der Rezeption. Angemeldet findest du sie auch in deinem Konto.',
  },
  paid: { en: 'Paid by card', it: 'Pagato con carta', de: 'Mit Karte bezahlt' },
  order: { en: 'Order number', it: 'Numero ordine', de: 'Bestellnummer' },
  card: { en: 'Card ending in {last4}', it: 'Carta che termina con {last4}', de: 'Karte mit den Endziffern {last4}' },
} satisfies Record<string, Translations>;

export interface GiftMailData {
  recipientName: string;
  buyerName: string;
  product: string;
  variation: string;
  message: string;
  code: string;
  value: number;
  expiresOn: string;
}

/** The recipient's gift card: the buyer's message, the code, its value and expiry, how to redeem. */
export function giftCardMail(locale: Locale, d: GiftMailData, brand: MailBrand): RenderedMail {
  const t = (text: Translations, params?: Record<string, string | number>) => mailText(text, locale, params);
  return renderMail({
    locale,
    brand,
    subject: t(texts.giftSubject, { buyer: d.buyerName }),
    heading: t(texts.giftHeading),
    greeting: t(texts.greeting, { name: d.recipientName }),
    paragraphs: [t(texts.giftIntro, { buyer: d.buyerName, product: d.product, variation: d.variation })],
    details: [
      { label: t(texts.code), value: formatGiftCardCode(d.code) },
      { label: t(texts.expires), value: formatDate(d.expiresOn, locale, 'DD MMMM YYYY') },
    ],
    amounts: [{ label: t(texts.value), value: formatMoney(d.value, locale), emphasis: true }],
    sections: [
      ...(d.message ? [{ heading: t(texts.message), lines: [d.message] }] : []),
      { heading: t(texts.howHeading), lines: [t(texts.how)] },
    ],
  });
}

export interface ReceiptLine {
  qty: number;
  product: string;
  variation: string;
  recipient: string;
  subtotal: number;
  /** A dated product: its reservation (day as shown, people, number). */
  reservation?: { date: string; people: number; number: string };
}

export interface ReceiptData {
  firstName: string;
  number: string;
  lines: ReceiptLine[];
  total: number;
  cardLast4: string | null;
  /** What paid the total: gift cards and the card. */
  paid: PaymentSplit;
}

/** A line of the receipt or the desk's notice: a gift card for its recipient, or a reservation with its day and number. */
function lineLabel(line: ReceiptLine, locale: Locale) {
  const { qty, product, variation, recipient } = line;
  if (!line.reservation) return mailText(texts.line, locale, { qty, product, variation, recipient });
  return mailText(texts.reservationLine, locale, { product, variation, ...line.reservation });
}

/** The buyer's receipt; the codes are not in it (they went to the recipients). */
export function shopReceiptMail(locale: Locale, d: ReceiptData, brand: MailBrand): RenderedMail {
  const t = (text: Translations, params?: Record<string, string | number>) => mailText(text, locale, params);
  const hasCards = d.lines.some((line) => !line.reservation);
  const hasReservations = d.lines.some((line) => line.reservation);
  return renderMail({
    locale,
    brand,
    subject: t(hasReservations ? texts.orderSubject : texts.receiptSubject, { number: d.number }),
    heading: t(texts.receiptHeading),
    greeting: t(texts.greeting, { name: d.firstName }),
    paragraphs: [...(hasCards ? [t(texts.receiptIntro)] : []), ...(hasReservations ? [t(texts.reservationIntro)] : [])],
    // Paid by card alone: the card and the total paid. A gift card paid some: the total, then each part.
    details: [
      { label: t(texts.order), value: d.number },
      ...(d.cardLast4 && !paidWithGiftCard(d.paid)
        ? [{ label: t(texts.paid), value: t(texts.card, { last4: d.cardLast4 }) }]
        : []),
    ],
    amounts: [
      ...d.lines.map((line) => ({ label: lineLabel(line, locale), value: formatMoney(line.subtotal, locale) })),
      ...(paidWithGiftCard(d.paid)
        ? [
            { label: t(texts.total), value: formatMoney(d.total, locale), emphasis: true },
            ...paymentSplitRows(d.paid, locale),
          ]
        : [{ label: t(texts.paid), value: formatMoney(d.total, locale), emphasis: true }]),
    ],
  });
}

export interface DeskNoticeData extends ReceiptData {
  buyerName: string;
  email: string;
  locale: string;
  userId: number | null;
  newsletter: boolean;
  /** Each card sold: its recipient and the last four characters of its code (what the desk sees when it is redeemed). */
  cards: { recipient: string; recipientEmail: string; lastFour: string; value: number }[];
}

/** The front desk's notice, in Italian like every staff mail: who bought what, for whom, and how to recognise each card. */
export function shopDeskNoticeMail(d: DeskNoticeData, brand: MailBrand): RenderedMail {
  const locale: Locale = 'it';
  // Titled by what was bought: gift cards, spa days, or both.
  const hasReservations = d.lines.some((line) => line.reservation);
  const title =
    d.cards.length === 0
      ? 'Prenotazioni terme dal negozio'
      : hasReservations
        ? 'Ordine dal negozio: buoni regalo e prenotazioni'
        : 'Buoni regalo venduti';
  return renderMail({
    locale,
    brand,
    subject: `${title}: ${d.number} - ${d.buyerName} <${d.email}>`,
    heading: title,
    greeting: `Nuovo ordine ${d.number} dal sito.`,
    paragraphs: [],
    details: [
      { label: 'Acquirente', value: `${d.buyerName} <${d.email}>` },
      { label: 'Lingua', value: d.locale },
      ...(d.userId ? [{ label: 'Cliente registrato', value: `#${d.userId}` }] : []),
      ...(d.cardLast4 ? [{ label: 'Pagato con carta', value: `•••• ${d.cardLast4}` }] : []),
      { label: 'Newsletter', value: d.newsletter ? 'sì' : 'no' },
    ],
    amounts: [
      ...d.lines.map((line) => ({ label: lineLabel(line, locale), value: formatMoney(line.subtotal, locale) })),
      { label: 'Totale', value: formatMoney(d.total, locale), emphasis: true },
      ...(paidWithGiftCard(d.paid) ? paymentSplitRows(d.paid, locale) : []),
    ],
    sections: d.cards.length
      ? [
          {
            heading: 'Buoni emessi',
            lines: d.cards.map(
              (c) => `…${c.lastFour}: ${formatMoney(c.value, locale)} per ${c.recipient} <${c.recipientEmail}>`,
            ),
          },
        ]
      : [],
  });
}

/**
 * One card's mail to its recipient, in the order's language, with the printable PDF: when the
 * order is paid, and when the front desk sends it again with a new code (product.md §12.17).
 */
export async function mailGiftCard(
  deps: AppDeps,
  order: typeof shopOrders.$inferSelect,
  item: typeof shopOrderItems.$inferSelect,
  card: SoldCard,
): Promise<void> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'it';
  const data = {
    recipientName: card.recipient.name,
    buyerName: `${order.firstName} ${order.lastName}`,
    product: item.title[locale],
    variation: item.variationText[locale],
    message: card.recipient.message,
    ...card,
  };
  const pdf = {
    filename: `${mailText(texts.pdfName, locale)}-${card.code.slice(-4)}.pdf`,
    content: (await giftCardPdf(locale, data)).toString('base64'),
    encoding: 'base64' as const,
    contentType: 'application/pdf',
  };
  // The code is the card's value: the outbox forgets body and PDF once the mail has left.
  await deps.mailer.send({
    to: card.recipient.email,
    kind: 'gift_card',
    replyTo: order.email,
    ...giftCardMail(locale, data, mailBrand(deps.config)),
    attachments: [pdf],
    sensitive: true,
  });
}

/**
 * In the confirming transaction (deps from inTransaction): one mail per card to its recipient, the receipt to the buyer, a notice to the front desk (Italian).
 */
export async function sendOrderMails(deps: AppDeps, orderId: number, cards: SoldCard[]): Promise<void> {
  const [order] = await deps.db.select().from(shopOrders).where(eq(shopOrders.id, orderId));
  const items = await deps.db
    .select()
    .from(shopOrderItems)
    .where(eq(shopOrderItems.orderId, orderId))
    .orderBy(asc(shopOrderItems.id));
  const locale: Locale = isLocale(order.locale) ? order.locale : 'it';
  const brand = mailBrand(deps.config);
  const buyerName = `${order.firstName} ${order.lastName}`;
  for (const card of cards)
    await mailGiftCard(
      deps,
      order,
      items.find((i) => i.id === card.orderItemId)!,
      card,
    );
  const reservations = await deps.db
    .select()
    .from(productReservations)
    .where(eq(productReservations.shopOrderId, orderId));
  const reservationOf = (itemId: number | null, l: Locale) => {
    const found = reservations.find((r) => r.id === itemId);
    return found
      ? { reservation: { date: formatDate(found.date, l, 'DD MMMM YYYY'), people: found.people, number: found.number } }
      : {};
  };
  const paid = await paymentSplit(deps.db, 'shop_order', orderId, order.paymentId);
  const receipt = (l: Locale): ReceiptData => ({
    firstName: order.firstName,
    number: order.number,
    lines: items.map((i) => ({
      qty: i.quantity,
      product: i.title[l],
      // A card worth more (or less) than its price says its value beside the amount paid (product.md §12.17).
      variation:
        i.unitValue != null && i.unitValue !== i.unitPrice
          ? `${i.variationText[l]} · ${mailText(texts.value, l)} ${formatMoney(i.unitValue, l)}`
          : i.variationText[l],
      recipient: recipientNames(i),
      subtotal: i.subtotal,
      ...reservationOf(i.productReservationId, l),
    })),
    total: order.total,
    cardLast4: null,
    paid,
  });
  const card = await paymentCard(deps.db, order.paymentId);
  await deps.mailer.send({
    to: order.email,
    kind: 'shop.receipt',
    ...shopReceiptMail(locale, { ...receipt(locale), cardLast4: card?.last4 ?? null }, brand),
  });
  const desk: DeskNoticeData = {
    ...receipt('it'),
    cardLast4: card?.last4 ?? null,
    buyerName,
    email: order.email,
    locale: order.locale,
    userId: order.userId,
    newsletter: order.newsletterConsent,
    cards: cards.map((sold) => {
      return {
        recipient: sold.recipient.name,
        recipientEmail: sold.recipient.email,
        lastFour: sold.code.slice(-4),
        value: sold.value,
      };
    }),
  };
  await deps.mailer.send({
    to: deps.config.frontDeskEmail,
    kind: 'shop.notice',
    replyTo: order.email,
    ...shopDeskNoticeMail(desk, brand),
  });
}
