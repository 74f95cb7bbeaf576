import { sql } from 'drizzle-orm';
import type { AppModule } from '../../deps';
import { rowsOf } from '../../db/client';
import { requireAdmin } from '../../http/auth';
import { openToTokens } from '../../http/bearer';
import { nothing } from '../../http/validation';
import type { MetricsRecorder } from './recorder';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsRecorder;
  }
}

/** The states whose count an operator watches, read from the database at each scrape. */
const GAUGES = [
  {
    name: 'terme_jobs',
    help: 'Background jobs by queue and state (queued: waiting or due; failed: out of attempts)',
    query: sql`select queue, status as state, count(*)::int as n from jobs where status in ('queued', 'running', 'failed') group by queue, status`,
    labels: ['queue', 'state'],
  },
  {
    name: 'terme_payments_in_flight',
    help: 'Payments neither settled nor refunded yet (reconciliation decides those left by a crash)',
    query: sql`select kind, count(*)::int as n from payments where status in ('pending', 'confirming', 'refunding') group by kind`,
    labels: ['kind'],
  },
  {
    name: 'terme_mails',
    help: 'Mails of the outbox not sent yet: pending (being tried) and failed (listed for the front desk)',
    query: sql`select status as state, count(*)::int as n from outbox_mails where status in ('pending', 'failed') group by status`,
    labels: ['state'],
  },
] as const;

/**
 * GET /api/admin/metrics: the Prometheus text format, for an administrator's session or a token
 * of an administrator with the `metrics:read` scope (a scraper). Requests and latency by route
 * pattern come from this process; jobs, payments in flight and mails from the shared database.
 * docs/operations.md §10.
 */
export const metricsModule: AppModule = async (app, { db }) => {
  app.get(
    '/api/admin/metrics',
    {
      schema: {
        querystring: nothing,
        tags: ['Front desk'],
        summary: 'Operating metrics in the Prometheus text format (administrators; token scope `metrics:read`)',
      },
      onRequest: [requireAdmin],
      config: openToTokens('metrics:read'),
    },
    async (_request, reply) => {
      const requests = await app.metrics.registry();
      const { Gauge, Registry } = await import('prom-client');
      // The database's counts, read now, in a registry of this scrape.
      const now = new Registry();
      for (const gauge of GAUGES) {
        const metric = new Gauge({
          name: gauge.name,
          help: gauge.help,
          labelNames: [...gauge.labels],
          registers: [now],
        });
        for (const row of rowsOf<Record<string, string | number>>(await db.execute(gauge.query)))
          metric.set(Object.fromEntries(gauge.labels.map((label) => [label, String(row[label])])), Number(row.n));
      }
      const merged = Registry.merge([requests, now]);
      return reply.header('content-type', merged.contentType).send(await merged.metrics());
    },
  );
};
