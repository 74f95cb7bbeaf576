import type { Histogram, Registry } from 'prom-client';

/** One answered request, as the metrics count it. */
interface Observation {
  method: string;
  route: string;
  status: string;
  seconds: number;
}

/**
 * Request counts and latencies by route for the operator's metrics (docs/operations.md §10), in
 * prom-client's registry of this app. prom-client is loaded with the first request, not at start
 * (a start waits for nothing it does not need, decision 030): what is answered meanwhile is kept
 * and counted as soon as it is there.
 */
export class MetricsRecorder {
  private loaded: Promise<{ registry: Registry; requests: Histogram<'method' | 'route' | 'status'> }> | null = null;
  private waiting: Observation[] = [];
  private ready: Awaited<NonNullable<MetricsRecorder['loaded']>> | null = null;

  observe(observation: Observation): void {
    if (this.ready) record(this.ready.requests, observation);
    else {
      this.waiting.push(observation);
      void this.load();
    }
  }

  /** The registry, with what was answered before it was loaded counted in. */
  async registry(): Promise<Registry> {
    return (await this.load()).registry;
  }

  private load() {
    this.loaded ??= import('prom-client').then(({ Registry, Histogram }) => {
      const registry = new Registry();
      const requests = new Histogram({
        name: 'terme_http_request_duration_seconds',
        help: 'Answered HTTP requests by method, route pattern and status class, and how long they took',
        labelNames: ['method', 'route', 'status'] as const,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        registers: [registry],
      });
      this.ready = { registry, requests };
      for (const observation of this.waiting) record(requests, observation);
      this.waiting = [];
      return this.ready;
    });
    return this.loaded;
  }
}

const record = (requests: Histogram<'method' | 'route' | 'status'>, { seconds, ...labels }: Observation) =>
  requests.observe(labels, seconds);
