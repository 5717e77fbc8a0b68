// For operators: readiness (GET /api/health/ready, for load balancers that can poll) and
// Prometheus metrics (GET /api/metrics, METRICS_TOKEN or a direct loopback request).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getReadiness } from '@fitcover/contract/system/readiness';
import { getMetrics } from '@fitcover/contract/system/metrics';
import type { System } from '../../system.ts';
import { AppError, forbidden } from '../../http/app-error.ts';
import { registry } from '../../infra/metrics.ts';
import { pingDatabase } from './system.repo.ts';

const CHECK_TIMEOUT_MS = 2_000;
const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref()),
  ]);

const passes = (work: () => Promise<unknown>) =>
  within(work()).then(
    () => 'ok' as const,
    () => 'error' as const,
  );

function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
    throw new AppError('UNAUTHENTICATED', { userMessage: 'Falta el token de métricas o no es válido.' });
  }
  // The socket's own address, never a forwarded one; a request that came through a proxy on
  // this machine carries X-Forwarded-For and is refused too.
  return loopback.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

export function operationsRoutes(app: FastifyInstance, system: System): void {
  app.get(getReadiness.path, { logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const ctx = system.context;
    const checks: Record<string, 'ok' | 'error'> = {};
    if (ctx) checks.database = await passes(() => pingDatabase(ctx.db));
    if (system.redis) {
      const redis = system.redis;
      checks.redis = await passes(() => redis.ping());
    }
    const status =
      system.state.status === 'starting'
        ? 'starting'
        : system.draining
          ? 'stopping'
          : system.state.status === 'error' || Object.values(checks).includes('error')
            ? 'unavailable'
            : 'ready';
    return reply.status(status === 'ready' ? 200 : 503).send(getReadiness.response.parse({ status, checks }));
  });

  app.get(getMetrics.path, { logLevel: 'warn' }, async (request, reply) => {
    if (!mayReadMetrics(request, system.env.METRICS_TOKEN)) throw forbidden();
    reply.header('cache-control', 'no-store');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
