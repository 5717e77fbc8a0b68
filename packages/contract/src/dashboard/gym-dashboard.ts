import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const planLabelSchema = z.enum(['Básico', 'PRO', 'Sin plan']);

export const gymDashboardSchema = z.object({
  /** Offers published this calendar month (Europe/Madrid). */
  offers: z.number().int(),
  /** Applications still pendiente on the gym's offers. */
  applicants: z.number().int(),
  plan: planLabelSchema,
  trialEndsAt: z.string().nullable(),
  covered_classes: z.number().int(),
});
export type GymDashboard = z.infer<typeof gymDashboardSchema>;

export const getGymDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/gym/dashboard',
  access: ['gimnasio'],
  response: gymDashboardSchema,
});
