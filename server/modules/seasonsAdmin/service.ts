import { and, asc, eq, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import {
  seasonProblems,
  staysLeftOut,
  staysOnDay,
  type ClosedDayWire,
  type SeasonDraft,
  type SeasonWire,
  type StayWire,
} from '../../../domain/seasonAdmin';
import { seasonProblemMessage, validationMessage, type ClosedDayValues } from '../../../domain/validation';
import type { Db, Tx } from '../../db/client';
import { closedDates, roomReservations, seasons, staffActions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../http/session';
import { seasonsAdminMessages } from './messages';

type SeasonRow = typeof seasons.$inferSelect;

/** Who changed a season or a closed day: a staff member, or the demo seed (no account). */
export type SeasonActor = Pick<UserRow, 'id' | 'email'> | null;

const wire = (row: SeasonRow): SeasonWire => ({
  id: row.id,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  bookable_from: row.bookableFrom,
  bookable_to: row.bookableTo,
});

/** The seasons, oldest first, and the closed days, in date order. */
export async function listSeasons(db: Db): Promise<{ seasons: SeasonWire[]; closed_days: ClosedDayWire[] }> {
  const [rows, days] = await Promise.all([
    db.select().from(seasons).orderBy(asc(seasons.startsOn)),
    db.select().from(closedDates).orderBy(asc(closedDates.date)),
  ]);
  return { seasons: rows.map(wire), closed_days: days.map((d) => ({ date: d.date, reason: d.reason })) };
}

/** The staff log's line of a change (docs/product.md §12.4): who, and the row before and after as JSON. */
async function logChange(
  tx: Tx,
  actor: SeasonActor,
  action: 'season.create' | 'season.update' | 'season.delete' | 'closed_day.add' | 'closed_day.remove',
  subject: Record<string, string | number>,
  before: object | null,
  after: object | null,
) {
  if (!actor) return;
  await tx.insert(staffActions).values({
    userId: actor.id,
    userEmail: actor.email,
    action,
    subject: { ...subject, before: before ? JSON.stringify(before) : '', after: after ? JSON.stringify(after) : '' },
  });
}

/**
 * The reservations that hold days from `first` to `last` (arrival to departure): confirmed, or
 * pending while their hold lasts (the stock's own rule, server/modules/booking/inventory.ts).
 */
async function staysBetween(tx: Tx, first: string, last: string): Promise<StayWire[]> {
  const rows = await tx
    .select({
      id: roomReservations.id,
      from_date: roomReservations.fromDate,
      to_date: roomReservations.toDate,
      status: roomReservations.status,
      guest: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(roomReservations)
    .innerJoin(users, eq(users.id, roomReservations.userId))
    .where(
      and(
        lte(roomReservations.fromDate, last),
        gte(roomReservations.toDate, first),
        or(
          eq(roomReservations.status, 'confirmed'),
          and(eq(roomReservations.status, 'pending'), sql`${roomReservations.holdExpiresAt} > now()`),
        ),
      ),
    )
    .orderBy(asc(roomReservations.fromDate), asc(roomReservations.id));
  return rows;
}

/** 422 on the field of the first problem, every field's message listed. */
function refuse(problems: ReturnType<typeof seasonProblems>, locale: Locale): never {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) errors[problem.field] = [seasonProblemMessage(problem, locale)];
  throw new HttpError(422, Object.values(errors)[0][0], errors);
}

/** 422 on `field`, with the reservations that stand in the way (docs/product.md §12.9). */
function refuseStays(
  field: string,
  key: 'seasonHasStays' | 'closedDayHasStays',
  stays: StayWire[],
  locale: Locale,
): never {
  const message = validationMessage(locale, key);
  throw new HttpError(422, message, { [field]: [message] }, { reservations: stays });
}

/**
 * Runs a change of the seasons with the table locked against every other change of it (SHARE
 * ROW EXCLUSIVE conflicts with itself and with any write, not with the guests' reads), so two
 * staff saving at once are decided one after the other and never leave overlapping seasons.
 */
function withSeasonsLocked<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${seasons} in share row exclusive mode`);
    return change(tx);
  });
}

async function otherSeasons(tx: Tx, id: number | null) {
  const rows = await tx
    .select({ starts_on: seasons.startsOn, ends_on: seasons.endsOn })
    .from(seasons)
    .where(id === null ? undefined : ne(seasons.id, id));
  return rows;
}

const columns = (draft: SeasonDraft) => ({
  startsOn: draft.starts_on,
  endsOn: draft.ends_on,
  bookableFrom: draft.bookable_from,
  bookableTo: draft.bookable_to,
});

/** A new season (docs/product.md §12.9): refused when it ends before it starts, overlaps another, or its sales close before they open. */
export function createSeason(db: Db, actor: SeasonActor, draft: SeasonDraft, locale: Locale): Promise<SeasonWire> {
  return withSeasonsLocked(db, async (tx) => {
    const problems = seasonProblems(draft, await otherSeasons(tx, null));
    if (problems.length) refuse(problems, locale);
    const [row] = await tx.insert(seasons).values(columns(draft)).returning();
    const saved = wire(row);
    await logChange(tx, actor, 'season.create', { season_id: row.id }, null, saved);
    return saved;
  });
}

async function lockedSeason(tx: Tx, id: number): Promise<SeasonRow> {
  const [row] = await tx.select().from(seasons).where(eq(seasons.id, id));
  if (!row) throw new HttpError(404, seasonsAdminMessages.seasonNotFound);
  return row;
}

/**
 * A season's new dates: the rules of a new one, and no reservation left outside it; refused with
 * the reservations concerned on the first day field that moved in (docs/product.md §12.9).
 */
export function updateSeason(
  db: Db,
  actor: SeasonActor,
  id: number,
  draft: SeasonDraft,
  locale: Locale,
): Promise<SeasonWire> {
  return withSeasonsLocked(db, async (tx) => {
    const before = wire(await lockedSeason(tx, id));
    const problems = seasonProblems(draft, await otherSeasons(tx, id));
    if (problems.length) refuse(problems, locale);
    const left = staysLeftOut(before, draft, await staysBetween(tx, before.starts_on, before.ends_on));
    if (left.length) {
      const field = draft.starts_on > before.starts_on ? 'starts_on' : 'ends_on';
      refuseStays(field, 'seasonHasStays', left, locale);
    }
    const [row] = await tx.update(seasons).set(columns(draft)).where(eq(seasons.id, id)).returning();
    const after = wire(row);
    await logChange(tx, actor, 'season.update', { season_id: id }, before, after);
    return after;
  });
}

/** Deletes a season that holds no reservation; else 422 with them (docs/product.md §12.9). */
export function deleteSeason(db: Db, actor: SeasonActor, id: number, locale: Locale): Promise<void> {
  return withSeasonsLocked(db, async (tx) => {
    const before = wire(await lockedSeason(tx, id));
    const left = staysLeftOut(before, null, await staysBetween(tx, before.starts_on, before.ends_on));
    if (left.length) refuseStays('season', 'seasonHasStays', left, locale);
    await tx.delete(seasons).where(eq(seasons.id, id));
    await logChange(tx, actor, 'season.delete', { season_id: id }, before, null);
  });
}

/**
 * Closes a day (docs/product.md §12.9): refused next to the date when reservations hold it
 * (listed) or when it is closed already.
 */
export function addClosedDay(
  db: Db,
  actor: SeasonActor,
  values: ClosedDayValues,
  locale: Locale,
): Promise<ClosedDayWire> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${closedDates} in share row exclusive mode`);
    const stays = staysOnDay(values.date, await staysBetween(tx, values.date, values.date));
    if (stays.length) refuseStays('date', 'closedDayHasStays', stays, locale);
    const [row] = await tx
      .insert(closedDates)
      .values({ date: values.date, reason: values.reason || null })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new HttpError(422, validationMessage(locale, 'closedDayExists'), {
        date: [validationMessage(locale, 'closedDayExists')],
      });
    const saved = { date: row.date, reason: row.reason };
    await logChange(tx, actor, 'closed_day.add', { date: row.date }, null, saved);
    return saved;
  });
}

/** Opens a closed day again. */
export function removeClosedDay(db: Db, actor: SeasonActor, date: string): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(closedDates).where(eq(closedDates.date, date)).returning();
    if (!row) throw new HttpError(404, seasonsAdminMessages.closedDayNotFound);
    await logChange(tx, actor, 'closed_day.remove', { date }, { date: row.date, reason: row.reason }, null);
  });
}
