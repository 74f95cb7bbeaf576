import { mixed, object, type AnySchema, type InferType } from 'yup';
import {
  CHECK_IN_FIRST_NAME_MAX_LENGTH,
  CHECK_IN_LAST_NAME_MAX_LENGTH,
  DESK_NAME_MAX_LENGTH,
  DOCUMENT_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  GENDERS,
  SHORT_TEXT_MAX_LENGTH,
  type Gender,
} from '../constants';
import { DOCUMENT_TYPES, isItaly, roleOfPosition, type DocumentType } from '../checkIn';
import { unwritableLetters } from '../alloggiati';
import { hotelToday, isIsoDate } from '../dates';
import type { Locale } from '../locales';
import { fields } from './fields';
import type { ValidationMessageKey } from './messages';

/** No guest is born before this day: an earlier date is a typing mistake. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Letters of the Latin script (accents included), spaces, apostrophes, dots and hyphens. */
const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}\p{M} '’.-]*$/u;

/** Spaces inside a document number are how it is printed, not part of it. */
export const normaliseDocumentNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

const emptyToNull = (value: unknown, original: unknown) => (original === '' || original === undefined ? null : value);
const upperCase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/**
 * A guest's check-in (product.md §9, issue 13). Rules the form and the server share:
 * - names, sex, date of birth (a real date, not in the future), citizenship, country of birth
 *   and of residence, the privacy and data-processing consents are required;
 * - born in Italy: province and comune of birth; resident in Italy: province of residence;
 * - the booker only (position 1): document type (one of four), number (letters and digits, spaces dropped),
 *   expiry (today or later), issuing country and, issued in Italy, the issuing comune;
 * - email and newsletter are optional.
 * What needs the database (places exist, the comune is in the province and existed on the
 * date of birth) is checked by the server on top of this.
 */
export function checkInSchema(locale: Locale, options: { today?: string; desk?: boolean } = {}) {
  const f = fields(locale);
  const { m } = f;
  // Read at validation time: a server keeps one schema per language for days.
  const today = () => options.today ?? hotelToday();

  const name = (requiredKey: ValidationMessageKey, max: number) =>
    f
      .text(max)
      .required(m(requiredKey))
      .matches(LATIN_NAME, m('nameLatin'))
      // Latin, but a letter the police file has no A-Z spelling for (product.md §12.2).
      .test('writable', m('nameLatin'), (value) => !value || unwritableLetters(value).length === 0);
  const place = (requiredKey: ValidationMessageKey) => f.id(requiredKey);
  const optionalPlace = (key: ValidationMessageKey) => f.optionalId(key);
  /** An optional date: '' or null is none. */
  const optionalDate = () => f.text().transform(emptyToNull).nullable();
  /** Province and comune: required when `countryField` is Italy, else dropped. */
  const italianPlace = (countryField: string, key: ValidationMessageKey) =>
    optionalPlace(key).when(countryField, {
      is: isItaly,
      then: (s) => s.required(m(key)),
      otherwise: (s) => s.strip(),
    });
  const italianProvince = (countryField: string, key: ValidationMessageKey) =>
    f
      .text(2)
      .transform(upperCase)
      .transform(emptyToNull)
      .matches(/^[A-Z]{2}$/, m(key))
      .nullable()
      .when(countryField, { is: isItaly, then: (s) => s.required(m(key)), otherwise: (s) => s.strip() });
  /** The document: required from the booker (position 1), dropped for a companion. */
  const isBooker = (position: unknown) => roleOfPosition(Number(position)) === 'booker';
  const bookerOnly = <S extends AnySchema>(schema: S, requiredKey: ValidationMessageKey): S =>
    schema.when('position', {
      is: isBooker,
      then: (s) => s.required(m(requiredKey)),
      otherwise: (s) => s.strip(),
    }) as S;

  return object({
    /** Which guest of the reservation this is: 1 is the booker. */
    position: f.id('guestPositionInvalid'),
    // At the desk a longer name is kept whole: the police file cuts it and notes it (product.md §12.6).
    first_name: name('firstNameRequired', options.desk ? DESK_NAME_MAX_LENGTH : CHECK_IN_FIRST_NAME_MAX_LENGTH),
    last_name: name('lastNameRequired', options.desk ? DESK_NAME_MAX_LENGTH : CHECK_IN_LAST_NAME_MAX_LENGTH),
    email: f.text(EMAIL_MAX_LENGTH).transform(emptyToNull).email(m('emailInvalid')).nullable(),
    newsletter_consent: f.flag(false),
    sex: mixed<Gender>().oneOf(GENDERS, m('sexRequired')).required(m('sexRequired')),
    date_of_birth: f
      .text()
      .required(m('dateOfBirthRequired'))
      .test('birth-date', m('dateInvalid'), function (value) {
        if (!value) return true;
        if (!isIsoDate(value)) return false;
        if (value > today()) return this.createError({ message: m('dateOfBirthFuture') });
        if (value < EARLIEST_BIRTH_DATE)
          return this.createError({ message: m('dateOfBirthTooEarly', { min: '01/01/1900' }) });
        return true;
      }),
    nationality_id: place('citizenshipRequired'),
    birth_country_id: place('birthCountryRequired'),
    birth_province_id: italianProvince('birth_country_id', 'birthProvinceRequired'),
    birth_borough_id: italianPlace('birth_country_id', 'birthBoroughRequired'),
    country_id: place('residenceCountryRequired'),
    province_id: italianProvince('country_id', 'residenceProvinceRequired'),
    document_type: bookerOnly(
      mixed<DocumentType>()
        .transform(emptyToNull)
        .nullable()
        .test(
          'document-type',
          m('documentTypeRequired'),
          (value) => value === null || value === undefined || (DOCUMENT_TYPES as readonly unknown[]).includes(value),
        ),
      'documentTypeRequired',
    ),
    document_number: bookerOnly(
      f
        .text(SHORT_TEXT_MAX_LENGTH)
        .transform((value: unknown) => (typeof value === 'string' ? normaliseDocumentNumber(value) || null : value))
        .matches(/^[A-Z0-9]+$/, m('documentNumberInvalid', { max: DOCUMENT_NUMBER_MAX_LENGTH }))
        .max(DOCUMENT_NUMBER_MAX_LENGTH, m('documentNumberInvalid', { max: DOCUMENT_NUMBER_MAX_LENGTH }))
        .nullable(),
      'documentNumberRequired',
    ),
    document_expiry_date: bookerOnly(
      optionalDate().test('expiry', m('dateInvalid'), function (value) {
        if (!value) return true;
        if (!isIsoDate(value)) return false;
        return value >= today() || this.createError({ message: m('documentExpired') });
      }),
      'documentExpiryRequired',
    ),
    document_issuing_country_id: bookerOnly(optionalPlace('issuingCountryRequired'), 'issuingCountryRequired'),
    document_issuing_borough_id: italianPlace('document_issuing_country_id', 'issuingBoroughRequired').when(
      'position',
      {
        is: isBooker,
        then: (s) => s,
        otherwise: (s) => s.strip(),
      },
    ),
    privacy_consent: f.consent('privacyRequired'),
    data_consent: f.consent('dataConsentRequired'),
  });
}
export type CheckInValues = InferType<ReturnType<typeof checkInSchema>>;

/**
 * The check-in at the desk (product.md §12.6): the online rules with room for long names, and
 * whether staff saw the identity document in person.
 */
export const deskCheckInSchema = (locale: Locale, options: { today?: string } = {}) =>
  checkInSchema(locale, { ...options, desk: true }).shape({ identity_checked: fields(locale).flag(false) });
export type DeskCheckInValues = InferType<ReturnType<typeof deskCheckInSchema>>;
