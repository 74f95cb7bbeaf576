import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Locale } from '../../../domain/locales';
import { cycleNames } from '../../../domain/ssnCure/messages';
import type { Db } from '../../db/client';
import { spaAppointments, spaTreatments, ssnCures } from '../../db/schema';

/**
 * A reservation's SSN cures (docs/product.md §16.10) as its page and mail show them: whose, the
 * cycle, the sessions, ticket or exemption, what is paid at the desk, and the times, earliest first.
 */
export async function reservationCures(db: Db, reservationId: number, locale: Locale) {
  const cures = await db
    .select()
    .from(ssnCures)
    .where(eq(ssnCures.reservationId, reservationId))
    .orderBy(asc(ssnCures.roomIndex), asc(ssnCures.guestIndex));
  if (cures.length === 0) return [];
  const times = await cureTimes(
    db,
    cures.map((cure) => cure.id),
    locale,
  );
  return cures.map((cure) => ({
    room: cure.roomIndex + 1,
    guest: cure.guestIndex + 1,
    cycle: cure.cycle,
    cycle_name: cycleNames[cure.cycle][locale],
    sessions: cure.sessions,
    exemption_code: cure.exemptionCode,
    due_cents: cure.dueCents,
    visit_day: cure.visitDay,
    times: times.filter((t) => t.cure_id === cure.id).map(({ cure_id: _, ...time }) => time),
  }));
}

export type ReservationCure = Awaited<ReturnType<typeof reservationCures>>[number];

/** The booked times (not cancelled) of some cures, earliest first, treatment names in `locale`. */
export async function cureTimes(db: Db, cureIds: readonly number[], locale: Locale) {
  const rows = await db
    .select({
      cureId: spaAppointments.ssnCureId,
      names: spaTreatments.names,
      startsAt: spaAppointments.startsAt,
      endsAt: spaAppointments.endsAt,
    })
    .from(spaAppointments)
    .innerJoin(spaTreatments, eq(spaTreatments.id, spaAppointments.treatmentId))
    .where(and(inArray(spaAppointments.ssnCureId, [...cureIds]), isNull(spaAppointments.cancelledAt)))
    .orderBy(asc(spaAppointments.startsAt));
  return rows.map((row) => ({
    cure_id: row.cureId,
    name: row.names[locale],
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  }));
}
