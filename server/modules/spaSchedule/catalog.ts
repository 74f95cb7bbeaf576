import { asc, eq } from 'drizzle-orm';
import type { CabinWire, TherapistWire, TreatmentWire } from '../../../domain/spaSchedule/wire';
import type { CabinValues, TherapistValues, TreatmentValues } from '../../../domain/spaSchedule/validation';
import { spaMessages } from '../../../domain/spaSchedule/messages';
import type { Db, Tx } from '../../db/client';
import { spaCabins, spaTherapistHours, spaTherapists, spaTreatments } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { logSpaChange, type SpaActor } from './log';

/** The spa's catalogue (docs/product.md §16): treatments, therapists with their hours, cabins. */

const treatmentWire = (r: typeof spaTreatments.$inferSelect): TreatmentWire => ({
  id: r.id,
  names: r.names,
  descriptions: r.descriptions,
  duration_minutes: r.durationMinutes,
  price_cents: r.priceCents,
  vat_rate: r.vatRate,
  skill: r.skill,
  cabin_kind: r.cabinKind,
  active: r.active,
});

const cabinWire = (r: typeof spaCabins.$inferSelect): CabinWire => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  opens: r.opens,
  closes: r.closes,
  active: r.active,
});

export async function listTreatments(db: Db | Tx): Promise<TreatmentWire[]> {
  return (await db.select().from(spaTreatments).orderBy(asc(spaTreatments.id))).map(treatmentWire);
}

export async function listCabins(db: Db | Tx): Promise<CabinWire[]> {
  return (await db.select().from(spaCabins).orderBy(asc(spaCabins.id))).map(cabinWire);
}

export async function listTherapists(db: Db | Tx): Promise<TherapistWire[]> {
  const people = await db.select().from(spaTherapists).orderBy(asc(spaTherapists.id));
  const hours = await db.select().from(spaTherapistHours).orderBy(asc(spaTherapistHours.weekday));
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    skills: p.skills,
    active: p.active,
    hours: hours
      .filter((h) => h.therapistId === p.id)
      .map((h) => ({ weekday: h.weekday, starts: h.starts, ends: h.ends })),
  }));
}

const treatmentColumns = (v: TreatmentValues) => ({
  names: v.names,
  descriptions: v.descriptions,
  durationMinutes: v.duration_minutes,
  priceCents: v.price_cents,
  vatRate: v.vat_rate,
  skill: v.skill,
  cabinKind: v.cabin_kind,
  active: v.active,
});

/** A new treatment, or a change of one (`id`); a booked treatment keeps the price it was booked at. */
export function saveTreatment(
  db: Db,
  actor: SpaActor,
  id: number | null,
  values: TreatmentValues,
): Promise<TreatmentWire> {
  return db.transaction(async (tx) => {
    let before: TreatmentWire | null = null;
    let row;
    if (id === null) [row] = await tx.insert(spaTreatments).values(treatmentColumns(values)).returning();
    else {
      const [old] = await tx.select().from(spaTreatments).where(eq(spaTreatments.id, id)).for('update');
      if (!old) throw new HttpError(404, spaMessages.treatmentNotFound);
      before = treatmentWire(old);
      [row] = await tx.update(spaTreatments).set(treatmentColumns(values)).where(eq(spaTreatments.id, id)).returning();
    }
    const after = treatmentWire(row);
    await logSpaChange(tx, actor, 'spa_treatment.save', { treatment_id: row.id }, before, after);
    return after;
  });
}

/** A new therapist, or a change of one, with their weekly hours replaced whole. */
export function saveTherapist(
  db: Db,
  actor: SpaActor,
  id: number | null,
  values: TherapistValues,
): Promise<TherapistWire> {
  return db.transaction(async (tx) => {
    const columns = { name: values.name, skills: values.skills, active: values.active };
    let before: TherapistWire | null = null;
    let therapistId: number;
    if (id === null) [{ id: therapistId }] = await tx.insert(spaTherapists).values(columns).returning();
    else {
      const [old] = await tx.select().from(spaTherapists).where(eq(spaTherapists.id, id)).for('update');
      if (!old) throw new HttpError(404, spaMessages.therapistNotFound);
      before = (await listTherapists(tx)).find((t) => t.id === id)!;
      await tx.update(spaTherapists).set(columns).where(eq(spaTherapists.id, id));
      await tx.delete(spaTherapistHours).where(eq(spaTherapistHours.therapistId, id));
      therapistId = id;
    }
    if (values.hours.length)
      await tx.insert(spaTherapistHours).values(values.hours.map((h) => ({ therapistId, ...h })));
    const after = (await listTherapists(tx)).find((t) => t.id === therapistId)!;
    await logSpaChange(tx, actor, 'spa_therapist.save', { therapist_id: therapistId }, before, after);
    return after;
  });
}

export function saveCabin(db: Db, actor: SpaActor, id: number | null, values: CabinValues): Promise<CabinWire> {
  return db.transaction(async (tx) => {
    let before: CabinWire | null = null;
    let row;
    if (id === null) [row] = await tx.insert(spaCabins).values(values).returning();
    else {
      const [old] = await tx.select().from(spaCabins).where(eq(spaCabins.id, id)).for('update');
      if (!old) throw new HttpError(404, spaMessages.cabinNotFound);
      before = cabinWire(old);
      [row] = await tx.update(spaCabins).set(values).where(eq(spaCabins.id, id)).returning();
    }
    const after = cabinWire(row);
    await logSpaChange(tx, actor, 'spa_cabin.save', { cabin_id: row.id }, before, after);
    return after;
  });
}
