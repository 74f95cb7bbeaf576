import { array, boolean, number, ref, string } from 'yup';
import {
  PASSWORD_MIN_LENGTH,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS,
  MIN_ADULTS_PER_ROOM,
  MIN_CHILD_AGE,
  MIN_CHILDREN_PER_ROOM,
} from '../constants';
import { chosenAgesCount } from '../bookingQuery';
import { hotelToday, isIsoDate } from '../dates';
import type { Locale } from '../locales';
import { stayError, type SeasonInfo } from '../season';
import { validationMessage, type ValidationMessageKey } from './messages';

/** Season data a stay schema checks against, when the caller has it (server: always). */
export type StayRules = { season: SeasonInfo; closedDates: readonly string[]; today?: string };

/** '' from an empty input means "nothing", not NaN. */
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

/** Field builders bound to one language, shared by the form schemas. */
export function fields(locale: Locale) {
  const m = (key: ValidationMessageKey, params?: Record<string, string | number>) => validationMessage(locale, key, params);

  const requiredText = (key: ValidationMessageKey) => string().trim().required(m(key));
  const email = () => string().trim().required(m('emailRequired')).email(m('emailInvalid'));
  /** A checkbox that must be ticked. */
  const consent = (key: ValidationMessageKey) => boolean().typeError(m(key)).required(m(key)).isTrue(m(key));
  /** Passwords are not trimmed: spaces are characters the person chose. */
  const newPassword = () =>
    string().required(m('passwordRequired')).min(PASSWORD_MIN_LENGTH, m('passwordMin', { min: PASSWORD_MIN_LENGTH }));
  const passwordConfirmation = () =>
    string().required(m('passwordConfirmationRequired')).oneOf([ref('password')], m('passwordMismatch'));
  const flag = (fallback = false) => boolean().typeError(m('valueInvalid')).default(fallback);
  /** Card payment references; a zero total posts the number 9, read as '9'. */
  const optionalString = () => string().trim().nullable().optional();
  const isoDate = (requiredKey: ValidationMessageKey) =>
    string()
      .trim()
      .required(m(requiredKey))
      .test('iso-date', m('dateInvalid'), (value) => value === undefined || isIsoDate(value));
  const id = (requiredKey: ValidationMessageKey) =>
    number().transform(emptyToUndefined).typeError(m(requiredKey)).required(m(requiredKey)).integer(m(requiredKey)).positive(m(requiredKey));
  const optionalId = (invalidKey: ValidationMessageKey) =>
    number().transform(emptyToUndefined).typeError(m(invalidKey)).integer(m(invalidKey)).positive(m(invalidKey)).nullable().optional();
  const count = (min: number, max: number, key: ValidationMessageKey) =>
    number()
      .typeError(m('numberInvalid'))
      .required(m(key, { min, max }))
      .integer(m('numberInvalid'))
      .min(min, m(key, { min, max }))
      .max(max, m(key, { min, max }));

  /** Occupancy of one room: adults 1..3, children 0..2, one age 0..17 per child ('Age missing'). */
  const occupancy = () => ({
    adults: count(MIN_ADULTS_PER_ROOM, MAX_ADULTS_PER_ROOM, 'adultsRange'),
    children: count(MIN_CHILDREN_PER_ROOM, MAX_CHILDREN_PER_ROOM, 'childrenRange'),
    children_ages: array()
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

  /** Limits of a rooms list: 1 to 5 rooms. */
  const roomsMessages = { required: m('roomsMin'), min: m('roomsMin'), max: m('roomsMax', { max: MAX_ROOMS }) };

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

  return { m, requiredText, email, consent, newPassword, passwordConfirmation, flag, optionalString, isoDate, id, optionalId, count, occupancy, roomsMessages, stay };
}
