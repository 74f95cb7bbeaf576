import { object, type InferType } from 'yup';
import { formatDate, isIsoDate } from '../dates';
import type { Locale } from '../locales';
import { outOfOrderProblems, type OutOfOrderProblem } from '../roomsAdmin';
import { fields } from './fields';
import { staffDay } from './seasons';

/** A room number as written on its door: letters, digits, a dash or a dot, at most 10. */
const ROOM_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N}.-]{0,9}$/u;

/** A physical room as staff save it (docs/product.md §12.14). */
export function roomSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    number: f.requiredText('roomNumberInvalid').matches(ROOM_NUMBER, f.m('roomNumberInvalid')),
    room_category_id: f.id('valueInvalid'),
    in_service: f.flag(true),
  });
}
export type RoomValues = InferType<ReturnType<typeof roomSchema>>;

/**
 * An out-of-order period (§12.14): first night out, the day it is back, and why (required: the
 * desk reads it). The order of the days is checked here (the form and the server); the overlap
 * with the room's other periods and the nights already sold on the server, the room locked.
 */
export function outOfOrderSchema(locale: Locale) {
  const f = fields(locale);
  return object({
    starts_on: staffDay(locale),
    ends_on: staffDay(locale).test('period-order', function (ends) {
      const starts = this.parent.starts_on as unknown;
      if (typeof starts !== 'string' || !isIsoDate(starts) || !isIsoDate(ends)) return true;
      const problem = outOfOrderProblems({ starts_on: starts, ends_on: ends }, [])[0];
      return problem ? this.createError({ message: outOfOrderProblemMessage(problem, locale) }) : true;
    }),
    reason: f.requiredText('outOfOrderReasonRequired'),
  });
}
export type OutOfOrderValues = InferType<ReturnType<typeof outOfOrderSchema>>;

/** An out-of-order problem's message in `locale` (the overlapped period's days formatted for people). */
export function outOfOrderProblemMessage(problem: OutOfOrderProblem, locale: Locale): string {
  const { m } = fields(locale);
  return problem.other
    ? m(problem.key, {
        start: formatDate(problem.other.starts_on, locale),
        end: formatDate(problem.other.ends_on, locale),
      })
    : m(problem.key);
}
