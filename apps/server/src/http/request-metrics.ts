// Counts every answer by route template (never the raw URL: ids would explode the series) and
// times it, for GET /api/metrics.
import type { FastifyInstance } from 'fastify';
import { httpDuration, httpErrors, httpRequests } from '../infra/metrics.ts';

export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    httpRequests.inc({ method: request.method, route, status });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 400) httpErrors.inc({ status });
    done();
  });
}
