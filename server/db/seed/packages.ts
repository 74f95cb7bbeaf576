import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { ratePlans, spaTreatments } from '../schema';
import { newRatePlanSchema } from '../../../domain/ratePlans';
import { createRatePlan } from '../../modules/ratePlansAdmin/service';

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
  const [present] = await db.select({ id: ratePlans.id }).from(ratePlans).where(eq(ratePlans.slug, MUD_PACKAGE_SLUG));
  if (present) return;
  // Through the staff's own service and form rules (§12.13, decision 054): the plan, its board
  // and its treatments in one transaction; it goes last in the guests' order, as a new plan does.
  const perNight = Math.round((mud.priceCents * MUD_PACKAGE_TREATMENTS) / MUD_PACKAGE_NIGHTS);
  const values = {
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
    free_cancellation_days: 7,
    min_nights: MUD_PACKAGE_NIGHTS,
    deposit_rule: 'per_person',
    boards: [{ board: 'half_board', supplement_per_adult_night: HALF_BOARD + perNight }],
    treatments: [{ treatment_id: mud.id, per_person: MUD_PACKAGE_TREATMENTS }],
  };
  await createRatePlan(db, null, newRatePlanSchema('en').validateSync(values), 'en');
}
