import { array, number, object, type InferType } from 'yup';
import {
  GIFT_CARD_PRICE_MAX_CENTS,
  GIFT_CARD_PRICE_MIN_CENTS,
  GIFT_CARD_VALIDITY_MONTHS,
  GIFT_CARD_VALIDITY_MONTHS_MAX,
  GIFT_CARD_VALIDITY_MONTHS_MIN,
  GIFT_CARD_VARIATIONS_MAX,
  MAX_ID,
} from '../constants';
import type { Locale } from '../locales';
import { fields } from './fields';
import type { ValidationMessageKey } from './messages';

const TITLE_MAX = 100;
const DESCRIPTION_MAX = 500;

/**
 * A gift-card product as the revenue manager saves it (product.md §12.17): its name and
 * description in it/en/de, on sale or not, validity in months, and 1 to 10 variations, each what
 * the card is valid for (it/en/de), its value (credited to the card) and its price (what the
 * buyer pays), both in cents and in the same range; the value may be above or below the price. A variation with an `id` is changed,
 * one without is added; `version` is the version the editor read (0 for a new product).
 */
export function giftCardProductSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  const inLanguages = (max: number, key: ValidationMessageKey, multiline = false) =>
    object({
      it: f.text(max, { multiline }).required(m(key)),
      en: f.text(max, { multiline }).required(m(key)),
      de: f.text(max, { multiline }).required(m(key)),
    })
      .typeError(m('valueInvalid'))
      .required(m(key));
  const euros = { min: GIFT_CARD_PRICE_MIN_CENTS / 100, max: GIFT_CARD_PRICE_MAX_CENTS / 100 };
  const months = { min: GIFT_CARD_VALIDITY_MONTHS_MIN, max: GIFT_CARD_VALIDITY_MONTHS_MAX };
  const variationCount = { min: 1, max: GIFT_CARD_VARIATIONS_MAX };
  return object({
    title: inLanguages(TITLE_MAX, 'giftCardProductTitleRequired'),
    description: inLanguages(DESCRIPTION_MAX, 'giftCardProductDescriptionRequired', true),
    on_sale: f.flag(true),
    validity_months: f.count(months.min, months.max, 'giftCardValidityRange').default(GIFT_CARD_VALIDITY_MONTHS),
    version: number()
      .typeError(m('valueInvalid'))
      .integer(m('valueInvalid'))
      .min(0, m('valueInvalid'))
      .max(MAX_ID, m('valueInvalid'))
      .default(0),
    variations: array()
      .typeError(m('valueInvalid'))
      .required(m('giftCardVariationsRange', variationCount))
      .min(variationCount.min, m('giftCardVariationsRange', variationCount))
      .max(variationCount.max, m('giftCardVariationsRange', variationCount))
      .of(
        object({
          id: f.optionalId('valueInvalid'),
          text: inLanguages(TITLE_MAX, 'giftCardVariationTextRequired'),
          value: number()
            .typeError(m('giftCardValueRange', euros))
            .required(m('giftCardValueRange', euros))
            .integer(m('giftCardValueRange', euros))
            .min(GIFT_CARD_PRICE_MIN_CENTS, m('giftCardValueRange', euros))
            .max(GIFT_CARD_PRICE_MAX_CENTS, m('giftCardValueRange', euros)),
          price: number()
            .typeError(m('giftCardPriceRange', euros))
            .required(m('giftCardPriceRange', euros))
            .integer(m('giftCardPriceRange', euros))
            .min(GIFT_CARD_PRICE_MIN_CENTS, m('giftCardPriceRange', euros))
            .max(GIFT_CARD_PRICE_MAX_CENTS, m('giftCardPriceRange', euros)),
        })
          .typeError(m('valueInvalid'))
          .nonNullable(m('valueInvalid')),
      ),
  });
}
export type GiftCardProductValues = InferType<ReturnType<typeof giftCardProductSchema>>;
