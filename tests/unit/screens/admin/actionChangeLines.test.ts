import { describe, expect, it } from 'vitest';
import { changeLines, isStructured, type ChangeWords } from '@src/screens/admin/actionChangeLines';

// docs/product.md §12.4: the staff actions log reads as the fields a change touched, "label: before
// → after", money in euros, days in the reader's language, texts in it, and an unknown field by its key.
const labels: Record<string, Record<string, string>> = {
  en: {
    on_sale: 'On sale',
    validity_months: 'Valid (months)',
    variations: 'Variation',
    value: 'Value',
    price: 'Price',
  },
  it: { on_sale: 'In vendita', price: 'Prezzo', value: 'Valore', arrival_from: 'Arrivo dal' },
  de: { price: 'Preis', in_service: 'In Betrieb', reason: 'Grund', starts_on: 'Von', ends_on: 'Bis' },
};
const words = (locale: 'it' | 'en' | 'de'): ChangeWords => ({
  locale,
  label: (key) => labels[locale][key],
  yes: { it: 'sì', en: 'yes', de: 'ja' }[locale],
  no: { it: 'no', en: 'no', de: 'nein' }[locale],
  none: '—',
});
const massage = { it: 'Massaggio', en: 'Massage', de: 'Massage' };
const product = (price: number, value: number, onSale = true) =>
  JSON.stringify({ on_sale: onSale, validity_months: 12, variations: [{ text: massage, value, price }] });

describe('the staff actions log’s changes', () => {
  it('lists only the fields that changed, money in euros, a list element by its text', () => {
    expect(changeLines(product(9000, 10000), product(8500, 10000, false), words('en'))).toEqual([
      { field: 'On sale', before: 'yes', after: 'no' },
      { field: 'Variation · “Massage” · Price', before: '€90.00', after: '€85.00' },
    ]);
  });

  it('reads in Italian and German: euro amounts and days as the language writes them', () => {
    const [line] = changeLines(product(9000, 10000), product(9000, 12000), words('it'));
    expect(line.field).toBe('variations · “Massaggio” · Valore');
    expect(line.before).toMatch(/^100,00\s€$/);
    expect(line.after).toMatch(/^120,00\s€$/);
    const period = (reason: string) => JSON.stringify({ starts_on: '2027-03-01', ends_on: '2027-03-04', reason });
    expect(changeLines('', period('Wasserschaden'), words('de'))).toEqual([
      { field: 'Von', before: null, after: '01. März 2027' },
      { field: 'Bis', before: null, after: '04. März 2027' },
      { field: 'Grund', before: null, after: 'Wasserschaden' },
    ]);
  });

  it('shows an unknown field by its key, a removal with no after, and a plain value as it is', () => {
    const before = JSON.stringify({ min_stay: 2, in_service: true });
    const after = JSON.stringify({ in_service: false });
    expect(changeLines(before, after, words('de'))).toEqual([
      { field: 'In Betrieb', before: 'ja', after: 'nein' },
      { field: 'min stay', before: '2', after: null },
    ]);
    expect(changeLines('2.50 € · 4 nights', '3.00 € · 4 nights', words('en'))).toEqual([
      { field: '', before: '2.50 € · 4 nights', after: '3.00 € · 4 nights' },
    ]);
    expect(isStructured('2.50 € · 4 nights')).toBe(false);
    expect(isStructured(product(1, 1))).toBe(true);
    expect(changeLines('{not json', '{not json', words('en'))).toEqual([]);
  });

  it('reads a promo code: its dates localised, its amount off in euros, nothing for what stayed', () => {
    const code = (amount: number, from: string | null) =>
      JSON.stringify({ code: 'SPRING', amount_off_cents: amount, arrival_from: from, max_uses: null });
    expect(changeLines(code(1000, null), code(1500, '2027-04-10'), words('it'))).toEqual([
      {
        field: 'amount off cents',
        before: expect.stringMatching(/^10,00\s€$/),
        after: expect.stringMatching(/^15,00\s€$/),
      },
      { field: 'Arrivo dal', before: '—', after: '10 apr 2027' },
    ]);
  });
});
