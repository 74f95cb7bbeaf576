import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns } from '../../db/schema';
import { alloggiatiFile, alloggiatiNotes, guestTypeFor, type AlloggiatiGuest } from '../../../domain/alloggiati';
import { maskDocumentNumber, type DocumentType } from '../../../domain/checkIn';
import type { PoliceReportGuest, PoliceReportSummary } from '../../../domain/frontDesk';
import { arrivalsBetween } from './arrivals';

type CheckInRow = typeof checkIns.$inferSelect;

function alloggiatiGuest(
  row: CheckInRow,
  arrival: { from_date: string; nights: number },
  guestType: AlloggiatiGuest['guestType'],
): AlloggiatiGuest {
  return {
    guestType,
    arrival: arrival.from_date,
    nights: arrival.nights,
    lastName: row.lastName,
    firstName: row.firstName,
    sex: row.sex,
    dateOfBirth: row.dateOfBirth,
    birthCountryId: row.birthCountryId,
    birthBoroughId: row.birthBoroughId,
    birthProvinceId: row.birthProvinceId,
    citizenshipId: row.nationalityId,
    document:
      row.documentType && row.documentNumber && row.documentIssuingCountryId
        ? {
            type: row.documentType as DocumentType,
            number: row.documentNumber,
            issuingCountryId: row.documentIssuingCountryId,
            issuingBoroughId: row.documentIssuingBoroughId,
          }
        : null,
  };
}

/**
 * The police report of one arrival day: every checked-in guest of the room reservations that
 * arrive that day, each reservation's booker first (17, members 19; alone 16). A reservation
 * whose booker has not checked in sends nobody yet: members cannot be reported without their
 * head. Whoever is not in the file is listed as missing.
 */
export async function policeReport(db: Db, date: string): Promise<{ summary: PoliceReportSummary; file: string }> {
  const arrivals = await arrivalsBetween(db, { from: date, to: date }, 'it');
  const rows = arrivals.length
    ? await db
        .select()
        .from(checkIns)
        .where(
          inArray(
            checkIns.roomReservationId,
            arrivals.map((a) => a.id),
          ),
        )
        .orderBy(asc(checkIns.position))
    : [];
  const guests: AlloggiatiGuest[] = [];
  const included: PoliceReportGuest[] = [];
  const missing: PoliceReportGuest[] = [];
  for (const arrival of arrivals) {
    const mine = rows.filter((row) => row.roomReservationId === arrival.id);
    const reported = mine.some((row) => row.position === 1) ? mine : [];
    const entry = (position: number, row?: CheckInRow): PoliceReportGuest => ({
      reservation_id: arrival.id,
      reservation_number: arrival.number,
      position,
      name: row ? `${row.firstName} ${row.lastName}` : position === 1 ? arrival.booker.name : null,
      guest_type: null,
      document: maskDocumentNumber(row?.documentNumber),
      notes: [],
      missing_reason: null,
    });
    for (const row of reported) {
      const guest = alloggiatiGuest(row, arrival, guestTypeFor(row.position, reported.length));
      guests.push(guest);
      included.push({ ...entry(row.position, row), guest_type: guest.guestType, notes: alloggiatiNotes(guest) });
    }
    for (const guest of arrival.guests)
      if (!reported.some((row) => row.position === guest.position)) {
        const row = mine.find((checkedIn) => checkedIn.position === guest.position);
        missing.push({
          ...entry(guest.position, row),
          missing_reason: row ? 'booker_not_checked_in' : 'not_checked_in',
        });
      }
  }
  return { summary: { date, included, missing }, file: alloggiatiFile(guests) };
}
