import type { Db } from '../../db/client';
import { touristTaxRecords } from '../../db/schema';
import type { UserRow } from '../../http/session';
import { HttpError } from '../../http/errors';
import type { Locale, Translations } from '../../../domain/locales';
import { stayTax } from '../../../domain/touristTax';
import { validationMessage, type TouristTaxRecordValues } from '../../../domain/validation';
import { recordStaffAction } from '../frontDesk/staffLog';
import { ledgerStay, type LedgerStay } from './ledger';

const notFound: Translations = {
  en: 'Reservation not found.',
  it: 'Prenotazione non trovata.',
  de: 'Buchung nicht gefunden.',
};

/**
 * The desk records a stay's tourist tax at departure (product.md §12.7): the exemptions declared,
 * then collected in cash or by card (the whole amount due) or not paid. Recording again corrects
 * it. The amount due is kept as it is now, so a later change of the rules leaves it alone.
 */
export async function recordTouristTax(
  db: Db,
  reservationId: number,
  input: TouristTaxRecordValues,
  staff: UserRow,
  hotelRate: number,
  locale: Locale,
): Promise<LedgerStay> {
  const stay = await ledgerStay(db, reservationId, hotelRate);
  if (!stay) throw new HttpError(404, notFound);
  const guests = stay.tax.guests.length;
  const stranger = input.exemptions.findIndex((e) => e.position > guests);
  if (stranger >= 0) {
    const message = validationMessage(locale, 'guestPositionInvalid');
    throw new HttpError(422, message, { [`exemptions[${stranger}].position`]: [message] });
  }
  const tax = stayTax(
    {
      from: stay.from_date,
      to: stay.to_date,
      guests: stay.tax.guests.map(({ position, age }) => ({ position, age })),
      exemptions: input.exemptions,
    },
    stay.rules,
  );
  const values = {
    status: input.status,
    method: input.status === 'collected' ? (input.method ?? null) : null,
    exemptions: input.exemptions,
    dueCents: tax.dueCents,
    collectedCents: input.status === 'collected' ? tax.dueCents : 0,
    recordedBy: staff.id,
    recordedAt: new Date(),
  };
  await db
    .insert(touristTaxRecords)
    .values({ roomReservationId: reservationId, ...values })
    .onConflictDoUpdate({ target: touristTaxRecords.roomReservationId, set: values });
  await recordStaffAction(db, staff, 'tourist_tax.record', {
    reservation_id: reservationId,
    before: stay.record ? stay.record.status : 'none',
    status: input.status,
    method: values.method ?? '',
    due_cents: tax.dueCents,
    exempt_guests: input.exemptions.length,
  });
  return (await ledgerStay(db, reservationId, hotelRate))!;
}
