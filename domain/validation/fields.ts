import { array, boolean, number, object, ref, string, type ObjectShape } from 'yup';
import {
  EMAIL_MAX_LENGTH,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_ID,
  MAX_ROOMS,
  MIN_ADULTS_PER_ROOM,
  MIN_CHILD_AGE,
  MIN_CHILDREN_PER_ROOM,
  MIN_ROOMS,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
} from '../constants';
import { chosenAgesCount } from '../bookingQuery';
import { isPeopleCount } from '../daySpa';
import { hotelToday, isIsoDate } from '../dates';
import { isGiftCardCode, normalizeGiftCardCode } from '../giftCardCode';
import type { Locale } from '../locales';
import { stayError, type SeasonInfo } from '../season';
import { validationMessage, type ValidationMessageKey } from './messages';

/** Season data a stay schema checks against, when the caller has it (server: always). */
export type StayRules = { season: SeasonInfo; closedDates: readonly string[]; today?: string };

/** '' from an empty input means "nothing", not NaN. */
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;
/** yup's own `.trim()` throws on a non-string (an array sent for a name): trim strings only. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** Control characters never belong in what a person types (NUL cannot even be stored). */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAKS = /[\n\r\t]/;

/**
 * Field builders bound to one language, shared by the form schemas. Every builder names its own
 * type error, so wrong types (an array for a name, an object for a date) get a message in the
 * person's language and never yup's English text with the value printed in it.
 */
export function fields(locale: Locale) {
  const m = (key: ValidationMessageKey, params?: Record<string, string | number>) =>
    validationMessage(locale, key, params);

  /** Text as a person types it: trimmed, no control characters, at most `max` long; `multiline` keeps line breaks. */
  const text = (max = SHORT_TEXT_MAX_LENGTH, options: { trim?: boolean; multiline?: boolean } = {}) =>
    string()
      .typeError(m('valueInvalid'))
      .nonNullable(m('valueInvalid'))
      .transform(options.trim === false ? (value: unknown) => value : trimmed)
      .test(
        'plain-text',
        m('valueInvalid'),
        (value) =>
          value == null || !(CONTROL_CHARACTERS.test(value) || (!options.multiline && LINE_BREAKS.test(value))),
      )
      .max(max, m('textMax', { max }));
  const requiredText = (key: ValidationMessageKey) => text().required(m(key));
  /** A person's first or last name: the database's columns have the same bound (NAME_MAX_LENGTH). */
  const personName = (requiredKey: ValidationMessageKey) => text(NAME_MAX_LENGTH).required(m(requiredKey));
  const email = () => text(EMAIL_MAX_LENGTH).required(m('emailRequired')).email(m('emailInvalid'));
  /** A checkbox that must be ticked. */
  const consent = (key: ValidationMessageKey) => boolean().typeError(m(key)).required(m(key)).isTrue(m(key));
  /** Passwords are not trimmed: spaces are characters the person chose. */
  const password = () => text(SHORT_TEXT_MAX_LENGTH, { trim: false }).required(m('passwordRequired'));
  const newPassword = () => password().min(PASSWORD_MIN_LENGTH, m('passwordMin', { min: PASSWORD_MIN_LENGTH }));
  const passwordConfirmation = () =>
    text(SHORT_TEXT_MAX_LENGTH, { trim: false })
      .required(m('passwordConfirmationRequired'))
      .oneOf([ref('password')], m('passwordMismatch'));
  const flag = (fallback = false) =>
    boolean().typeError(m('valueInvalid')).nonNullable(m('valueInvalid')).default(fallback);
  /** Who sends a public form (deposit, requests, airport transfer): names, email, privacy and newsletter consents. */
  const contact = () => ({
    first_name: personName('firstNameRequired'),
    last_name: personName('lastNameRequired'),
    email: email(),
    privacy: consent('privacyRequired'),
    newsletter_consent: flag(false),
  });
  /** A note typed in a textarea (product.md §1.3: at most 255 characters); line breaks allowed. */
  const note = () => text(TEXTAREA_MAX_LENGTH, { multiline: true }).optional();
  /** Card payment references; a zero total posts the number 9, read as '9'. */
  const optionalString = () => text().nullable().optional();
  const isoDate = (requiredKey: ValidationMessageKey) =>
    text()
      .typeError(m('dateInvalid'))
      .required(m(requiredKey))
      .test('iso-date', m('dateInvalid'), (value) => value === undefined || isIsoDate(value));
  /** A row id: a positive integer that fits PostgreSQL's `integer`. */
  const idNumber = (key: ValidationMessageKey) =>
    number().transform(emptyToUndefined).typeError(m(key)).integer(m(key)).positive(m(key)).max(MAX_ID, m(key));
  const id = (requiredKey: ValidationMessageKey) => idNumber(requiredKey).required(m(requiredKey));
  const optionalId = (invalidKey: ValidationMessageKey) => idNumber(invalidKey).nullable().optional();
  const count = (min: number, max: number, key: ValidationMessageKey) =>
    number()
      .typeError(m('numberInvalid'))
      .required(m(key, { min, max }))
      .integer(m('numberInvalid'))
      .min(min, m(key, { min, max }))
      .max(max, m(key, { min, max }));
  /** product.md §3.1 people counter: a whole number from 1 (isPeopleCount). */
  const people = () =>
    number()
      .typeError(m('peopleMin'))
      .nonNullable(m('peopleMin'))
      .integer(m('numberInvalid'))
      .test('people', m('peopleMin'), (value) => value === undefined || isPeopleCount(value));
  /** A gift-card code as typed (spaces, dashes, lower case, an O for a zero), read as its 16 characters; a mistyped one is refused by its check character. */
  const giftCardCode = () =>
    text(40)
      .transform((value: unknown) => (typeof value === 'string' ? normalizeGiftCardCode(value) : value))
      .test('gift-card-code', m('giftCardCodeInvalid'), (value) => !value || isGiftCardCode(value));
  /** The card payment fields every purchase posts (ARCHITECTURE "Card payment"), and the gift card that pays first. */
  const payment = () => ({
    payment_method_id: optionalString(),
    payment_intent_id: optionalString(),
    save_card: flag(false),
    gift_card_code: giftCardCode().nullable().optional(),
  });
  /** A list of objects of `shape`; anything else in its place is "not valid". */
  const listOf = <S extends ObjectShape>(shape: S) =>
    array()
      .typeError(m('valueInvalid'))
      .of(object(shape).typeError(m('valueInvalid')).nonNullable(m('valueInvalid')));

  /** Occupancy of one room: adults 1..3, children 0..2, one age 0..17 per child ('Age missing'). */
  const occupancy = () => ({
    adults: count(MIN_ADULTS_PER_ROOM, MAX_ADULTS_PER_ROOM, 'adultsRange'),
    children: count(MIN_CHILDREN_PER_ROOM, MAX_CHILDREN_PER_ROOM, 'childrenRange'),
    children_ages: array()
      .typeError(m('ageMissing'))
      .nonNullable(m('ageMissing'))
      .of(
        number()
          .transform(emptyToUndefined)
          .typeError(m('ageMissing'))
          .integer(m('numberInvalid'))
          .min(MIN_CHILD_AGE, m('childAgeRange', { min: MIN_CHILD_AGE, max: MAX_CHILD_AGE }))
          .max(MAX_CHILD_AGE, m('childAgeRange', { min: MIN_CHILD_AGE, max: MAX_CHILD_AGE }))
          .nullable()
          .optional(),
      )
      .default([])
      .test('ages-complete', m('ageMissing'), function (ages) {
        const children = Number((this.parent as { children?: unknown }).children) || 0;
        return children === 0 || chosenAgesCount({ children, children_ages: ages ?? [] }) === children;
      }),
  });

  /**
   * Arrival and departure fields named `fromName`/`toName`. The stay rules (one night at least,
   * and with `rules` the season window, season gap and closed dates) report on the departure.
   */
  const stay = (fromName: string, rules?: StayRules) => ({
    from: isoDate('arrivalRequired'),
    to: isoDate('departureRequired').test('stay', m('departureAfterArrival'), function (to) {
      const from = (this.parent as Record<string, unknown>)[fromName];
      if (typeof from !== 'string' || !isIsoDate(from) || !to || !isIsoDate(to)) return true;
      if (to <= from) return this.createError({ message: m('departureAfterArrival') });
      if (!rules) return true;
      const key = stayError(from, to, rules.season, rules.closedDates, rules.today ?? hotelToday());
      return key ? this.createError({ message: m(key) }) : true;
    }),
  });

  /**
   * The one stay-and-rooms shape (product.md §2.1) of the booking widget, the rates search and the room
   * reservation: arrival and departure under the caller's names, 1 to 5 rooms each with
   * `room` fields (occupancy at least), and the optional promo code.
   */
  const stayAndRooms = <F extends string, T extends string, R extends ObjectShape>(
    names: { from: F; to: T },
    room: R,
    rules?: StayRules,
  ) => {
    const dates = stay(names.from, rules);
    const stayDates = { [names.from]: dates.from, [names.to]: dates.to } as Record<F | T, typeof dates.from>;
    return {
      ...stayDates,
      rooms: listOf(room)
        .required(m('roomsMin'))
        .min(MIN_ROOMS, m('roomsMin'))
        .max(MAX_ROOMS, m('roomsMax', { max: MAX_ROOMS })),
      code: optionalString(),
    };
  };

  return {
    m,
    contact,
    personName,
    note,
    people,
    giftCardCode,
    payment,
    text,
    requiredText,
    email,
    consent,
    password,
    newPassword,
    passwordConfirmation,
    flag,
    optionalString,
    isoDate,
    id,
    optionalId,
    count,
    listOf,
    occupancy,
    stay,
    stayAndRooms,
  };
}
