import type { PaymentSplit } from './paymentSplit';
import { GIFT_CARD_VALIDITY_MONTHS } from './constants';
import { addMonths, type IsoDate } from './dates';

/** A cart line's kind (product.md §5.5): a gift card, or a spa product for a date and time slot ('reservation'). */
export type CartItemType = 'giftcard' | 'reservation';
export const CART_ITEM_TYPES: readonly CartItemType[] = ['giftcard', 'reservation'];

/** Who a gift card goes to, and its message (the personalisation form). */
export interface GiftCardDelivery {
  name: string;
  email: string;
  message: string;
}

/** One line of the cart as `GET /{lang}/shop/cart` answers it (product.md §5.2); money in cents. */
export interface CartItem {
  rowId: string;
  /** The product's title in the request's language. */
  name: string;
  qty: number;
  /** One unit: the variation's (or the time slot's) price times people. */
  price: number;
  /** qty x price. */
  subtotal: number;
  /** One gift card's value, credited to its balance: the variation's value times people (product.md §12.17); may differ from `price`. */
  value?: number;
  options: {
    type: CartItemType;
    people: number;
    /** A gift card's variation; for a reservation, its time slot (id and title). */
    variation: { id: number; text: string };
    /** Card 1's recipient (kept for the cart dropdown); every card's is in `recipients`. */
    delivery: GiftCardDelivery;
    /** A gift card line: one recipient per card, `qty` of them (card 1 first); empty for a reservation. */
    recipients: GiftCardDelivery[];
    /** A reservation's day; null for a gift card. */
    date: IsoDate | null;
  };
}

export interface Cart {
  items: CartItem[];
  /** Cents, the sum of the items' subtotals (the server's). */
  total: number;
}

export const EMPTY_CART: Cart = { items: [], total: 0 };

/** A gift card line's value (product.md §5.1): quantity x variation price x people, in cents. */
export const giftCardLineTotal = (quantity: number, variationPrice: number, people: number) =>
  quantity * variationPrice * people;

/**
 * A gift card's expiry (product.md §5.1, §12.17): `months` after the purchase (the product's
 * validity, 12 by default), on the same day of the month or that month's last day when it is
 * shorter (29 February bought, 28 February expires).
 */
export const giftCardExpiry = (purchasedOn: IsoDate, months: number = GIFT_CARD_VALIDITY_MONTHS): IsoDate =>
  addMonths(purchasedOn, months);

/** Personalisation needs: every gift card of the cart (product.md §5.3). */
export const giftCardItems = (cart: Cart) => cart.items.filter((item) => item.options.type === 'giftcard');

export const EMPTY_DELIVERY: GiftCardDelivery = { name: '', email: '', message: '' };

/**
 * The recipients of a line's `qty` cards: those stored, card by card, the others padded with
 * `blank` (an empty form, or one with the message typed in the shop) (product.md §5.3).
 */
export const cardRecipients = (
  recipients: readonly GiftCardDelivery[],
  qty: number,
  blank: GiftCardDelivery = EMPTY_DELIVERY,
): GiftCardDelivery[] => Array.from({ length: qty }, (_, index) => recipients[index] ?? blank);

/** One gift card of the cart: its line, its place in the line (0-based) and its key `rowId#index`. */
export interface GiftCardSlot {
  key: string;
  rowId: string;
  index: number;
  item: CartItem;
}
export const cardKey = (rowId: string, index: number) => `${rowId}#${index}`;

/** Every gift card of the cart, one per unit of each gift card line: one recipient form each (product.md §5.3). */
export const giftCards = (cart: Cart): GiftCardSlot[] =>
  giftCardItems(cart).flatMap((item) =>
    Array.from({ length: item.qty }, (_, index) => ({
      key: cardKey(item.rowId, index),
      rowId: item.rowId,
      index,
      item,
    })),
  );

/** A gift card in the cart whose recipient has no email yet: the checkout refuses it (product.md §5.3). */
export const missingRecipientEmail = (cart: Cart) =>
  giftCardItems(cart).some((item) => cardRecipients(item.options.recipients, item.qty).some((r) => !r.email));

/** What POST /shop/checkout answers once paid (product.md §5.3), plus what was bought. */
export interface ShopTransaction {
  /** Cents: the order's total. */
  total: number;
  card_last_four: string | null;
  /** What paid the total: gift cards (each by its code's last four), the card for the rest. */
  paid_with: PaymentSplit;
  /** The order's number, e.g. 'GC-7K3M9QXA'. */
  reservation_id: string;
  /** Where the confirmation lives. */
  redirect: string;
  items: {
    type: CartItemType;
    name: string;
    /** The gift card's variation, or the reservation's time slot. */
    variation: string;
    people: number;
    qty: number;
    subtotal: number;
    recipient: string;
    codes_last_four: string[];
    /** A reservation's day and number (it is also in the buyer's /my when signed in); null for a gift card. */
    date: IsoDate | null;
    reservation_number: string | null;
  }[];
}

/** What the balance page shows of a card (`GET /api/gift-cards/balance`). */
export interface GiftCardBalance {
  last_four: string;
  /** Cents at purchase and left now. */
  value: number;
  balance: number;
  expires_on: IsoDate;
  /** 'valid'; 'expired' after its day; 'used' when nothing is left; 'void' when the front desk voided it. */
  status: GiftCardStatus;
}

export type GiftCardStatus = 'valid' | 'expired' | 'used' | 'void';

/** A card's status on `today`: voided first, then expired, then used up (product.md §5.4, §12.11). */
export function giftCardStatus(
  card: { balance: number; expiresOn: IsoDate; voidedAt: Date | null },
  today: IsoDate,
): GiftCardStatus {
  if (card.voidedAt) return 'void';
  if (card.expiresOn < today) return 'expired';
  return card.balance === 0 ? 'used' : 'valid';
}
