import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';

/** What every module gets: the database, the configuration and the mailer. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
}

/** A module registers its routes on the app; it is a plain Fastify plugin with the app's deps. */
export type AppModule = (app: FastifyInstance, deps: AppDeps) => Promise<void>;
