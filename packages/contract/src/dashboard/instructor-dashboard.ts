import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const instructorDashboardSchema = z.object({
  applications: z.number().int(),
  avg_rating: z.number().nullable(),
  /** Sum of this month's accepted classes' precio, in euros. */
  estimated_income: z.number(),
  upcoming_classes: z.number().int(),
});
export type InstructorDashboard = z.infer<typeof instructorDashboardSchema>;

export const getInstructorDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/instructor/dashboard',
  access: ['instructor'],
  response: instructorDashboardSchema,
});
