import { number, object, type InferType } from 'yup';
import { DEPOSIT_MAX_CENTS, DEPOSIT_MIN_CENTS, DEPOSIT_REFERENCE_MAX_LENGTH } from '../constants';
import type { Locale } from '../locales';
import { formatMoney } from '../money';
import { fields } from './fields';

/** A deposit the hotel takes by card: 1 to 10,000 euro, in whole cents (the form and the server). */
export const isDepositAmount = (cents: number) =>
  Number.isInteger(cents) && cents >= DEPOSIT_MIN_CENTS && cents <= DEPOSIT_MAX_CENTS;

/**
 * Deposit payment (product.md §4.1): amount in integer cents (the money input converts euros),
 * between 1 and 10,000 euro; the reference (note) is required, at most 150 characters.
 */
export function depositSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  return object({
    amount: number()
      .typeError(m('amountInvalid'))
      .required(m('amountRequired'))
      .integer(m('amountInvalid'))
      .min(DEPOSIT_MIN_CENTS, m('amountMin', { min: formatMoney(DEPOSIT_MIN_CENTS, locale) }))
      .max(DEPOSIT_MAX_CENTS, m('amountMax', { max: formatMoney(DEPOSIT_MAX_CENTS, locale) })),
    note: f
      .text(DEPOSIT_REFERENCE_MAX_LENGTH)
      .required(m('noteRequired'))
      .max(DEPOSIT_REFERENCE_MAX_LENGTH, m('noteMax', { max: DEPOSIT_REFERENCE_MAX_LENGTH })),
    reservation_id: f.optionalId('reservationIdInvalid'),
    reservation_number: f.optionalString(),
    ...f.contact(),
    ...f.payment(),
  });
}
export type DepositValues = InferType<ReturnType<typeof depositSchema>>;
