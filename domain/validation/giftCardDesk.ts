import { number, object, type InferType } from 'yup';
import { SHORT_TEXT_MAX_LENGTH } from '../constants';
import type { Locale } from '../locales';
import { fields } from './fields';

/** Why staff change a card: required, kept with the change (product.md §12.11). */
const reason = (locale: Locale) => {
  const f = fields(locale);
  return f.text(SHORT_TEXT_MAX_LENGTH).required(f.m('reasonRequired'));
};

/** A balance change: signed cents (the form's euros), not zero; the server checks it against the card. */
export function giftCardAdjustmentSchema(locale: Locale) {
  const { m } = fields(locale);
  return object({
    amount: number()
      .typeError(m('giftCardAmountInvalid'))
      .required(m('giftCardAmountInvalid'))
      .integer(m('giftCardAmountInvalid'))
      .notOneOf([0], m('giftCardAmountInvalid'))
      .min(-1_000_000, m('giftCardAmountInvalid'))
      .max(1_000_000, m('giftCardAmountInvalid')),
    reason: reason(locale),
  });
}
export type GiftCardAdjustmentValues = InferType<ReturnType<typeof giftCardAdjustmentSchema>>;

/** A later expiry (the server checks it is after the current one). */
export function giftCardValiditySchema(locale: Locale) {
  return object({ expires_on: fields(locale).isoDate('dateRequired'), reason: reason(locale) });
}
export type GiftCardValidityValues = InferType<ReturnType<typeof giftCardValiditySchema>>;

export function giftCardVoidSchema(locale: Locale) {
  return object({ reason: reason(locale) });
}
export type GiftCardVoidValues = InferType<ReturnType<typeof giftCardVoidSchema>>;

/** `?q=`: the last four characters of a code, or part of a buyer's or recipient's name or e-mail. */
export function giftCardSearchSchema(locale: Locale) {
  const f = fields(locale);
  return object({ q: f.text(100).optional() });
}
