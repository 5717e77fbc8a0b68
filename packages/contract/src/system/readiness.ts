import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

// For load balancers and orchestrators: 200 only while this instance should get traffic
// (migrated, database and — when REDIS_URL is set — Redis answering, not shutting down).
export const readinessSchema = z.object({
  status: z.enum(['ready', 'starting', 'stopping', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'error'])),
});

export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/api/health/ready',
  access: 'public',
  response: readinessSchema,
});
