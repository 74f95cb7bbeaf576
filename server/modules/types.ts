import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';

/** What every module gets: the database, the configuration and the mailer. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
}

/**
 * A module is one encapsulated Fastify plugin (fastify/demo's routes/): it registers its routes
 * with their schemas, and its hooks and error mapping stay inside it. Its options are the app's deps.
 */
export type AppModule = FastifyPluginAsync<AppDeps>;
