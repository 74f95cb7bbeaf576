import { mixed, object, type InferType } from 'yup';
import { ADULT_AGE_YEARS, EMAIL_MAX_LENGTH, FREE_INFANT_MAX_AGE_YEARS } from '../constants';
import { addYears, hotelToday, isIsoDate } from '../dates';
import { infantTooOld } from '../daySpa';
import type { Locale } from '../locales';
import { fields } from './fields';

export const PARTICIPANT_TYPES = ['infant', 'minor', 'adult', 'guest'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];

const needsBirthDate = (type: unknown) => type === 'infant' || type === 'minor';

/**
 * Inviting a participant to a day-spa reservation (product.md §10).
 * Choices made here:
 * - email is required (and must be valid) for guests only (product.md §10 and §14): an adult may
 *   come without an address the booker knows, and is then invited through the booker. For the
 *   other types an email, if sent, must still be well formed.
 * - date_of_birth is required for infants and minors, may not be in the future; an infant is at
 *   most `freeInfantMaxAgeYears` old (the product's, product.md §12.16; 1 by default: born on or
 *   after today minus one year), a minor is under 18 (born after today minus 18 years). "Today" is
 *   the hotel's, read at validation time unless given. The request's schema allows the widest age
 *   a product may set; the service then checks the product's own (participantRefusal).
 */
export function participantInvitationSchema(
  locale: Locale,
  options: { today?: string; freeInfantMaxAgeYears?: number } = {},
) {
  const freeInfantMaxAgeYears = options.freeInfantMaxAgeYears ?? FREE_INFANT_MAX_AGE_YEARS;
  const f = fields(locale);
  const { m } = f;
  return object({
    type: mixed<ParticipantType>()
      .oneOf(PARTICIPANT_TYPES, m('participantTypeRequired'))
      .required(m('participantTypeRequired')),
    first_name: f.personName('firstNameRequired'),
    last_name: f.personName('lastNameRequired'),
    email: f
      .text(EMAIL_MAX_LENGTH)
      .email(m('emailInvalid'))
      .nullable()
      .when('type', { is: 'guest', then: (schema) => schema.required(m('emailRequired')) }),
    date_of_birth: f
      .text()
      .nullable()
      .when('type', { is: needsBirthDate, then: (schema) => schema.required(m('dateOfBirthRequired')) })
      .test('birth-date', m('dateInvalid'), function (value) {
        const type = (this.parent as { type?: unknown }).type;
        if (!needsBirthDate(type) || !value) return true;
        if (!isIsoDate(value)) return false;
        const today = options.today ?? hotelToday();
        if (value > today) return this.createError({ message: m('dateOfBirthFuture') });
        if (type === 'infant' && infantTooOld(value, today, { freeInfantMaxAgeYears }))
          return this.createError({ message: m('infantTooOld', { max: freeInfantMaxAgeYears }) });
        if (type === 'minor' && value <= addYears(today, -ADULT_AGE_YEARS))
          return this.createError({ message: m('minorTooOld', { max: ADULT_AGE_YEARS }) });
        return true;
      }),
  });
}
export type ParticipantInvitationValues = InferType<ReturnType<typeof participantInvitationSchema>>;
