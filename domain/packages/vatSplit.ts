/**
 * The VAT on the receipt (docs/product.md §16.7, decision 052). Prices include VAT; a stay's total
 * is split by rate: room and board at 10 %, a package's treatments at their catalogue rate (22 %).
 */

/** Room and board (Italian VAT for hotel stays). */
export const ROOM_AND_BOARD_VAT_RATE = 10;

/** A share of the price at one VAT rate, VAT included (cents). */
export interface VatShare {
  rate: number;
  gross: number;
}

/** One line of the receipt: the rate, the taxable amount and the VAT, which sum to `gross`. */
export interface VatLine extends VatShare {
  taxable: number;
  vat: number;
}

/** Half away from zero, to the cent (so a refund's split mirrors the payment's). */
const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * Each rate's shares added, then split: VAT = round(gross × rate / (100 + rate)), taxable = gross −
 * VAT. Every line sums exactly, so the lines sum to the shares' total to the cent. By rate, lowest first.
 */
export function splitByVat(shares: readonly VatShare[]): VatLine[] {
  const byRate = new Map<number, number>();
  for (const share of shares) byRate.set(share.rate, (byRate.get(share.rate) ?? 0) + share.gross);
  return [...byRate.entries()]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const vat = roundCents((gross * rate) / (100 + rate));
      return { rate, gross, taxable: gross - vat, vat };
    });
}

/** A treatment a package includes, as the receipt needs it: its catalogue price and VAT rate. */
export interface PackagedTreatment {
  priceCents: number;
  vatRate: number;
  perPerson: number;
}

/**
 * A room's price split (§16.7): the treatments at their catalogue price × how many × guests, at
 * their rate, taken out of the room's total (never more than it, the earliest listed first); the
 * rest is room and board at 10 %.
 */
export function packageVatLines(
  roomTotal: number,
  guests: number,
  treatments: readonly PackagedTreatment[],
): VatLine[] {
  let left = roomTotal;
  const shares: VatShare[] = [];
  for (const treatment of treatments) {
    const gross = Math.min(left, treatment.priceCents * treatment.perPerson * guests);
    left -= gross;
    shares.push({ rate: treatment.vatRate, gross });
  }
  shares.push({ rate: ROOM_AND_BOARD_VAT_RATE, gross: left });
  return splitByVat(shares);
}
