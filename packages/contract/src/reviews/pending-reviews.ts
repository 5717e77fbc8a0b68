// Classes the signed-in user may still rate (accepted, taken place, within 30 days, not rated):
// the dashboard's prompt.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const pendingReviewSchema = z.object({
  aplicacionId: z.uuid(),
  titulo: z.string(),
  fechaClase: z.string(),
  hora: z.string(),
  /** The last moment a review is accepted (class end + 30 days). */
  deadline: z.string(),
  otraParte: z.object({ id: z.uuid(), nombre: z.string(), avatarUrl: z.string().nullable() }),
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;

export const listPendingReviews = defineEndpoint({
  method: 'GET',
  path: '/api/reviews/pending',
  access: ['gimnasio', 'instructor'],
  query: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
  response: z.object({ items: z.array(pendingReviewSchema), total: z.number().int() }),
});
