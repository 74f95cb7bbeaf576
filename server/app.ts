import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import { sql } from 'drizzle-orm';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import { registerErrorHandling } from './http/errors';
import { registerLocale } from './http/locale';
import { sessionPlugin } from './http/session';
import { registerCsrf } from './http/csrf';
import { registerSpa } from './http/spa';
import { contentSecurityPolicy } from './http/securityHeaders';
import { modules } from './modules';
import type { AppDeps } from './modules/types';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  /** An open database; when absent one is opened from the config (and closed with the app). */
  database?: Database;
  mailer?: Mailer;
}

/**
 * Builds the whole app (API and SPA) on a database. Tests call this on a fresh database;
 * server/main.ts calls it and listens.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { db } = database;
  const mailer = options.mailer ?? createMailer(config);
  const deps: AppDeps = { db, config, mailer };

  const app = Fastify({
    logger: config.logger ? { level: 'info' } : false,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.decorate('deps', deps);
  if (!options.database) app.addHook('onClose', () => database.close());

  // External plugins first, then our own HTTP layer, then the journeys' routes.
  await app.register(helmet, { contentSecurityPolicy: { directives: contentSecurityPolicy }, crossOriginEmbedderPolicy: false });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(formbody);
  registerErrorHandling(app);
  registerLocale(app);
  await app.register(sessionPlugin, { db });
  registerCsrf(app);

  app.get('/healthz', async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false });
    }
  });

  for (const register of modules) await register(app, deps);
  await registerSpa(app, { db, distDir: config.distDir });
  return app;
}
