/**
 * What a journey needs to know about the signed-in person to price and allow its steps (product.md
 * §1.1): their discount and their bonus credit. A guest is `null`.
 */
export interface Customer {
  /** Percent off every total (product.md §1.1). */
  discountPercent: number;
  /** Bonus-terme credit in cents, usable as the day-spa voucher. */
  bonusCredit: number;
}

/** The customer of an API user (`/api/user`), or null for a guest. */
export function customerOf(
  user: { discount_percent: number; bonus_terme_credit: number } | null | undefined,
): Customer | null {
  return user ? { discountPercent: user.discount_percent, bonusCredit: user.bonus_terme_credit } : null;
}
