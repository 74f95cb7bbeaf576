import { addDays, dayNumber, hotelInstant, weekdayOfDay, type IsoDate } from '../dates';

/**
 * The spa's free treatment slots (docs/product.md §16, decision 048), a pure function over the
 * schedule: a slot starts where, for the whole duration, enough therapists with the skill are
 * within their working hours and free, and as many cabins of the kind are open and free.
 * Instants are epoch milliseconds; hours are the hotel's wall clock ('HH:mm'), so a day when
 * the clocks change still opens and closes at the times on the door.
 */

/** A busy stretch: a booking, a blocked hour, an absence. */
export interface Busy {
  start: number;
  end: number;
}

/** Opening or working hours of one day, hotel time. */
export interface Hours {
  starts: string;
  ends: string;
}

export interface TherapistPlan {
  id: number;
  skills: readonly string[];
  /** Working hours by ISO weekday (1 Monday .. 7 Sunday); a weekday missing is a day off. */
  hours: Partial<Record<number, Hours>>;
  busy: readonly Busy[];
}

export interface CabinPlan {
  id: number;
  kind: string;
  hours: Hours;
  busy: readonly Busy[];
}

export interface TreatmentNeeds {
  durationMinutes: number;
  skill: string;
  cabinKind: string;
}

export interface FreeSlot {
  start: number;
  end: number;
  /** Who could do it and where, in the order a booking tries them. */
  therapistIds: number[];
  cabinIds: number[];
}

export interface SlotQuery {
  treatment: TreatmentNeeds;
  days: readonly IsoDate[];
  therapists: readonly TherapistPlan[];
  cabins: readonly CabinPlan[];
  /** How many guests at once: as many therapists and cabins must be free. */
  guests?: number;
  /** Slots start on this grid, from each opening (minutes). */
  stepMinutes?: number;
  /** Nothing starts before this instant (now: the past is not bookable). */
  notBefore?: number;
}

const MINUTE = 60_000;
export const SLOT_STEP_MINUTES = 15;

/** Whether [start, end) meets none of the busy stretches. */
export function isFree(busy: readonly Busy[], start: number, end: number): boolean {
  for (const b of busy) if (b.start < end && start < b.end) return false;
  return true;
}

/** The instants of a day's hours, or null when there are none that day. */
function window(day: IsoDate, hours: Hours | undefined): Busy | null {
  if (!hours) return null;
  return { start: hotelInstant(day, hours.starts).getTime(), end: hotelInstant(day, hours.ends).getTime() };
}

/** The days of a stay on which a guest may have treatments: arrival day to departure day. */
export function stayDays(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The free slots of `query.days`, earliest first. */
export function freeSlots(query: SlotQuery): FreeSlot[] {
  const { treatment, guests = 1, stepMinutes = SLOT_STEP_MINUTES, notBefore = -Infinity } = query;
  const duration = treatment.durationMinutes * MINUTE;
  const therapists = query.therapists.filter((t) => t.skills.includes(treatment.skill));
  const cabins = query.cabins.filter((c) => c.kind === treatment.cabinKind);
  if (therapists.length < guests || cabins.length < guests) return [];
  const slots: FreeSlot[] = [];
  for (const day of query.days) {
    const weekday = weekdayOfDay(dayNumber(day));
    const working = therapists
      .map((t) => ({ t, open: window(day, t.hours[weekday]) }))
      .filter((w): w is { t: TherapistPlan; open: Busy } => w.open !== null);
    const open = cabins.map((c) => ({ c, open: window(day, c.hours)! }));
    if (working.length < guests) continue;
    const first = Math.min(...open.map((o) => o.open.start));
    const last = Math.max(...open.map((o) => o.open.end));
    for (let start = first; start + duration <= last; start += stepMinutes * MINUTE) {
      if (start < notBefore) continue;
      const end = start + duration;
      const fits = (w: Busy, busy: readonly Busy[]) => w.start <= start && end <= w.end && isFree(busy, start, end);
      const therapistIds = working.filter((w) => fits(w.open, w.t.busy)).map((w) => w.t.id);
      if (therapistIds.length < guests) continue;
      const cabinIds = open.filter((o) => fits(o.open, o.c.busy)).map((o) => o.c.id);
      if (cabinIds.length < guests) continue;
      slots.push({ start, end, therapistIds, cabinIds });
    }
  }
  return slots;
}
