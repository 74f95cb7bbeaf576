import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { sql } from 'drizzle-orm';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { createMailTransport, type MailTransport } from './mail/mailer';
import { defineMailQueue, outboxMailer } from './mail/outbox';
import { JobRunner } from './jobs/runner';
import { defineMaintenance } from './jobs/maintenance';
import { defineReconciliation } from './payments/reconcile';
import type { PurchaseKinds } from './payments/purchaseSpec';
import { defineStripeEvents } from './payments/stripe/webhook';
import { httpLayer } from './http';
import { loggerOptions } from './http/logRedaction';
import { compilersOnDemand } from './http/compilersOnDemand';
import { nothing } from './http/validation';
import { registerSpa } from './http/spa';
import { securityHeaders } from './http/securityHeaders';
import { modules, purchaseKinds } from './modules';
import { MetricsRecorder } from './modules/metrics/recorder';
import { registerApiDocs } from './modules/apiDocs/plugin';
import type { AppDeps } from './deps';
import { PUBLIC_READ } from './http/session';
import { RulesCache } from './db/rulesCache';
import { AnswerCache } from './db/answerCache';

export interface BuildOptions {
  /** An open database; when absent one is opened from the config (and closed with the app). */
  database?: Database;
  /** How mails leave (default: SMTP_URL, else `.eml` files); tests pass one that fails. */
  transport?: MailTransport;
  /** Where the request log goes when config.logger is on (default stdout); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** The kinds of purchase settled without their request (default: server/modules' purchaseKinds); tests pass their own. */
  purchaseKinds?: (deps: AppDeps) => PurchaseKinds;
  /**
   * Tests: called with every JSON answer whose status the route documents (its `schema.response`,
   * decision 019) before it leaves; tests/server/support/answerCheck.ts holds it to that schema.
   */
  checkAnswers?: (route: { method: string; url: string; status: number; schema: unknown }, body: unknown) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job runner: main.ts starts it; tests drain it with `runDue()`. */
    jobs: JobRunner;
    /** This process's cache of the hotel's rules (decision 022); tests wait on its changes. */
    rulesCache: RulesCache;
    /** This process's cache of the rates search's answers (decision 027); tests read and wait on it. */
    answerCache: AnswerCache;
  }
}

/** No form is anywhere near this; a larger body is refused (413) before it is read (decision 004). */
const BODY_LIMIT_BYTES = 256 * 1024;
/** Path parameters this long still reach their schema (a 422 that says why), not a bare 404. */
const MAX_PARAM_LENGTH = 8 * 1024;

/**
 * Builds the whole app (API and SPA) on a database. Tests call this on a fresh database;
 * server/main.ts calls it and listens. Plugins load in fastify/demo's order: external plugins,
 * then the app's own HTTP layer, then the modules' routes, then the SPA fallback.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { db } = database;

  const app = Fastify({
    logger: config.logger ? loggerOptions(options.logStream) : false,
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    schemaController: { compilersFactory: compilersOnDemand },
  });
  if (!options.database) app.addHook('onClose', () => database.close());
  // Answers are written with JSON.stringify, never through the `schema.response` routes declare for the
  // API's document (decision 019): Fastify's default serializer, fast-json-stringify, would drop every
  // property a schema does not list and coerce values to its types, so documenting a route would change its answers.
  // As Fastify writes an answer without a schema (lib/reply.js); it never passes `undefined` here.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data) as string);
  const { checkAnswers } = options;
  if (checkAnswers) {
    // After serialisation, so that answers sent as ready JSON (kept answers, http/keptAnswers.ts) are checked too.
    app.addHook('onSend', async (request, reply, payload) => {
      const documented = request.routeOptions.schema?.response as Record<number, unknown> | undefined;
      const schema = documented?.[reply.statusCode];
      // Only JSON answers: a photo (image/webp) is documented as binary content (decision 050).
      const json = /json/.test(String(reply.getHeader('content-type') ?? 'application/json'));
      if (schema && json && (typeof payload === 'string' || Buffer.isBuffer(payload)))
        checkAnswers(
          { method: request.method, url: request.routeOptions.url ?? request.url, status: reply.statusCode, schema },
          JSON.parse(payload.toString()),
        );
      return payload;
    });
  }

  // Every mail goes through the outbox; the job runner delivers it (docs/decisions/013).
  const jobs = new JobRunner(db, { log: app.log });
  defineMailQueue(jobs, db, options.transport ?? createMailTransport(config));
  defineMaintenance(jobs, db, config.checkInRetentionDays);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  // Seasons, prices and rate plans kept between requests, dropped on every change (decision 022).
  const feed = await database.changeFeed({
    listenUrl: config.databaseListenUrl,
    log: (message) => app.log.warn(message),
  });
  app.addHook('onClose', () => feed.close());
  const rules = new RulesCache(feed);
  app.decorate('rulesCache', rules);
  const answers = new AnswerCache(feed);
  app.decorate('answerCache', answers);
  const deps: AppDeps = { db, config, mailer: outboxMailer(db), jobs, rules, answers };
  // Each kind of purchase, declared once in its module, handed to what settles payments without their request.
  const purchases = options.purchaseKinds?.(deps) ?? purchaseKinds(deps);
  defineReconciliation(jobs, deps, purchases);
  defineStripeEvents(jobs, deps, purchases);

  // Requests and latency by route pattern, for the operator's metrics (server/modules/metrics).
  const metrics = new MetricsRecorder();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: `${Math.floor(reply.statusCode / 100)}xx`,
      seconds: reply.elapsedTime / 1000,
    });
  });

  await app.register(securityHeaders);
  // No parsing hook: cookies are parsed where they are read (http/cookies.ts, decision 029).
  await app.register(cookie, { secret: config.sessionSecret, hook: false });
  await app.register(formbody);

  await app.register(httpLayer, { db, secret: config.sessionSecret });
  // Before any route: @fastify/swagger documents the routes added after it.
  await registerApiDocs(app, config.appUrl);

  const health = { querystring: nothing, tags: ['Site'], summary: 'Health check: the database answers' };
  app.get('/healthz', { schema: health, ...PUBLIC_READ }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false });
    }
  });
  for (const module of modules) await app.register(module, deps);

  await registerSpa(app, { db, distDir: config.distDir, appUrl: config.appUrl });
  return app;
}
