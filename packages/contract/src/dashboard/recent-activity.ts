import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const applicationStatusSchema = z.enum(['pendiente', 'vista', 'aceptada', 'rechazada', 'retirada']);

export const activityItemSchema = z.object({
  id: z.uuid(),
  estado: applicationStatusSchema,
  ofertaTitulo: z.string(),
  /** The other party: the instructor's name for a gym, the gym's name for an instructor. */
  contraparte: z.string(),
  fecha: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const getRecentActivity = defineEndpoint({
  method: 'GET',
  path: '/api/dashboard/activity',
  access: ['gimnasio', 'instructor'],
  query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(3) }),
  response: z.object({ items: z.array(activityItemSchema) }),
});
