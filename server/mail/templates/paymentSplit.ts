import type { Locale, Translations } from '../../../domain/locales';
import { formatMoney } from '../../../domain/money';
import type { PaymentSplit } from '../../../domain/paymentSplit';
import { mailText, type MailRow } from './content';

const texts = {
  giftCard: {
    en: 'Paid with gift card …{last4}',
    it: 'Pagato con buono regalo …{last4}',
    de: 'Mit Gutschein …{last4} bezahlt',
  },
  card: {
    en: 'Paid by card ending in {last4}',
    it: 'Pagato con carta che termina con {last4}',
    de: 'Mit Karte mit den Endziffern {last4} bezahlt',
  },
  cardOnly: { en: 'Paid by card', it: 'Pagato con carta', de: 'Mit Karte bezahlt' },
  totalPaid: { en: 'Total paid', it: 'Totale pagato', de: 'Insgesamt bezahlt' },
} satisfies Record<string, Translations>;

/**
 * A receipt's money lines for what paid it: each gift card by its code's last four, then the card
 * for the rest. `sign` -1 when the lines are taken off a total above them (a stay's deposit).
 */
export function paymentSplitRows(split: PaymentSplit, locale: Locale, sign: 1 | -1 = 1): MailRow[] {
  const money = (cents: number) => `${sign < 0 ? '−' : ''}${formatMoney(cents, locale)}`;
  const t = (text: Translations, params?: Record<string, string>) => mailText(text, locale, params);
  return [
    ...split.gift_cards.map((used) => ({
      label: t(texts.giftCard, { last4: used.last_four }),
      value: money(used.amount),
    })),
    ...(split.card
      ? [
          {
            label: split.card.last_four ? t(texts.card, { last4: split.card.last_four }) : t(texts.cardOnly),
            value: money(split.card.amount),
          },
        ]
      : []),
  ];
}

/**
 * The closing money lines of a receipt: `paidByCard` (the whole total as paid by card) when no
 * gift card was given; else the total paid, then what each gift card and the card paid of it.
 */
export function paidRows(
  split: PaymentSplit | undefined,
  locale: Locale,
  total: number,
  paidByCard: MailRow,
): MailRow[] {
  if (!split || split.gift_cards.length === 0) return [paidByCard];
  return [
    { label: mailText(texts.totalPaid, locale), value: formatMoney(total, locale), emphasis: true },
    ...paymentSplitRows(split, locale),
  ];
}
