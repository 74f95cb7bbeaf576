import type { AppModule } from '../types';
import { HttpError } from '../../http/errors';
import { httpMessages } from '../../http/messages';
import { requireUser } from '../../http/auth';
import { isLocale } from '../../../domain/locales';
import { participantInvitationSchema } from '../../../domain/validation';
import { inviteParticipant } from './service';
import { findMyReservation } from '../daySpa/myReservations';
import { daySpaMessages } from '../daySpa/messages';

export const participantsModule: AppModule = async (app, deps) => {
  // SPEC 7: POST {lang}/my/product-reservations/{number}/invitations; the answer's message is shown as success.
  app.post<{ Params: { lang: string; number: string } }>('/:lang/my/product-reservations/:number/invitations', async (request) => {
    if (!isLocale(request.params.lang)) throw new HttpError(404, httpMessages.notFound);
    const user = requireUser(request);
    // Someone else's number is not found, whatever the form says.
    if (!(await findMyReservation(deps.db, user.id, request.params.number))) throw new HttpError(404, daySpaMessages.reservationNotFound);
    const values = await participantInvitationSchema(request.locale).validate(request.body ?? {}, { abortEarly: false, stripUnknown: true });
    return inviteParticipant(deps, user, request.params.number, values, request.locale);
  });
};
