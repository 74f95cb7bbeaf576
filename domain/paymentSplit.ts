/**
 * How a purchase was paid (cents): what each gift card paid (known by the last four characters of
 * its code), then what the card was charged for the rest; `card` is null when gift cards paid it all.
 */
export interface PaymentSplit {
  gift_cards: { last_four: string; amount: number }[];
  card: { last_four: string | null; amount: number } | null;
}

/** True when a gift card paid some of it: receipts then show each part, not one card payment. */
export const paidWithGiftCard = (split: PaymentSplit) => split.gift_cards.length > 0;
