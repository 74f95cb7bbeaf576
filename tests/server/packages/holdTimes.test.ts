import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { hotelInstant, type IsoDate } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import {
  ratePlans,
  ratePlanTreatments,
  rateVariations,
  roomReservations,
  spaAppointments,
  users,
} from '../../../server/db/schema';
import { HttpError } from '../../../server/http/errors';
import { holdTreatmentTimes, type TimeRequest } from '../../../server/modules/packages/holdTimes';
import { freeSlotsFor } from '../../../server/modules/spaSchedule/engine';
import { addDays, hotelToday } from '../../../domain/dates';
import { createTestApp, type TestApp } from '../support/testApp';
import { tinySpa } from '../spaSchedule/support';

// docs/product.md §16.6: a package's treatment times are held with the room's hold, in its
// transaction; the server checks them again (each guest's count, inside the stay, the hour free);
// a lapsed hold frees the therapist's hour; a paid (confirmed) reservation keeps it.
describe('a package’s treatment times held with the room', () => {
  let t: TestApp;
  let treatmentId: number;
  let variationId: number;
  const db = () => t.database.db;
  const from = addDays(hotelToday(), 30);
  const to = addDays(from, 5);
  const at = (day: IsoDate, time: string) => hotelInstant(day, time);

  beforeAll(async () => {
    t = await createTestApp();
    // The tiny spa: one therapist 09:00–11:00, one cabin, a 60-minute treatment: two hours a day.
    treatmentId = (await tinySpa(db(), 'pkg')).treatment.id;
    const [plan] = await db()
      .insert(ratePlans)
      .values({
        slug: 'test-package',
        name: { it: 'P', en: 'P', de: 'P' },
        terms: { it: '', en: '', de: '' },
        refundable: true,
      })
      .returning();
    const [variation] = await db()
      .insert(rateVariations)
      .values({
        ratePlanId: plan.id,
        board: 'half_board',
        name: { it: 'M', en: 'H', de: 'H' },
        supplementPerAdultNight: 0,
      })
      .returning();
    variationId = variation.id;
    await db().insert(ratePlanTreatments).values({ ratePlanId: plan.id, treatmentId, perPerson: 2 });
  });
  afterAll(() => t.close());

  async function pendingHold(minutes = 15) {
    const [guest] = await db().select().from(users).where(eq(users.email, 'guest@terme.example'));
    const now = new Date();
    const [row] = await db()
      .insert(roomReservations)
      .values({
        userId: guest.id,
        status: 'pending',
        fromDate: from,
        toDate: to,
        locale: 'de',
        subtotal: 0,
        total: 0,
        deposit: 0,
        cityTax: 0,
        holdExpiresAt: new Date(now.getTime() + minutes * 60_000),
        cancellationPolicyConsentAt: now,
        cityTaxPolicyConsentAt: now,
      })
      .returning();
    return row.id;
  }
  const hold = (reservationId: number, times: Omit<TimeRequest, 'treatmentId' | 'room'>[], locale: Locale = 'de') =>
    db().transaction((tx) =>
      holdTreatmentTimes(tx, {
        reservationId,
        from,
        to,
        rooms: [{ rateVariationId: variationId, adults: 1, children: 0 }],
        times: times.map((time) => ({ ...time, room: 0, treatmentId })),
        locale,
      }),
    );
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    const http = error as HttpError;
    return {
      status: http.statusCode,
      message: http.errors?.treatment_times?.[0],
      index: (http.extra as { treatment_time_index?: number } | undefined)?.treatment_time_index,
    };
  };
  const heldBy = (reservationId: number) =>
    db()
      .select()
      .from(spaAppointments)
      .where(and(eq(spaAppointments.reservationId, reservationId), isNull(spaAppointments.cancelledAt)));
  const freeStarts = async (day: IsoDate) =>
    (await freeSlotsFor(db(), treatmentId, 1, day, day)).map((s) => new Date(s.start).toISOString());

  it('holds each time on the therapist and cabin, tied to the pending reservation', async () => {
    const id = await pendingHold();
    await hold(id, [
      { guest: 0, start: at(addDays(from, 1), '09:00') },
      { guest: 0, start: at(addDays(from, 2), '09:00') },
    ]);
    expect((await heldBy(id)).map((a) => a.startsAt.toISOString()).sort()).toEqual(
      [at(addDays(from, 1), '09:00'), at(addDays(from, 2), '09:00')].map((d) => d.toISOString()),
    );
    expect(await freeStarts(addDays(from, 1))).toEqual([at(addDays(from, 1), '10:00').toISOString()]);
  });

  it('refuses a wrong count, a time outside the stay and two at once, in the guest’s language, holding nothing', async () => {
    const id = await pendingHold();
    const one = await refusal(hold(id, [{ guest: 0, start: at(addDays(from, 3), '09:00') }]));
    expect(one).toMatchObject({ status: 422, message: 'Gast 1: wähle 2 Zeiten für diese Anwendung.' });
    const outside = await refusal(
      hold(
        id,
        [
          { guest: 0, start: at(addDays(from, 3), '09:00') },
          { guest: 0, start: at(addDays(to, 1), '09:00') },
        ],
        'en',
      ),
    );
    expect(outside).toMatchObject({
      status: 422,
      index: 1,
      message: 'Choose a time between your arrival and your departure day.',
    });
    const clash = await refusal(
      hold(
        id,
        [
          { guest: 0, start: at(addDays(from, 3), '09:00') },
          { guest: 0, start: at(addDays(from, 3), '09:30') },
        ],
        'it',
      ),
    );
    expect(clash).toMatchObject({ status: 422, index: 1, message: "L'ospite 1 ha già una cura a quest'ora." });
    expect(await heldBy(id)).toEqual([]);
  });

  it('refuses an hour another guest holds (the last therapist hour), keeping none of this hold’s times', async () => {
    const first = await pendingHold();
    await hold(first, [
      { guest: 0, start: at(addDays(from, 4), '09:00') },
      { guest: 0, start: at(addDays(from, 4), '10:00') },
    ]);
    const second = await pendingHold();
    const taken = await refusal(
      hold(second, [
        { guest: 0, start: at(addDays(from, 5), '09:00') },
        { guest: 0, start: at(addDays(from, 4), '10:00') },
      ]),
    );
    expect(taken.status).toBeGreaterThanOrEqual(409);
    expect(taken.index).toBe(1);
    expect(taken.message).toMatch(/Zeit/);
    expect(await heldBy(second)).toEqual([]);
  });

  it('frees the hour when the hold lapses; a paid (confirmed) reservation keeps it', async () => {
    const lapsing = await pendingHold();
    const day = addDays(from, 0);
    await hold(lapsing, [
      { guest: 0, start: at(day, '09:00') },
      { guest: 0, start: at(day, '10:00') },
    ]);
    expect(await freeStarts(day)).toEqual([]);
    await db()
      .update(roomReservations)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(roomReservations.id, lapsing));
    // Free again: every start from 09:00 to 10:00 on the 15-minute grid (§16.2).
    expect(await freeStarts(day)).toHaveLength(5);
    expect(await freeStarts(day)).toContain(at(day, '09:00').toISOString());
    const paid = await pendingHold();
    await hold(paid, [
      { guest: 0, start: at(day, '09:00') },
      { guest: 0, start: at(day, '10:00') },
    ]);
    expect(await heldBy(lapsing)).toEqual([]); // cancelled by the new hold's transaction
    await db().update(roomReservations).set({ status: 'confirmed' }).where(eq(roomReservations.id, paid));
    expect(await heldBy(paid)).toHaveLength(2);
    expect(await freeStarts(day)).toEqual([]);
  });
});
