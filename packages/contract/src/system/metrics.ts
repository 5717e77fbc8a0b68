import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

// Prometheus text format. Public in the sense of "no session": the server asks for the
// METRICS_TOKEN bearer token, or without one answers only direct loopback requests.
export const getMetrics = defineEndpoint({
  method: 'GET',
  path: '/api/metrics',
  access: 'public',
  response: z.string(),
});
