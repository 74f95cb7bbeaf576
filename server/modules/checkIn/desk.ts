import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns } from '../../db/schema';
import type { UserRow } from '../../http/session';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import { applicableCheckIn, roleOfPosition } from '../../../domain/checkIn';
import { hotelToday } from '../../../domain/dates';
import type { Locale } from '../../../domain/locales';
import { validationMessage, type DeskCheckInValues } from '../../../domain/validation';
import { recordStaffAction } from '../frontDesk/staffLog';
import { checkInMessages } from './messages';
import { placeErrors } from './placeChecks';
import { isOpen, type StayForCheckIn } from './service';
import { checkInColumns } from './wire';

/**
 * The check-in at the desk (product.md §12.6): staff add, correct or complete any guest of a
 * reservation with the online rules (a long name is kept whole), and say whether they saw the
 * identity document in person. One upsert writes the guest; the staff log says who and what.
 */
export async function saveDeskCheckIn(
  db: Db,
  stay: StayForCheckIn,
  input: DeskCheckInValues,
  staff: UserRow,
  locale: Locale,
  today = hotelToday(),
) {
  if (!isOpen(stay, today)) throw new HttpError(409, checkInMessages.stayEnded);
  if (input.position > stay.guests) {
    const message = validationMessage(locale, 'guestPositionInvalid');
    throw new HttpError(422, message, { position: [message] });
  }
  const { identity_checked: identityChecked, ...guest } = input;
  const values = applicableCheckIn(guest, roleOfPosition(input.position));
  const errors = await placeErrors(db, values, today, locale);
  if (Object.keys(errors).length) throw new HttpError(422, Object.values(errors)[0][0], errors);

  const now = new Date();
  const where = and(eq(checkIns.roomReservationId, stay.id), eq(checkIns.position, input.position));
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(checkIns).where(where).for('update');
    // Seen in person stays recorded once seen; unticking it clears it (staff corrected a mistake).
    const identity = identityChecked
      ? {
          identityCheckedAt: before?.identityCheckedAt ?? now,
          identityCheckedBy: before?.identityCheckedBy ?? staff.id,
        }
      : { identityCheckedAt: null, identityCheckedBy: null };
    const columns = { ...checkInColumns(values, locale, now), ...identity };
    const [row] = before
      ? await tx.update(checkIns).set(columns).where(where).returning({ id: checkIns.id })
      : await tx
          .insert(checkIns)
          .values({ ...columns, roomReservationId: stay.id, position: input.position, checkedInBy: staff.id })
          .returning({ id: checkIns.id });
    return { id: row.id, created: !before };
  });
  await recordStaffAction(db, staff, 'check_in.desk', {
    reservation_id: stay.id,
    position: input.position,
    change: saved.created ? 'created' : 'updated',
    identity_checked: identityChecked ? 'yes' : 'no',
  });
  const name = `${values.first_name} ${values.last_name}`;
  return {
    ...saved,
    message: translate(saved.created ? checkInMessages.created : checkInMessages.updated, locale, { name }),
  };
}
