import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../types';
import { endSession, startUserSession } from '../../http/session';
import { translate } from '../../http/messages';
import { LOCALES } from '../../../domain/locales';
import { honeypotConfig } from './honeypot';
import { authenticate } from './login';
import { accountMessages } from './messages';
import { requestPasswordReset, resetPassword } from './passwordReset';
import { publicUser } from './publicUser';
import { registerUser } from './registration';

const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

export const accountsModule: AppModule = async (app, deps) => {
  const { db, config } = deps;

  // Never 401: the SPA asks on every load who is signed in.
  app.get('/api/user', async (request) => ({ user: request.user ? publicUser(request.user) : null }));

  // A fresh sealed timestamp for every registration form shown.
  app.get('/api/honeypot', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return honeypotConfig(config.sessionSecret);
  });

  for (const lang of LOCALES) {
    app.post(`/${lang}/register`, async (request, reply) => {
      const user = await registerUser(db, config, { body: body(request), locale: lang, ip: request.ip });
      await startUserSession(db, request, reply, user, false);
      return reply.code(201).send({ user: publicUser(user) });
    });
  }

  app.post('/login', async (request, reply) => {
    const { user, remember } = await authenticate(db, { body: body(request), locale: request.locale, ip: request.ip });
    await startUserSession(db, request, reply, user, remember);
    return { user: publicUser(user) };
  });

  app.post('/logout', async (request, reply) => {
    await endSession(db, request, reply);
    return reply.code(204).send();
  });

  app.post('/password/email', async (request) => {
    await requestPasswordReset(deps, { body: body(request), locale: request.locale, ip: request.ip });
    return { message: translate(accountMessages.resetLinkSent, request.locale) };
  });

  // Decision: a successful reset signs the person in (they proved they own the mailbox) and ends
  // every other session; the SPA then goes to /my.
  app.post('/password/reset', async (request, reply) => {
    const user = await resetPassword(db, { body: body(request), locale: request.locale, ip: request.ip });
    await startUserSession(db, request, reply, user, false);
    return { message: translate(accountMessages.passwordReset, request.locale), user: publicUser(user) };
  });
};
