import { object } from 'yup';
import type { AppModule } from '../../deps';
import { requireUser, signedInUser } from '../../http/auth';
import { nothing, requestSchema } from '../../http/validation';
import { LOCALES, type Locale } from '../../../domain/locales';
import { LANGUAGE_NAMES } from '../../http/answers';
import { fields, participantInvitationSchema, type ParticipantInvitationValues } from '../../../domain/validation';
import { inviteParticipant } from './service';
import { PARTICIPANT_RULE_LIMITS } from '../../../domain/daySpa';
import { acceptInvitation, previewInvitation } from './invitations';
import { ownDaySpaReservation } from '../daySpa/ownership';
import { reservationNumber } from '../daySpa/routes';

const invitationToken = requestSchema((locale) => object({ token: fields(locale).text().required() }));

const tags = ['Day spa'];
// The widest free-infant age a product may set: the product's own is checked by the service.
const widestInvitation = (locale: Locale) =>
  participantInvitationSchema(locale, { freeInfantMaxAgeYears: PARTICIPANT_RULE_LIMITS.freeInfantMaxAgeYears.max });
const invitation = { params: requestSchema(reservationNumber), body: requestSchema(widestInvitation) };

const schemas = {
  invite: (lang: Locale) => ({
    querystring: nothing,
    ...invitation,
    tags,
    summary: `Invite a participant (${LANGUAGE_NAMES[lang]} mail)`,
  }),
  preview: {
    querystring: nothing,
    params: invitationToken,
    tags,
    summary: 'A participant invitation, by its mailed token',
  },
  accept: {
    querystring: nothing,
    params: invitationToken,
    body: nothing,
    tags,
    summary: 'Accept a participant invitation',
  },
};

export const participantsModule: AppModule = async (app, deps) => {
  // Someone else's number is not found (checked once the number and the form are well formed).
  const guards = { onRequest: [requireUser], preHandler: [ownDaySpaReservation(deps.db)] };
  // product.md §10: POST {lang}/my/product-reservations/{number}/invitations; the answer's
  // message is shown as success.
  for (const lang of LOCALES) {
    app.post<{ Params: { number: string }; Body: ParticipantInvitationValues }>(
      `/${lang}/my/product-reservations/:number/invitations`,
      { schema: schemas.invite(lang), ...guards },
      async (request) =>
        inviteParticipant(deps, signedInUser(request), request.params.number, request.body, request.locale),
    );
  }

  // The mailed link's page asks what it invites to (404 unknown, 410 used or expired, with the reason).
  app.get<{ Params: { token: string } }>(
    '/api/invitations/:token',
    { schema: schemas.preview },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewInvitation(deps.db, request.params.token, request.locale);
    },
  );

  // Someone already signed in accepts the invitation for their account (registering and logging in accept it too).
  app.post<{ Params: { token: string } }>(
    '/api/invitations/:token/accept',
    { schema: schemas.accept, onRequest: [requireUser] },
    async (request) => {
      const user = signedInUser(request);
      const number = await deps.db.transaction((tx) =>
        acceptInvitation(tx, request.params.token, user, request.locale),
      );
      return { reservation_number: number };
    },
  );
};
