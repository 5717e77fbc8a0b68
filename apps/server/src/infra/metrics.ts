// What operators watch (GET /api/metrics, Prometheus text format, prom-client): requests by
// route and status with a latency histogram, live sockets and events, the job queue, the
// database pool, e-mail deliveries, and Node's own process metrics. One registry per process;
// gauges that describe shared state (the job queue) are read from the database at scrape time.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'fitcover_' });

export const httpRequests = new Counter({
  name: 'fitcover_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpErrors = new Counter({
  name: 'fitcover_http_errors_total',
  help: 'HTTP answers with status >= 400, by status',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'fitcover_http_request_duration_seconds',
  help: 'Time from request to answer, by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const liveEventsPublished = new Counter({
  name: 'fitcover_live_events_published_total',
  help: 'Live events put on the shared channel by this process, by type',
  labelNames: ['type'] as const,
  registers: [registry],
});

export const liveEventsDelivered = new Counter({
  name: 'fitcover_live_events_delivered_total',
  help: 'Live events written to this process’s sockets, by type',
  labelNames: ['type'] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'fitcover_jobs_run_total',
  help: 'Background jobs run by this process, by type and outcome',
  labelNames: ['type', 'outcome'] as const,
  registers: [registry],
});

export const mailDeliveries = new Counter({
  name: 'fitcover_mail_deliveries_total',
  help: 'E-mails handed to the transport (SMTP or outbox folder), by outcome',
  labelNames: ['transport', 'outcome'] as const,
  registers: [registry],
});

export const idempotentReplays = new Counter({
  name: 'fitcover_idempotent_replays_total',
  help: 'Writes answered from a stored answer (a repeated Idempotency-Key), by route template',
  labelNames: ['route'] as const,
  registers: [registry],
});

export type ScrapeSources = {
  openSockets: () => number;
  jobQueue: () => Promise<{ pending: number; oldestDueAgeSeconds: number }>;
  pool: () => { total: number; idle: number; waiting: number } | null;
};

let sources: ScrapeSources | null = null;

/** The running server's state behind the scrape-time gauges (set once ready). */
export function setScrapeSources(next: ScrapeSources | null): void {
  sources = next;
}

new Gauge({
  name: 'fitcover_live_sockets_open',
  help: 'Open /api/live WebSockets on this process',
  registers: [registry],
  collect() {
    this.set(sources?.openSockets() ?? 0);
  },
});

const jobsOldest = new Gauge({
  name: 'fitcover_jobs_oldest_due_age_seconds',
  help: 'How long the oldest due job has waited, whole cluster',
  registers: [registry],
});
new Gauge({
  name: 'fitcover_jobs_pending',
  help: 'Jobs not yet done (due or scheduled), whole cluster',
  registers: [registry],
  async collect() {
    const queue = await sources?.jobQueue().catch(() => null);
    this.set(queue?.pending ?? 0);
    jobsOldest.set(queue?.oldestDueAgeSeconds ?? 0);
  },
});

const poolGauge = (
  name: string,
  help: string,
  pick: (pool: { total: number; idle: number; waiting: number }) => number,
) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      const pool = sources?.pool();
      this.set(pool ? pick(pool) : 0);
    },
  });
poolGauge('fitcover_db_pool_connections', 'PostgreSQL pool connections open', (p) => p.total);
poolGauge('fitcover_db_pool_idle', 'PostgreSQL pool connections idle', (p) => p.idle);
poolGauge('fitcover_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection', (p) => p.waiting);
