import { object, type InferType } from 'yup';
import { BARRIER_DESCRIPTION_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from '../constants';
import type { Locale } from '../locales';
import { fields } from './fields';

/**
 * A barrier report (product.md §8.4): what got in the way (required, up to 2,000 characters: a
 * barrier takes more words than a note), where on the site and with which assistive technology
 * (both optional), and who reports it, so that the front desk can answer.
 */
export function accessibilityBarrierSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  return object({
    description: f.text(BARRIER_DESCRIPTION_MAX_LENGTH, { multiline: true }).required(m('barrierDescriptionRequired')),
    page: f.text(SHORT_TEXT_MAX_LENGTH).optional(),
    assistive_technology: f.text(SHORT_TEXT_MAX_LENGTH).optional(),
    ...f.contact(),
  });
}
export type AccessibilityBarrierValues = InferType<ReturnType<typeof accessibilityBarrierSchema>>;
