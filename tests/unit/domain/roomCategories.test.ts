import { describe, expect, it } from 'vitest';
import { fitsCapacity } from '../../../domain/roomCategories';
import { roomCategorySchema } from '../../../domain/validation';

// docs/product.md §12.18: a party fits a category when its guests (adults and children together)
// are from the category's least to its most, and its children no more than the category allows;
// the most guests are not fewer than the least, and a room always keeps a place for an adult.
describe('room category capacity', () => {
  const family = { min_adults: 2, max_adults: 4, max_children: 2 };

  it('fits a party between the least and the most guests, children within their limit', () => {
    expect(fitsCapacity(family, 2, 0)).toBe(true);
    expect(fitsCapacity(family, 2, 2)).toBe(true);
    expect(fitsCapacity(family, 1, 0)).toBe(false);
    expect(fitsCapacity(family, 3, 2)).toBe(false);
    expect(fitsCapacity(family, 1, 3)).toBe(false);
  });

  const values = {
    name_it: 'Famiglia',
    name_en: 'Family',
    name_de: 'Familie',
    description_it: 'd',
    description_en: 'd',
    description_de: 'd',
    min_adults: 2,
    max_adults: 4,
    max_children: 2,
    version: 3,
  };
  const errorOf = (change: Record<string, unknown>, locale: 'it' | 'en' | 'de' = 'en') => {
    try {
      roomCategorySchema(locale).validateSync({ ...values, ...change }, { abortEarly: false });
      return null;
    } catch (error) {
      return (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]);
    }
  };

  it('refuses the most below the least, and as many children as guests, next to the field', () => {
    expect(errorOf({})).toBeNull();
    expect(errorOf({ min_adults: 3, max_adults: 2, max_children: 1 })).toEqual([
      ['max_adults', 'The most guests cannot be fewer than the fewest.'],
    ]);
    expect(errorOf({ max_adults: 2, max_children: 2 }, 'de')).toEqual([
      ['max_children', 'Von 0 bis 1 Kindern: im Zimmer ist immer ein Erwachsener.'],
    ]);
    expect(errorOf({ max_adults: 11 }, 'it')?.[0]).toEqual(['max_adults', 'Da 1 a 10 ospiti.']);
  });
});
