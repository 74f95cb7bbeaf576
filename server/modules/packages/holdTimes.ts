import { eq, inArray } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import {
  pickProblemMessage,
  pickProblems,
  type PackageStay,
  type TreatmentPick,
} from '../../../domain/packages/schedulingRules';
import type { Tx } from '../../db/client';
import { ratePlanTreatments, rateVariations, spaTreatments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { bookSlot } from '../spaSchedule/engine';
import { cancelLapsedHolds } from './lapsedHolds';

/** A time the guest picked, as the purchase posts it: the room (its index), the guest, the treatment, the start. */
export interface TimeRequest {
  room: number;
  guest: number;
  treatmentId: number;
  start: Date;
}

export interface TimesHold {
  reservationId: number;
  from: IsoDate;
  to: IsoDate;
  rooms: readonly { rateVariationId: number; adults: number; children: number }[];
  times: readonly TimeRequest[];
  locale: Locale;
}

const refused = (status: 409 | 422, message: string, index: number | null) =>
  new HttpError(status, message, { treatment_times: [message] }, { treatment_time_index: index });

/**
 * Holds a package's treatment times with the room's hold, in its transaction (docs/product.md
 * §16.6): the client's picks are checked again from the database (the package's counts per guest,
 * inside the stay, never two at once for a guest), then each is booked on a free therapist and
 * cabin, tied to the pending reservation. A time taken meanwhile: 409 with its index, nothing kept.
 */
export async function holdTreatmentTimes(tx: Tx, hold: TimesHold): Promise<void> {
  await cancelLapsedHolds(tx);
  const variationIds = hold.rooms.map((r) => r.rateVariationId);
  const included = variationIds.length
    ? await tx
        .select({
          variationId: rateVariations.id,
          treatmentId: ratePlanTreatments.treatmentId,
          perPerson: ratePlanTreatments.perPerson,
        })
        .from(rateVariations)
        .innerJoin(ratePlanTreatments, eq(ratePlanTreatments.ratePlanId, rateVariations.ratePlanId))
        .where(inArray(rateVariations.id, variationIds))
    : [];
  const ids = [...new Set(hold.times.map((t) => t.treatmentId))];
  const durations = new Map(
    (ids.length ? await tx.select().from(spaTreatments).where(inArray(spaTreatments.id, ids)) : []).map((t) => [
      t.id,
      t.durationMinutes,
    ]),
  );
  hold.rooms.forEach((room, index) => {
    const stay: PackageStay = {
      from: hold.from,
      to: hold.to,
      guests: room.adults + room.children,
      treatments: included.filter((i) => i.variationId === room.rateVariationId),
    };
    const mine = hold.times.flatMap((time, at) => (time.room === index ? [{ time, at }] : []));
    const picks: TreatmentPick[] = mine.map(({ time }) => ({
      guest: time.guest,
      treatmentId: time.treatmentId,
      start: time.start.getTime(),
      end: time.start.getTime() + (durations.get(time.treatmentId) ?? 0) * 60_000,
    }));
    const [problem] = pickProblems(stay, picks);
    if (problem)
      throw refused(
        422,
        pickProblemMessage(hold.locale, problem, stay),
        problem.index === null ? null : mine[problem.index].at,
      );
  });
  if (hold.times.some((t) => t.room < 0 || t.room >= hold.rooms.length))
    throw refused(
      422,
      pickProblemMessage(
        hold.locale,
        { key: 'notInPackage', index: 0, guest: 0, treatmentId: 0 },
        { from: hold.from, to: hold.to, guests: 0, treatments: [] },
      ),
      null,
    );
  for (const [index, time] of hold.times.entries()) {
    try {
      await bookSlot(tx, {
        treatmentId: time.treatmentId,
        reservationId: hold.reservationId,
        guest: { room: time.room, guest: time.guest },
        start: time.start,
        createdBy: null,
        locale: hold.locale,
      });
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 422))
        throw refused(error.statusCode, error.errors?.time?.[0] ?? String(error.message), index);
      throw error;
    }
  }
}
