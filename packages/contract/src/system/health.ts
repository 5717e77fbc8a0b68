import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const healthSchema = z.object({
  status: z.enum(['starting', 'ok', 'error']),
  message: z.string().optional(),
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: healthSchema,
});
