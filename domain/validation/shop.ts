import { array, mixed, number, object, type InferType } from 'yup';
import {
  COUNTER_MIN,
  GIFT_CARD_MAX_PEOPLE,
  GIFT_CARD_MAX_QUANTITY,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '../constants';
import type { Locale } from '../locales';
import { CART_ITEM_TYPES, type CartItemType } from '../shop';
import { daySpaDate } from './daySpaReservation';
import { fields } from './fields';

const isReservation = (type: unknown) => type === 'reservation';

/**
 * POST /shop/cart (product.md §5.1). A gift card: the product and its variation by
 * id, people and quantity from 1, the optional message (at most 140). A dated spa product
 * ('reservation'): the product, its time slot and day (today to two months ahead, as the day spa)
 * and people (the slot's capacity is checked by the server); one per line. The price, title and
 * total are never read: the server takes them from its catalogue.
 */
export function cartItemSchema(locale: Locale, options: { today?: string } = {}) {
  const f = fields(locale);
  const { m } = f;
  return object({
    type: mixed<CartItemType>().oneOf(CART_ITEM_TYPES, m('valueInvalid')).default('giftcard'),
    id: f.id('productRequired'),
    variation: f.optionalId('variationRequired').when('type', {
      is: isReservation,
      then: (s) => s.strip(),
      otherwise: (s) => s.required(m('variationRequired')),
    }),
    product_availability_id: f
      .optionalId('slotRequired')
      .when('type', { is: isReservation, then: (s) => s.required(m('slotRequired')), otherwise: (s) => s.strip() }),
    date: daySpaDate(locale, options).when('type', { is: isReservation, otherwise: (s) => s.optional().strip() }),
    people: number()
      .required()
      .when('type', ([type]) =>
        isReservation(type)
          ? f.people().required(m('peopleMin'))
          : f.count(COUNTER_MIN, GIFT_CARD_MAX_PEOPLE, 'giftCardPeopleRange'),
      ),
    quantity: f.count(COUNTER_MIN, GIFT_CARD_MAX_QUANTITY, 'quantityRange').when('type', {
      is: isReservation,
      then: (s) => s.default(1).oneOf([1], m('quantityRange', { min: 1, max: 1 })),
    }),
    message: giftCardMessage(locale),
  });
}
export type CartItemValues = InferType<ReturnType<typeof cartItemSchema>>;

/** The gift card's message: several lines allowed, at most 140 characters. */
function giftCardMessage(locale: Locale) {
  const f = fields(locale);
  return f
    .text(GIFT_CARD_MESSAGE_MAX_LENGTH, { multiline: true })
    .max(GIFT_CARD_MESSAGE_MAX_LENGTH, f.m('giftCardMessageMax', { max: GIFT_CARD_MESSAGE_MAX_LENGTH }))
    .default('');
}

/** One card's recipient (product.md §5.3): name and email required, message at most 140. */
export function recipientSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  return object({
    name: f.personName('recipientNameRequired'),
    email: f.text(EMAIL_MAX_LENGTH).required(m('recipientEmailRequired')).email(m('emailInvalid')),
    message: giftCardMessage(locale),
  });
}

/**
 * PATCH /shop/cart/{rowId} (product.md §5.3): one recipient per card of the line, card 1 first.
 * The server checks there is exactly one per card (the line's quantity); errors come back as
 * `recipients[i].field`, under card i+1's form.
 */
export function personalisationSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    recipients: array(recipientSchema(locale))
      .required(f.m('recipientsPerCard'))
      .min(1, f.m('recipientsPerCard'))
      .max(GIFT_CARD_MAX_QUANTITY, f.m('recipientsPerCard')),
  });
}
export type PersonalisationValues = InferType<ReturnType<typeof personalisationSchema>>;

/** POST /shop/checkout (product.md §5.3): the buyer's names, email and privacy; newsletter optional; the card fields. */
export function checkoutSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    first_name: f.personName('firstNameRequired'),
    last_name: f.personName('lastNameRequired'),
    email: f.email(),
    privacy: f.consent('privacyRequired'),
    newsletter_consent: f.flag(false),
    /** The total the payment step showed (product.md §12.17): never charged, only compared with the server's. */
    expected_total: number()
      .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
      .typeError(f.m('valueInvalid'))
      .integer(f.m('valueInvalid'))
      .min(0, f.m('valueInvalid'))
      .optional(),
    ...f.payment(),
  });
}
export type CheckoutValues = InferType<ReturnType<typeof checkoutSchema>>;

/**
 * A gift card code as a person types it (spaces, dashes, lower case, an O for a zero): read as the
 * code's 16 characters, refused when the check character says it was mistyped.
 */
export function giftCardCodeSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  return object({
    code: f.giftCardCode().required(m('giftCardCodeRequired')),
  });
}
export type GiftCardCodeQuery = InferType<ReturnType<typeof giftCardCodeSchema>>;
