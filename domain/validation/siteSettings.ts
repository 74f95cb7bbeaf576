import { number, object, type InferType } from 'yup';
import { AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS, TREATMENT_CHANGE_NOTICE_HOURS } from '../constants';
import { isIsoDate } from '../dates';
import type { Locale } from '../locales';
import { fields } from './fields';

const PRICE_MIN = 100;
const PRICE_MAX = 100_000;
const LANGUAGES = ['it', 'en', 'de'] as const;
/** A week: a longer notice would leave a short stay's times unchangeable from the day it is booked. */
const NOTICE_MAX_HOURS = 168;

/**
 * The site's settings as the administrator saves them (product.md §12.17): the banner's text in
 * it/en/de, all three or none (none: only the automatic season notice), with its first and last
 * day when it has a text; the airport transfer's price per person by airport (1 € to 1,000 €); the
 * hours before a package's treatment time until which its guest may change or cancel it (0 to 168).
 */
export function siteSettingsSchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  const hasText = (parent: { it?: string; en?: string; de?: string } | undefined) =>
    LANGUAGES.some((l) => Boolean(parent?.[l]));
  const text = () =>
    f
      .text(255)
      .default('')
      .test('all-or-none', m('bannerTextRequired'), function (value) {
        return Boolean(value) || !hasText(this.parent as never);
      });
  const bannerText = object({ it: text(), en: text(), de: text() }).typeError(m('valueInvalid'));
  const day = () =>
    f
      .text()
      .transform((value: unknown) => (value === '' ? null : value))
      .nullable()
      .default(null)
      .test('iso-date', m('dateInvalid'), (value) => value == null || isIsoDate(value));
  const price = (airport: keyof typeof AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS) =>
    number()
      .typeError(m('airportPriceRange', { min: PRICE_MIN / 100, max: PRICE_MAX / 100 }))
      .required(m('airportPriceRange', { min: PRICE_MIN / 100, max: PRICE_MAX / 100 }))
      .integer(m('airportPriceRange', { min: PRICE_MIN / 100, max: PRICE_MAX / 100 }))
      .min(PRICE_MIN, m('airportPriceRange', { min: PRICE_MIN / 100, max: PRICE_MAX / 100 }))
      .max(PRICE_MAX, m('airportPriceRange', { min: PRICE_MIN / 100, max: PRICE_MAX / 100 }))
      .default(AIRPORT_TRANSFER_PRICE_PER_PERSON_CENTS[airport]);
  return object({
    banner_text: bannerText,
    banner_from: day().test('needed', m('bannerDaysRequired'), function (value) {
      return value != null || !hasText(this.parent.banner_text);
    }),
    banner_to: day()
      .test('needed', m('bannerDaysRequired'), function (value) {
        return value != null || !hasText(this.parent.banner_text);
      })
      .test('order', m('bannerEndsBeforeStart'), function (value) {
        const from = this.parent.banner_from as string | null;
        return value == null || from == null || value >= from;
      }),
    airport_prices: object({ VCE: price('VCE'), TSF: price('TSF') }).typeError(m('valueInvalid')),
    treatment_notice_hours: number()
      .typeError(m('treatmentNoticeRange'))
      .required(m('treatmentNoticeRange'))
      .integer(m('treatmentNoticeRange'))
      .min(0, m('treatmentNoticeRange'))
      .max(NOTICE_MAX_HOURS, m('treatmentNoticeRange'))
      .default(TREATMENT_CHANGE_NOTICE_HOURS),
  });
}
export type SiteSettingsValues = InferType<ReturnType<typeof siteSettingsSchema>>;
