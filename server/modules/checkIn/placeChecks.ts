import type { Db } from '../../db/client';
import { DOCUMENT_MAX_VALIDITY_YEARS } from '../../../domain/constants';
import { isItaly } from '../../../domain/checkIn';
import { addYears } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { validationMessage, type CheckInValues, type ValidationMessageKey } from '../../../domain/validation';
import { findBorough, findCountry, provinceExisted, type PlaceTime } from '../places/service';

/** The day since which an issuing comune or state may have ceased: a document lasts up to ten years. */
export const issuedSince = (today: string) => addYears(today, -DOCUMENT_MAX_VALIDITY_YEARS);

/**
 * What the schema cannot know: every place exists in the official tables and existed when it
 * mattered (birth places on the date of birth, residence and citizenship today, the issuing
 * place within a document's life), and the comune of birth lies in the province of birth.
 * Returns the field errors, empty when all is well.
 */
export async function placeErrors(
  db: Db,
  values: CheckInValues,
  today: string,
  locale: Locale,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const refuse = (field: string, key: ValidationMessageKey) =>
    void (errors[field] ??= [validationMessage(locale, key)]);
  const now: PlaceTime = { on: today };
  const atBirth: PlaceTime = { on: values.date_of_birth };
  const atIssue: PlaceTime = { since: issuedSince(today) };

  const country = async (field: keyof CheckInValues, time: PlaceTime, stale: ValidationMessageKey = 'placeUnknown') => {
    const id = values[field];
    if (typeof id !== 'number') return;
    const found = await findCountry(db, id, time);
    if (!found) refuse(field, 'placeUnknown');
    else if (!found.existed) refuse(field, stale);
  };

  await country('nationality_id', now);
  await country('birth_country_id', atBirth, 'countryNotOnDate');
  await country('country_id', now);
  await country('document_issuing_country_id', atIssue);

  if (isItaly(values.birth_country_id) && values.birth_province_id) {
    if (!(await provinceExisted(db, values.birth_province_id, atBirth))) refuse('birth_province_id', 'placeUnknown');
    if (values.birth_borough_id) {
      const borough = await findBorough(db, values.birth_borough_id, atBirth);
      if (!borough) refuse('birth_borough_id', 'placeUnknown');
      else if (borough.provinceId !== values.birth_province_id) refuse('birth_borough_id', 'boroughNotInProvince');
      else if (!borough.existed) refuse('birth_borough_id', 'boroughNotOnDate');
    }
  }
  if (isItaly(values.country_id) && values.province_id && !(await provinceExisted(db, values.province_id, now)))
    refuse('province_id', 'placeUnknown');
  if (isItaly(values.document_issuing_country_id) && values.document_issuing_borough_id) {
    const borough = await findBorough(db, values.document_issuing_borough_id, atIssue);
    if (!borough) refuse('document_issuing_borough_id', 'placeUnknown');
    else if (!borough.existed) refuse('document_issuing_borough_id', 'boroughNotOnDate');
  }
  return errors;
}
