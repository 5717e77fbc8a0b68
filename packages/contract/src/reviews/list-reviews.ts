// The Valoraciones page (spec §2 Shared screens): reviews received with their average and count,
// and the reviews the user wrote (to see the other party's replies).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { reviewCardSchema } from './review-fields.ts';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** Opaque cursor from the previous page. */
  cursor: z.string().max(200).optional(),
});

export const listReceivedReviews = defineEndpoint({
  method: 'GET',
  path: '/api/reviews/received',
  access: ['gimnasio', 'instructor'],
  query: pageQuery,
  response: z.object({
    /** Average to one decimal; null without reviews. */
    average: z.number().nullable(),
    count: z.number().int(),
    items: z.array(reviewCardSchema),
    nextCursor: z.string().nullable(),
  }),
});

export const listGivenReviews = defineEndpoint({
  method: 'GET',
  path: '/api/reviews/given',
  access: ['gimnasio', 'instructor'],
  query: pageQuery,
  response: z.object({ items: z.array(reviewCardSchema), nextCursor: z.string().nullable() }),
});
