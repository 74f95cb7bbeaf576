import { number, object, type InferType } from 'yup';
import type { Locale } from '../locales';
import { CATEGORY_LIMITS, roomCategoryMessage } from '../roomCategories';
import { fields } from './fields';

/**
 * A room category as staff save it (docs/product.md §12.18): names and descriptions in every
 * language, guests at least and at most, children at most among them, and the version read.
 */
export function roomCategorySchema(locale: Locale) {
  const f = fields(locale);
  const m = (key: Parameters<typeof roomCategoryMessage>[1], params?: Record<string, string | number>) =>
    roomCategoryMessage(locale, key, params);
  const name = () => f.text(CATEGORY_LIMITS.nameMax).required(m('nameRequired'));
  const description = () =>
    f.text(CATEGORY_LIMITS.descriptionMax, { multiline: true }).required(m('descriptionRequired'));
  const guests = m('guestsRange', { min: 1, max: CATEGORY_LIMITS.maxGuests });
  const whole = (message: string) => number().typeError(message).required(message).integer(message);
  return object({
    name_it: name(),
    name_en: name(),
    name_de: name(),
    description_it: description(),
    description_en: description(),
    description_de: description(),
    min_adults: whole(guests).min(1, guests).max(CATEGORY_LIMITS.maxGuests, guests),
    max_adults: whole(guests)
      .min(1, guests)
      .max(CATEGORY_LIMITS.maxGuests, guests)
      .test('max-after-min', m('maxBelowMin'), function (max) {
        const min = (this.parent as { min_adults?: unknown }).min_adults;
        return typeof min !== 'number' || typeof max !== 'number' || max >= min;
      }),
    max_children: number()
      .typeError(m('childrenRange', { max: CATEGORY_LIMITS.maxGuests - 1 }))
      .required(m('childrenRange', { max: CATEGORY_LIMITS.maxGuests - 1 }))
      .integer(m('childrenRange', { max: CATEGORY_LIMITS.maxGuests - 1 }))
      .test('children-range', function (children) {
        const max = (this.parent as { max_adults?: unknown }).max_adults;
        const most = typeof max === 'number' ? Math.max(max - 1, 0) : CATEGORY_LIMITS.maxGuests - 1;
        if (typeof children !== 'number' || (children >= 0 && children <= most)) return true;
        return this.createError({ message: m('childrenRange', { max: most }) });
      }),
    version: f.count(0, 2_000_000_000, 'valueInvalid'),
  });
}
export type RoomCategoryValues = InferType<ReturnType<typeof roomCategorySchema>>;
