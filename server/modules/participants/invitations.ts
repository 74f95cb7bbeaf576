import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db, Tx } from '../../db/client';
import {
  productAvailabilities,
  productReservationParticipants,
  productReservations,
  products,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import type { UserRow } from '../../http/session';
import { HOTEL_TIME_ZONE } from '../../../domain/constants';
import type { InvitationPreview } from '../../../domain/daySpa';
import type { Locale } from '../../../domain/locales';
import { participantMessages as m } from './messages';
import { clockNow } from '../../../domain/clock';

/** An invitation link works this long, and never after the end of the reserved day. */
export const INVITATION_VALID_DAYS = 14;

export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** When a link sent now for a reservation on `date` stops working. */
export function invitationExpiry(date: string, now = clockNow()): Date {
  const endOfDay = DateTime.fromISO(date, { zone: HOTEL_TIME_ZONE }).endOf('day').toJSDate();
  const latest = new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000);
  return endOfDay < latest ? endOfDay : latest;
}

const invitationColumns = {
  participant: productReservationParticipants,
  reservation: productReservations,
  product: products,
  slotTitle: productAvailabilities.title,
  inviterFirstName: users.firstName,
  inviterLastName: users.lastName,
};

async function findByToken(db: Db | Tx, token: string, lock = false) {
  const query = db
    .select(invitationColumns)
    .from(productReservationParticipants)
    .innerJoin(productReservations, eq(productReservations.id, productReservationParticipants.productReservationId))
    .innerJoin(products, eq(products.id, productReservations.productId))
    .innerJoin(productAvailabilities, eq(productAvailabilities.id, productReservations.productAvailabilityId))
    .innerJoin(users, eq(users.id, productReservations.userId))
    .where(
      and(
        eq(productReservationParticipants.invitationTokenHash, invitationTokenHash(token)),
        eq(productReservations.status, 'confirmed'),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: productReservationParticipants }) : await query;
  return row ?? null;
}

type Invitation = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

/** A refusal the forms show as a message: under `invitation`, a field no form has. */
function refusal(status: number, text: (typeof m)[keyof typeof m], locale: Locale, params?: Record<string, string>) {
  const message = translate(text, locale, params);
  return new HttpError(status, message, { invitation: [message] });
}

/** Unknown, used or expired links are refused with what went wrong (410 Gone for the last two). */
function usable(row: Invitation | null, locale: Locale, now: Date): Invitation {
  if (!row) throw refusal(404, m.invitationUnknown, locale);
  if (row.participant.status !== 'invited') throw refusal(410, m.invitationUsed, locale);
  if (!row.participant.invitationExpiresAt || row.participant.invitationExpiresAt <= now)
    throw refusal(410, m.invitationExpired, locale);
  return row;
}

/** An invitation with an address is for that address only; one forwarded by the booker fits anyone. */
function refuseForeign(row: Invitation, email: string, locale: Locale) {
  const invited = row.participant.email;
  if (invited && invited !== email.trim().toLowerCase()) {
    const message = translate(m.invitationForeign, locale, { email: invited });
    throw new HttpError(422, message, { email: [message] });
  }
}

/** What the link shows before registering or logging in; throws the reason a link cannot be used. */
export async function previewInvitation(
  db: Db,
  token: string,
  locale: Locale,
  now = clockNow(),
): Promise<InvitationPreview> {
  const row = usable(await findByToken(db, token), locale, now);
  const email = row.participant.email;
  const [account] = email ? await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1) : [];
  return {
    inviter: `${row.inviterFirstName} ${row.inviterLastName}`,
    product_title: row.product.title[locale],
    date: row.reservation.date,
    slot_title: row.slotTitle,
    reservation_number: row.reservation.number,
    first_name: row.participant.firstName,
    last_name: row.participant.lastName,
    email,
    account_exists: Boolean(account),
  };
}

/** Refuses a login or registration with an unusable link or under another address, before any account work. */
export async function checkInvitationFor(
  db: Db,
  token: string,
  email: string,
  locale: Locale,
  now = clockNow(),
): Promise<void> {
  refuseForeign(usable(await findByToken(db, token), locale, now), email, locale);
}

/**
 * Confirms the participant for this account, inside the caller's transaction (the registration's
 * or the login's): the row is locked, so a link is spent exactly once. Returns the reservation number.
 */
export async function acceptInvitation(
  tx: Tx,
  token: string,
  user: Pick<UserRow, 'id' | 'email'>,
  locale: Locale,
  now = clockNow(),
): Promise<string> {
  const row = usable(await findByToken(tx, token, true), locale, now);
  refuseForeign(row, user.email, locale);
  if (row.reservation.userId === user.id) throw refusal(422, m.invitationOwnReservation, locale);
  await tx
    .update(productReservationParticipants)
    .set({ status: 'confirmed', userId: user.id, email: user.email, confirmedAt: now })
    .where(eq(productReservationParticipants.id, row.participant.id));
  return row.reservation.number;
}
