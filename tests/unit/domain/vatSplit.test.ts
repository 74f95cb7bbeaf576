import { describe, expect, it } from 'vitest';
import { packageVatLines, splitByVat } from '../../../domain/packages/vatSplit';

// docs/product.md §16.7: room and board at 10 %, treatments at their rate (22 %); per rate
// VAT = round(gross × r / (100 + r)), taxable = gross − VAT; the lines sum to the total to the cent.
const sum = (lines: { taxable: number; vat: number }[]) => lines.reduce((s, l) => s + l.taxable + l.vat, 0);

describe('the VAT split of a stay', () => {
  it('takes 10 % out of room and board: 110,00 € is 100,00 € + 10,00 €', () => {
    expect(splitByVat([{ rate: 10, gross: 11_000 }])).toEqual([
      { rate: 10, gross: 11_000, taxable: 10_000, vat: 1_000 },
    ]);
  });

  it('splits "Terme e fango" for one guest: six mud therapies at 22 %, the rest at 10 %', () => {
    // 5 nights at 79 € supplement plus the room: say 1 000,00 € in all; 6 × 45 € = 270,00 € of treatments.
    const lines = packageVatLines(100_000, 1, [{ priceCents: 4_500, vatRate: 22, perPerson: 6 }]);
    expect(lines).toEqual([
      { rate: 10, gross: 73_000, vat: 6_636, taxable: 66_364 }, // 730 / 1.1 = 663.636… → VAT 66.36
      { rate: 22, gross: 27_000, vat: 4_869, taxable: 22_131 }, // 270 × 22 / 122 = 48.688… → 48.69
    ]);
    expect(sum(lines)).toBe(100_000);
  });

  it('counts the treatments for every guest of the room', () => {
    const lines = packageVatLines(200_000, 2, [{ priceCents: 4_500, vatRate: 22, perPerson: 6 }]);
    expect(lines.find((l) => l.rate === 22)!.gross).toBe(54_000);
  });

  it('never gives the treatments more than the room costs (a deep discount), and drops an empty line', () => {
    const lines = packageVatLines(20_000, 1, [{ priceCents: 4_500, vatRate: 22, perPerson: 6 }]);
    expect(lines).toEqual([{ rate: 22, gross: 20_000, vat: 3_607, taxable: 16_393 }]);
  });

  it('adds shares of the same rate before rounding, and sums to the cent for any total', () => {
    expect(
      splitByVat([
        { rate: 22, gross: 1 },
        { rate: 22, gross: 1 },
      ]),
    ).toEqual([{ rate: 22, gross: 2, vat: 0, taxable: 2 }]);
    for (let total = 0; total < 5_000; total += 37) {
      const lines = packageVatLines(total, 1, [{ priceCents: 999, vatRate: 22, perPerson: 2 }]);
      expect(sum(lines)).toBe(total);
    }
  });

  it('rounds a half cent away from zero, for a payment and its refund alike', () => {
    // At 100 % VAT half of 0,03 € is 1.5 cents: 2 cents, and −2 on the refund (Math.round gives −1).
    expect(splitByVat([{ rate: 100, gross: 3 }])[0]).toMatchObject({ vat: 2, taxable: 1 });
    expect(splitByVat([{ rate: 100, gross: -3 }])[0]).toMatchObject({ vat: -2, taxable: -1 });
    // 0,21 € at 10 %: 1.909… cents of VAT → 2.
    expect(splitByVat([{ rate: 10, gross: 21 }])[0].vat).toBe(2);
  });
});
