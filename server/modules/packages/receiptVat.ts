import { and, eq, isNull } from 'drizzle-orm';
import { ROOM_AND_BOARD_VAT_RATE, splitByVat, type VatLine } from '../../../domain/packages/vatSplit';
import type { Db } from '../../db/client';
import { spaAppointments, spaTreatments } from '../../db/schema';
import type { Locale } from '../../../domain/locales';
import { reservationAddOnLines } from '../addOns/reservationAddOns';

/**
 * A reservation's total split by VAT (docs/product.md §16.7): its package's treatments at the price
 * and VAT rate they were booked at (never more than the total), the rest room and board at 10 %.
 */
export async function treatmentVatLines(db: Db, reservationId: number, total: number): Promise<VatLine[]> {
  const booked = await db
    .select({ price: spaAppointments.priceCents, rate: spaAppointments.vatRate })
    .from(spaAppointments)
    .where(
      and(
        eq(spaAppointments.reservationId, reservationId),
        eq(spaAppointments.kind, 'treatment'),
        // A cure's times are not in the room's price (product.md §16.10).
        isNull(spaAppointments.ssnCureId),
        isNull(spaAppointments.cancelledAt),
      ),
    );
  // The add-ons' lines at their own VAT rate, as sold (§16.9); the treatments and room and board share the rest.
  const addOnShares = (await reservationAddOnLines(db, reservationId)).map((l) => ({
    rate: l.vatRate,
    gross: l.amount,
  }));
  let left = total - addOnShares.reduce((sum, share) => sum + share.gross, 0);
  const shares = booked.map((a) => {
    const gross = Math.min(left, a.price ?? 0);
    left -= gross;
    return { rate: a.rate ?? 22, gross };
  });
  return splitByVat([...addOnShares, ...shares, { rate: ROOM_AND_BOARD_VAT_RATE, gross: left }]);
}

/** A reservation's treatment times (product.md §16.6), earliest first, as its page and "manage my booking" show them. */
export async function reservationTreatmentTimes(db: Db, reservationId: number, locale: Locale) {
  const rows = await db
    .select({
      id: spaAppointments.id,
      treatmentId: spaAppointments.treatmentId,
      names: spaTreatments.names,
      startsAt: spaAppointments.startsAt,
      endsAt: spaAppointments.endsAt,
    })
    .from(spaAppointments)
    .innerJoin(spaTreatments, eq(spaTreatments.id, spaAppointments.treatmentId))
    .where(
      and(
        eq(spaAppointments.reservationId, reservationId),
        eq(spaAppointments.kind, 'treatment'),
        // A cure's times are not in the room's price (product.md §16.10).
        isNull(spaAppointments.ssnCureId),
        isNull(spaAppointments.cancelledAt),
      ),
    )
    .orderBy(spaAppointments.startsAt, spaAppointments.id);
  return rows.map((row) => ({
    id: row.id,
    treatment_id: row.treatmentId,
    name: row.names[locale],
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  }));
}
