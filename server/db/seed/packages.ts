import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { ratePlans, rateVariations, spaTreatments } from '../schema';
import { savePackageTreatments } from '../../modules/packages/planTreatments';

/** The half-board supplement of the other plans (seed/booking.ts), per adult and night (cents). */
const HALF_BOARD = 2500;
export const MUD_PACKAGE_SLUG = 'terme-e-fango';
export const MUD_PACKAGE_NIGHTS = 5;
export const MUD_PACKAGE_TREATMENTS = 6;

/**
 * The package guests buy most (docs/product.md §16.6): five nights or more, half board, six mud
 * therapies a person. Its supplement spreads the six therapies over the five nights, so the
 * price of the rate includes them. Seeded once: nothing when the plan is there (staff may edit it).
 */
export async function seedPackages(db: Db): Promise<void> {
  const [mud] = await db
    .select()
    .from(spaTreatments)
    .where(eq(spaTreatments.skill, 'mud'))
    .orderBy(asc(spaTreatments.id))
    .limit(1);
  if (!mud) return;
  await db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(ratePlans)
      .values({
        slug: MUD_PACKAGE_SLUG,
        name: { it: 'Terme e fango', en: 'Thermal stay with mud', de: 'Thermen und Fango' },
        description: {
          it: 'Mezza pensione e 6 fanghi a persona, da prenotare negli orari che preferisci.',
          en: 'Half board and 6 mud therapies per person, at the times you choose.',
          de: 'Halbpension und 6 Fangoanwendungen pro Person, zu den Zeiten, die du wählst.',
        },
        terms: {
          it: "Fino a 7 giorni prima dell'arrivo la cancellazione è gratuita; dopo, la caparra viene trattenuta.",
          en: 'Free cancellation up to 7 days before arrival; after that the deposit is retained.',
          de: 'Kostenlose Stornierung bis 7 Tage vor der Anreise; danach wird die Anzahlung einbehalten.',
        },
        refundable: true,
        freeCancellationDays: 7,
        minNights: MUD_PACKAGE_NIGHTS,
        sortOrder: 10,
      })
      .onConflictDoNothing()
      .returning({ id: ratePlans.id });
    if (!plan) return;
    const perNight = Math.round((mud.priceCents * MUD_PACKAGE_TREATMENTS) / MUD_PACKAGE_NIGHTS);
    await tx.insert(rateVariations).values({
      ratePlanId: plan.id,
      board: 'half_board',
      name: { en: 'Half board', it: 'Mezza pensione', de: 'Halbpension' },
      supplementPerAdultNight: HALF_BOARD + perNight,
      sortOrder: 2,
    });
    await savePackageTreatments(tx, plan.id, [{ treatment_id: mud.id, per_person: MUD_PACKAGE_TREATMENTS }]);
  });
}
