import { mixed, number, object, type InferType } from 'yup';
import { ARRIVALS_DAYS_AHEAD, REQUEST_STATUSES, type RequestStatus } from '../constants';
import { isIsoDate } from '../dates';
import type { Locale } from '../locales';
import { fields } from './fields';

/** The longest period the arrivals page may ask for at once. */
export const ARRIVALS_MAX_DAYS = 31;

/**
 * The query of the front desk's day-based pages: `date` (default: the hotel's today) and, for
 * arrivals, how many following days to add.
 */
export function frontDeskQuerySchema(locale: Locale) {
  const f = fields(locale);
  const { m } = f;
  return object({
    date: f
      .text()
      .optional()
      .test('iso-date', m('dateInvalid'), (value) => !value || isIsoDate(value)),
    days: number()
      .typeError(m('numberInvalid'))
      .integer(m('numberInvalid'))
      .min(0, m('numberInvalid'))
      .max(ARRIVALS_MAX_DAYS, m('numberInvalid'))
      .default(ARRIVALS_DAYS_AHEAD),
  });
}
export type FrontDeskQuery = InferType<ReturnType<typeof frontDeskQuerySchema>>;

/** The requests inbox's filter: one status (new, in_progress, done) or all of them. */
export function requestsInboxQuerySchema(locale: Locale) {
  const { m } = fields(locale);
  return object({ status: mixed<RequestStatus>().oneOf(REQUEST_STATUSES, m('valueInvalid')).optional() });
}
export type RequestsInboxQuery = InferType<ReturnType<typeof requestsInboxQuerySchema>>;

/** Moving a guest request along: its new status. */
export function requestStatusSchema(locale: Locale) {
  const { m } = fields(locale);
  return object({ status: mixed<RequestStatus>().oneOf(REQUEST_STATUSES, m('valueInvalid')).required(m('required')) });
}
export type RequestStatusValues = InferType<ReturnType<typeof requestStatusSchema>>;
