import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { inTransaction, type AppDeps } from '../../deps';
import { productReservationParticipants, productReservations, products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { translate } from '../../http/messages';
import type { UserRow } from '../../http/session';
import type { Locale } from '../../../domain/locales';
import { hotelToday } from '../../../domain/dates';
import { infantsFull, maxInfants, participantRefusal, reservationIsFull, takesPlace } from '../../../domain/daySpa';
import type { ParticipantInvitationValues } from '../../../domain/validation';
import { daySpaMessages } from '../daySpa/messages';
import { participantMessages as m } from './messages';
import { sendInvitationMail } from './mail';
import { invitationExpiry, invitationTokenHash } from './invitations';
import { participantRulesOf } from './rules';

const needsInvitation = (type: string) => type === 'adult' || type === 'guest';

/**
 * Adds a participant to the user's reservation. Infants and minors are added at once; adults
 * and guests get a registration link by mail (an adult without an address: the booker gets it
 * to forward). The reservation row is locked so two forms sent together cannot overfill it.
 */
export async function inviteParticipant(
  deps: AppDeps,
  user: UserRow,
  number: string,
  values: ParticipantInvitationValues,
  locale: Locale,
) {
  const token = needsInvitation(values.type) ? randomBytes(24).toString('base64url') : null;
  const email = values.email ? values.email.trim().toLowerCase() : null;

  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reservation: productReservations, product: products })
      .from(productReservations)
      .innerJoin(products, eq(products.id, productReservations.productId))
      .where(
        and(
          eq(productReservations.number, number),
          eq(productReservations.userId, user.id),
          eq(productReservations.status, 'confirmed'),
        ),
      )
      .for('update', { of: productReservations });
    if (!row) throw new HttpError(404, daySpaMessages.reservationNotFound);
    const present = await tx
      .select({ type: productReservationParticipants.type })
      .from(productReservationParticipants)
      .where(eq(productReservationParticipants.productReservationId, row.reservation.id));
    // The product's rules as they are now (product.md §10, §12.16), read from its row.
    const rules = participantRulesOf(row.product);
    const refusal = participantRefusal(values, hotelToday(), rules);
    if (refusal) {
      const message = translate(m[refusal], locale, { max: rules.freeInfantMaxAgeYears });
      throw new HttpError(422, message, { [refusal === 'infantTooOld' ? 'date_of_birth' : 'type']: [message] });
    }
    if (takesPlace(values.type) && reservationIsFull(row.reservation.people, present)) {
      const message = translate(m.maximumReached, locale);
      throw new HttpError(422, message, { type: [message] });
    }
    if (!takesPlace(values.type) && infantsFull(row.reservation.people, present, rules)) {
      const max = maxInfants(row.reservation.people, rules);
      const message = translate(m.infantsReached, locale, { max, perPlace: rules.infantsPerPlace });
      throw new HttpError(422, message, { type: [message] });
    }
    const expiresAt = token ? invitationExpiry(row.reservation.date) : null;
    await tx.insert(productReservationParticipants).values({
      productReservationId: row.reservation.id,
      type: values.type,
      firstName: values.first_name,
      lastName: values.last_name,
      email,
      dateOfBirth: values.type === 'infant' || values.type === 'minor' ? (values.date_of_birth ?? null) : null,
      status: token ? 'invited' : 'added',
      invitationTokenHash: token ? invitationTokenHash(token) : null,
      invitationExpiresAt: expiresAt,
    });
    // The invitation leaves exactly when the participant is saved (outbox).
    if (token && expiresAt) {
      const invitee = { name: `${values.first_name} ${values.last_name}`, firstName: values.first_name, email };
      const expiresOn = hotelToday(expiresAt);
      await sendInvitationMail(inTransaction(deps, tx), {
        token,
        locale,
        inviter: user,
        invitee,
        reservation: row.reservation,
        product: row.product,
        expiresOn,
      });
    }
  });

  const name = `${values.first_name} ${values.last_name}`;
  if (!token) return { message: translate(m.added, locale, { name }) };
  return email
    ? { message: translate(m.invited, locale, { name, email }) }
    : { message: translate(m.invitedViaBooker, locale, { name }) };
}
