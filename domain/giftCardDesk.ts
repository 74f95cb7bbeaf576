import type { IsoDate } from './dates';
import type { GiftCardStatus } from './shop';

/**
 * The front desk's view of issued gift cards (product.md §12.11): found by the last four
 * characters of the code, the buyer or the recipient; a card's uses and the changes staff made.
 */
export interface IssuedGiftCardWire {
  id: number;
  last_four: string;
  /** Cents at purchase and left now. */
  value: number;
  balance: number;
  /** Cents the buyer paid for this card: its value unless sold for another price (product.md §12.17). */
  price_paid: number;
  expires_on: IsoDate;
  status: GiftCardStatus;
  order_number: string;
  buyer: { name: string; email: string };
  recipient: { name: string; email: string };
  issued_at: string;
}

export interface GiftCardUseWire {
  amount: number;
  status: 'held' | 'spent' | 'returned';
  /** What it paid: 'room_reservation', 'product_reservation', ... and its id. */
  purchase_kind: string;
  purchase_id: number;
  at: string;
}

export interface GiftCardAdjustmentWire {
  kind: 'balance' | 'validity' | 'void' | 'resend';
  amount: number | null;
  expires_before: IsoDate | null;
  expires_after: IsoDate | null;
  /** A resend (product.md §12.17): the last four characters of the code replaced, and of the new one. */
  last_four_before: string | null;
  last_four_after: string | null;
  reason: string;
  staff_email: string;
  at: string;
}

export interface IssuedGiftCardDetailsWire extends IssuedGiftCardWire {
  uses: GiftCardUseWire[];
  adjustments: GiftCardAdjustmentWire[];
}

/**
 * A balance change is refused unless the balance stays between 0 and the card's value, counting
 * what payments hold on it now: a held use that goes back must still fit under the value.
 */
export function adjustedBalanceProblem(
  card: { value: number; balance: number; heldCents: number },
  amount: number,
): 'belowZero' | 'aboveValue' | null {
  const after = card.balance + amount;
  if (after < 0) return 'belowZero';
  if (after + card.heldCents > card.value) return 'aboveValue';
  return null;
}
