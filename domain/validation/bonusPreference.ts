import { mixed, object, type InferType } from 'yup';
import { BONUS_PREFERENCES, type BonusPreference } from '../constants';
import type { Locale } from '../locales';
import { fields } from './fields';

/** The bonus-terme preference (product.md §11): one of dayspa, poolTreatments, stay, spa. */
export function bonusPreferenceSchema(locale: Locale) {
  const { m } = fields(locale);
  return object({
    preference: mixed<BonusPreference>()
      .oneOf(BONUS_PREFERENCES, m('bonusPreferenceRequired'))
      .required(m('bonusPreferenceRequired')),
  });
}
export type BonusPreferenceValues = InferType<ReturnType<typeof bonusPreferenceSchema>>;
