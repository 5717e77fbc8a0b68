// Responder (DECISIONS §1): the reviewed party posts one public reply per review.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { okSchema, requiredText, uuidSchema } from '../common/fields.ts';
import { REVIEW_TEXT_MAX } from './review-fields.ts';

export const replyReviewBody = z.object({ respuesta: requiredText('Respuesta', REVIEW_TEXT_MAX) });

export const replyToReview = defineEndpoint({
  method: 'POST',
  path: '/api/reviews/:id/reply',
  access: ['gimnasio', 'instructor'],
  params: z.object({ id: uuidSchema }),
  body: replyReviewBody,
  response: okSchema,
});
