import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config';
import type { Db, Tx } from './db/client';
import type { JobRunner } from './jobs/runner';
import type { Mailer } from './mail/mailer';
import { outboxMailer } from './mail/outbox';
import type { RulesCache } from './db/rulesCache';
import type { AnswerCache } from './db/answerCache';

/**
 * What every module gets: the database, the configuration, the mailer (it writes into the
 * outbox, docs/decisions/013), the job runner (to define a queue or a periodic job) and the
 * cache of the hotel's rules (docs/decisions/022).
 */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  jobs: JobRunner;
  /** The hotel's rules kept between requests (seasons, prices, rate plans, promo codes). */
  rules: RulesCache;
  /** The rates search's answers kept while the rooms and rules they counted stay as they were (decision 027). */
  answers: AnswerCache;
}

/**
 * The deps of code running inside a transaction: its reads see the transaction's writes, and
 * its mails are written to the outbox in it, so they leave exactly when the change commits.
 */
export function inTransaction(deps: AppDeps, tx: Tx): AppDeps {
  return { ...deps, db: tx as unknown as Db, mailer: outboxMailer(tx) };
}

/**
 * A module is one encapsulated Fastify plugin (fastify/demo's routes/): it registers its routes
 * with their schemas, and its hooks and error mapping stay inside it. Its options are the app's deps.
 */
export type AppModule = FastifyPluginAsync<AppDeps>;
