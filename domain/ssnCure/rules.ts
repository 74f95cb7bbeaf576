import { addDays, type IsoDate } from '../dates';

/**
 * A cure with a prescription of the national health service, SSN (docs/product.md §16.10,
 * decision 057). The prescription names a cycle and a number of sessions (at most 12, one cycle a
 * year); the guest pays the desk a ticket, or an exempt guest's share. The cure starts with an
 * admission visit, and its sessions follow on consecutive days, one a day, the day after the visit
 * first; all of it within the stay (arrival to departure day).
 */

export const CURE_CYCLES = ['mud', 'bath', 'inhalation'] as const;
export type CureCycle = (typeof CURE_CYCLES)[number];
export const MAX_CURE_SESSIONS = 12;
/** An exemption code as prescriptions print it (E01, 048, 7R2...). */
export const EXEMPTION_CODE = /^[A-Z0-9]{2,6}$/;

/** A guest's cure as the booking posts it: the room (its index), the guest (from 0) and the prescription. */
export interface CureRequest {
  room: number;
  guest: number;
  cycle: CureCycle;
  sessions: number;
  /** Null or absent: the guest pays the ticket; a code (never empty): the guest is exempt. */
  exemption_code?: string | null;
  /** The day of the admission visit. */
  visit_day: IsoDate;
}

export interface CureAmounts {
  ticketCents: number;
  exemptCents: number;
}

export type CureProblemKey =
  | 'cycleNotOffered'
  | 'sessionsRange'
  | 'exemptionCodeInvalid'
  | 'visitDayOutsideStay'
  | 'stayTooShort'
  | 'guestUnknown'
  | 'guestTwice';

export interface CureProblem {
  /** The cure's index in the request. */
  index: number;
  field: 'cycle' | 'sessions' | 'exemption_code' | 'visit_day' | 'guest';
  key: CureProblemKey;
  /** For stayTooShort: the most sessions the stay leaves after a visit on that day. */
  most?: number;
}

/** The visit's day and the sessions' days after it, one a day. */
export function cureDays(visitDay: IsoDate, sessions: number): { visit: IsoDate; sessions: IsoDate[] } {
  return { visit: visitDay, sessions: Array.from({ length: sessions }, (_, i) => addDays(visitDay, i + 1)) };
}

/** The first problem of each cure, in the order a guest fixes them; none: the cures may be planned. */
export function cureProblems(
  stay: { from: IsoDate; to: IsoDate; guestsPerRoom: readonly number[] },
  offered: readonly CureCycle[],
  cures: readonly CureRequest[],
): CureProblem[] {
  const seen = new Set<string>();
  return cures.flatMap((cure, index): CureProblem[] => {
    const who = `${cure.room}/${cure.guest}`;
    const twice = seen.has(who);
    seen.add(who);
    const problem = ((): Omit<CureProblem, 'index'> | null => {
      if (!Number.isInteger(cure.room) || !Number.isInteger(cure.guest) || cure.guest < 0)
        return { field: 'guest', key: 'guestUnknown' };
      if (cure.guest >= (stay.guestsPerRoom[cure.room] ?? 0)) return { field: 'guest', key: 'guestUnknown' };
      if (twice) return { field: 'guest', key: 'guestTwice' };
      if (!offered.includes(cure.cycle)) return { field: 'cycle', key: 'cycleNotOffered' };
      if (!Number.isInteger(cure.sessions) || cure.sessions < 1 || cure.sessions > MAX_CURE_SESSIONS)
        return { field: 'sessions', key: 'sessionsRange' };
      if (isExempt(cure.exemption_code) && !EXEMPTION_CODE.test(cure.exemption_code))
        return { field: 'exemption_code', key: 'exemptionCodeInvalid' };
      if (cure.visit_day < stay.from || cure.visit_day >= stay.to)
        return { field: 'visit_day', key: 'visitDayOutsideStay' };
      const { sessions } = cureDays(cure.visit_day, cure.sessions);
      if (sessions[sessions.length - 1] > stay.to)
        return { field: 'sessions', key: 'stayTooShort', most: mostSessions(stay.to, cure.visit_day) };
      return null;
    })();
    return problem ? [{ index, ...problem }] : [];
  });
}

/** How many sessions fit after a visit on `visitDay`, the last on the departure day at the latest. */
export function mostSessions(departure: IsoDate, visitDay: IsoDate): number {
  let days = 0;
  while (days < MAX_CURE_SESSIONS && addDays(visitDay, days + 1) <= departure) days++;
  return days;
}

/** What the guest pays at the desk: the ticket, or the exempt guest's share. */
export function cureDueCents(amounts: CureAmounts, exemptionCode: string | null | undefined): number {
  return isExempt(exemptionCode) ? amounts.exemptCents : amounts.ticketCents;
}

/** A guest who states an exemption, even with its code left empty (which is refused). */
export const isExempt = (code: string | null | undefined): code is string => code !== null && code !== undefined;

/** The earliest start among `starts` (ms) at which [start, start + length) overlaps none of `busy`. */
export function earliestClear(
  starts: readonly number[],
  lengthMs: number,
  busy: readonly { start: number; end: number }[],
): number | null {
  const sorted = [...starts].sort((a, b) => a - b);
  return sorted.find((s) => busy.every((b) => s + lengthMs <= b.start || s >= b.end)) ?? null;
}
