import type { AppModule } from '../types';
import { requireUser, signedInUser } from '../../http/auth';
import { nothing, requestSchema } from '../../http/validation';
import { LOCALES } from '../../../domain/locales';
import { participantInvitationSchema, type ParticipantInvitationValues } from '../../../domain/validation';
import { inviteParticipant } from './service';
import { ownDaySpaReservation } from '../daySpa/ownership';
import { reservationNumber } from '../daySpa/routes';

const schema = { querystring: nothing, params: requestSchema(reservationNumber), body: requestSchema(participantInvitationSchema) };

export const participantsModule: AppModule = async (app, deps) => {
  // Someone else's number is not found (checked once the number and the form are well formed).
  const guards = { onRequest: [requireUser], preHandler: [ownDaySpaReservation(deps.db)] };
  // SPEC 7: POST {lang}/my/product-reservations/{number}/invitations; the answer's message is shown as success.
  for (const lang of LOCALES) {
    app.post<{ Params: { number: string }; Body: ParticipantInvitationValues }>(
      `/${lang}/my/product-reservations/:number/invitations`,
      { schema, ...guards },
      async (request) => inviteParticipant(deps, signedInUser(request), request.params.number, request.body, request.locale),
    );
  }
};
