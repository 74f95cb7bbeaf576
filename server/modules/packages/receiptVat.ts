import { and, eq, isNull } from 'drizzle-orm';
import { ROOM_AND_BOARD_VAT_RATE, splitByVat, type VatLine } from '../../../domain/packages/vatSplit';
import type { Db } from '../../db/client';
import { spaAppointments } from '../../db/schema';

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
        isNull(spaAppointments.cancelledAt),
      ),
    );
  let left = total;
  const shares = booked.map((a) => {
    const gross = Math.min(left, a.price ?? 0);
    left -= gross;
    return { rate: a.rate ?? 22, gross };
  });
  return splitByVat([...shares, { rate: ROOM_AND_BOARD_VAT_RATE, gross: left }]);
}
