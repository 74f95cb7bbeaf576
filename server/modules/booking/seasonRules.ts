import { asc, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { closedDates, seasons } from '../../db/schema';
import type { SeasonInfo } from '../../../domain/season';
import type { Locale } from '../../../domain/locales';
import { stayError } from '../../../domain/season';
import { validationMessage, type StayRules } from '../../../domain/validation';
import { hotelToday } from '../../../domain/dates';
import { fieldError } from '../../http/errors';
import type { RulesCache } from '../../db/rulesCache';

/**
 * The season rules of product.md §2.1 as data: the current season (the first whose end is not past),
 * the next one, each with the sales dates staff set (§12.9), and the closed dates. The calendar gets these; the server checks stays with them.
 */
export async function loadStayRules(db: Db, today = hotelToday()): Promise<StayRules & { today: string }> {
  // One round trip: the two seasons and, beside each, every closed date.
  const rows = await db
    .select({
      season: seasons,
      closed: sql<
        string[]
      >`(select coalesce(json_agg(${closedDates.date} order by ${closedDates.date}), '[]'::json) from ${closedDates})`,
    })
    .from(seasons)
    .where(gte(seasons.endsOn, today))
    .orderBy(asc(seasons.endsOn))
    .limit(2);
  const [current, next] = rows.map((row) => row.season);
  const season: SeasonInfo = current
    ? {
        start: current.startsOn,
        end: current.endsOn,
        next: next
          ? { start: next.startsOn, end: next.endsOn, bookableFrom: next.bookableFrom, bookableTo: next.bookableTo }
          : null,
        bookableFrom: current.bookableFrom,
        bookableTo: current.bookableTo,
      }
    : // No season ahead: a window that closes every date until one is published.
      { start: today, end: today, next: null, bookableFrom: today, bookableTo: today };
  return { season, closedDates: rows[0]?.closed ?? [], today };
}

/** The stay rules of a day as the process keeps them (read again after any change, decision 022). */
export function cachedStayRules(rules: RulesCache, db: Db, today = hotelToday()) {
  return rules.get(`stay rules ${today}`, () => loadStayRules(db, today));
}

/**
 * The season part of the stay schema, which needs the database: the stay must lie in the
 * bookable window, outside the season gap and closed dates (the same `stayError` the booking
 * calendar's schema runs). 422 on the departure, like the form; returns the rules checked.
 */
export async function checkBookableStay(
  db: Db,
  stay: { from: string; to: string },
  locale: Locale,
  cache?: RulesCache,
) {
  const rules = cache ? await cachedStayRules(cache, db) : await loadStayRules(db);
  const problem = stayError(stay.from, stay.to, rules.season, rules.closedDates, rules.today);
  if (problem) throw fieldError('to_date', validationMessage(locale, problem), locale);
  return rules;
}

/**
 * The stay checked again inside a hold's transaction, with the seasons and the closed days locked
 * in share mode (docs/product.md §12.9): a staff change of them (which locks them in share row
 * exclusive mode) waits for the holds in flight, and a hold that waited reads the change. So no
 * hold lands on days staff have just taken away, and staff see every hold when they check theirs.
 */
export async function checkStayLocked(tx: Tx, stay: { from: string; to: string }, locale: Locale) {
  await tx.execute(sql`lock table ${seasons}, ${closedDates} in share mode`);
  const rules = await loadStayRules(tx as unknown as Db);
  const problem = stayError(stay.from, stay.to, rules.season, rules.closedDates, rules.today);
  if (problem) throw fieldError('to_date', validationMessage(locale, problem), locale);
}
