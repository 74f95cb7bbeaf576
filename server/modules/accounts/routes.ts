import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../deps';
import { endSession, startUserSession } from '../../http/session';
import { translate } from '../../http/messages';
import { HttpError } from '../../http/errors';
import { limitPerAddress } from '../../http/rateLimit';
import { openToTokens } from '../../http/bearer';
import { nothing, requestSchema } from '../../http/validation';
import { answers, LANGUAGE_NAMES, obj } from '../../http/answers';
import { LOCALES, type Locale } from '../../../domain/locales';
import {
  fields,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  type ForgotPasswordValues,
  type LoginValues,
  type RegistrationValues,
  type ResetPasswordValues,
} from '../../../domain/validation';
import { honeypotConfig, passesHoneypot, spentStamp } from './honeypot';
import { authenticate } from './login';
import { accountMessages } from './messages';
import {
  askForPasswordReset,
  definePasswordResetQueue,
  resetPassword,
  RESET_REQUESTS_PER_MINUTE,
} from './passwordReset';
import { publicUser, publicUserExample, publicUserSchema } from './publicUser';
import { registerUser, REGISTRATIONS_PER_MINUTE } from './registration';
import { acceptInvitation, checkInvitationFor } from '../participants/invitations';

/** The participant invitation a registration or login may carry (the mailed link's token). */
const withInvitation =
  <S extends ReturnType<typeof loginSchema> | ReturnType<typeof registrationSchema>>(form: (locale: Locale) => S) =>
  (locale: Locale) =>
    form(locale).shape({ invitation: fields(locale).optionalString() });
type Invited = { invitation?: string | null };

const tags = ['Account'];
const registrationBody = requestSchema(withInvitation(registrationSchema));

const schemas = {
  user: {
    querystring: nothing,
    tags,
    summary: 'Who is signed in (`user: null` for a visitor)',
    response: answers(obj({ user: { oneOf: [publicUserSchema, { type: 'null' }] } }), {
      example: { user: publicUserExample },
    }),
  },
  honeypot: {
    querystring: nothing,
    tags,
    summary: 'The registration form’s honeypot fields (a sealed timestamp)',
  },
  registration: (lang: Locale) => ({
    querystring: nothing,
    body: registrationBody,
    tags,
    summary: `Register (${LANGUAGE_NAMES[lang]} mails)`,
  }),
  login: {
    querystring: nothing,
    body: requestSchema(withInvitation(loginSchema)),
    tags,
    summary: 'Log in (rotates the session and its CSRF token)',
  },
  forgotPassword: {
    querystring: nothing,
    body: requestSchema(forgotPasswordSchema),
    tags,
    summary: 'Mail a password reset link',
  },
  resetPassword: {
    querystring: nothing,
    body: requestSchema(resetPasswordSchema),
    tags,
    summary: 'Set a new password with a reset link’s token',
  },
  logout: { querystring: nothing, body: nothing, tags, summary: 'Log out' },
};

/** Accounts (product.md §6): who is signed in, registration with its honeypot, login, logout, password reset. */
export const accountsModule: AppModule = async (app, deps) => {
  const { db, config } = deps;

  /** Before the schema: a bot learns nothing about which fields it got wrong. */
  const honeypot = async (request: FastifyRequest) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    if (!passesHoneypot(config.sessionSecret, config.honeypotMinAgeMs, body))
      throw new HttpError(422, accountMessages.registrationRefused, {});
    // Read here: the schema strips the honeypot fields before the handler runs.
    stamps.set(request, spentStamp(config.sessionSecret, body));
  };
  const stamps = new WeakMap<FastifyRequest, ReturnType<typeof spentStamp>>();

  // Never 401: the SPA asks on every load who is signed in.
  app.get('/api/user', { schema: schemas.user, config: openToTokens('profile:read') }, async (request) => ({
    user: request.user ? publicUser(request.user) : null,
  }));

  // A fresh sealed timestamp for every registration form shown.
  app.get('/api/honeypot', { schema: schemas.honeypot }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return honeypotConfig(config.sessionSecret);
  });

  const preValidation = [limitPerAddress(db, 'register', REGISTRATIONS_PER_MINUTE), honeypot];
  for (const lang of LOCALES) {
    const registration = { schema: schemas.registration(lang), preValidation };
    app.post<{ Body: RegistrationValues & Invited }>(`/${lang}/register`, registration, async (request, reply) => {
      const { invitation } = request.body;
      let reservationNumber: string | null = null;
      const user = await registerUser(
        db,
        request.body,
        lang,
        async (tx, created) => {
          if (invitation) reservationNumber = await acceptInvitation(tx, invitation, created, lang);
        },
        stamps.get(request),
      );
      await startUserSession(db, request, reply, user, false);
      return reply
        .code(201)
        .send({ user: publicUser(user), ...(reservationNumber ? { reservation_number: reservationNumber } : {}) });
    });
  }

  app.post<{ Body: LoginValues & Invited }>('/login', { schema: schemas.login }, async (request, reply) => {
    // An invitation that cannot be accepted (used, expired, someone else's) refuses the login with the reason.
    const { invitation } = request.body;
    const check = invitation ? (email: string) => checkInvitationFor(db, invitation, email, request.locale) : undefined;
    const { user, remember } = await authenticate(
      db,
      { values: request.body, locale: request.locale, ip: request.ip },
      check,
    );
    const reservationNumber = invitation
      ? await db.transaction((tx) => acceptInvitation(tx, invitation, user, request.locale))
      : null;
    await startUserSession(db, request, reply, user, remember);
    return { user: publicUser(user), ...(reservationNumber ? { reservation_number: reservationNumber } : {}) };
  });

  app.post('/logout', { schema: schemas.logout }, async (request, reply) => {
    await endSession(db, request, reply);
    return reply.code(204).send();
  });

  definePasswordResetQueue(deps);
  const resetLimit = (name: string) => ({ preValidation: [limitPerAddress(db, name, RESET_REQUESTS_PER_MINUTE)] });

  app.post<{ Body: ForgotPasswordValues }>(
    '/password/email',
    { schema: schemas.forgotPassword, ...resetLimit('password-email') },
    async (request) => {
      await askForPasswordReset(deps, request.body, request.locale);
      return { message: translate(accountMessages.resetLinkSent, request.locale) };
    },
  );

  // Decision: a successful reset signs the person in (they proved they own the mailbox) and ends
  // every other session; the SPA then goes to /my.
  app.post<{ Body: ResetPasswordValues }>(
    '/password/reset',
    { schema: schemas.resetPassword, ...resetLimit('password-reset') },
    async (request, reply) => {
      const user = await resetPassword(db, request.body, request.locale);
      await startUserSession(db, request, reply, user, false);
      return { message: translate(accountMessages.passwordReset, request.locale), user: publicUser(user) };
    },
  );
};
