// One party of an accepted class rates the other after it took place (DECISIONS §6).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { uuidSchema } from '../common/fields.ts';
import { comentarioSchema, puntuacionSchema } from './review-fields.ts';

export const createReviewBody = z.object({ puntuacion: puntuacionSchema, comentario: comentarioSchema });
export type CreateReviewBody = z.input<typeof createReviewBody>;

export const createReview = defineEndpoint({
  method: 'POST',
  path: '/api/applications/:id/review',
  access: ['gimnasio', 'instructor'],
  params: z.object({ id: uuidSchema }),
  body: createReviewBody,
  response: z.object({ id: z.uuid() }),
});
