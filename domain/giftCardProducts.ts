/**
 * Gift-card products as the revenue manager edits them (product.md §12.17): names and
 * descriptions in the three languages, on sale or not, how many months the cards are valid, and
 * the variations (what a card is valid for, what it is worth and what it costs, per person).
 */

export type LocalizedText = { it: string; en: string; de: string };

export interface GiftCardVariationWire {
  id: number;
  text: LocalizedText;
  /** Cents per person: what the buyer pays. */
  price: number;
  /** Cents per person: what the card is worth, credited to its balance (may differ from the price). */
  value: number;
  /** Bought or in a cart: it can be changed, not removed. */
  in_use: boolean;
}

export interface GiftCardProductWire {
  id: number;
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  on_sale: boolean;
  validity_months: number;
  /** The version this answer shows: a save must name it, a stale one is refused (409). */
  version: number;
  variations: GiftCardVariationWire[];
}

/** What the staff actions log keeps of a product before and after a change (as JSON). */
export interface GiftCardProductLog {
  on_sale: boolean;
  validity_months: number;
  /** `value` is absent in entries logged before values had their own field (decision 051): it was the price. */
  variations: { text: LocalizedText; value?: number; price: number }[];
}
