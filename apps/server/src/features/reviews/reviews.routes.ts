import type { FastifyInstance } from 'fastify';
import { createReview } from '@fitcover/contract/reviews/create-review';
import { listGivenReviews, listReceivedReviews } from '@fitcover/contract/reviews/list-reviews';
import { listPendingReviews } from '@fitcover/contract/reviews/pending-reviews';
import { replyToReview } from '@fitcover/contract/reviews/reply-review';
import type { Principal } from '../../context.ts';
import { forbidden } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { givenReviews, pendingReviews, receivedReviews } from './reviews-list.service.ts';
import * as reviews from './reviews.service.ts';

/** Reviews are between gyms and instructors; the contract's access already keeps others out. */
function party(principal: Principal): { id: string; rol: 'gimnasio' | 'instructor' } {
  if (principal.rol === 'admin') throw forbidden();
  return { id: principal.id, rol: principal.rol };
}

export function reviewsRoutes(app: FastifyInstance, system: System): void {
  route(
    app,
    system,
    createReview,
    async ({ ctx, principal, params, body }) => reviews.createReview(ctx, principal, params.id, body),
    { status: 201, rateLimit: 'reviewWrite' },
  );

  route(
    app,
    system,
    replyToReview,
    async ({ ctx, principal, params, body }) => {
      await reviews.replyToReview(ctx, principal, params.id, body.respuesta);
      return { ok: true as const };
    },
    { rateLimit: 'reviewWrite' },
  );

  route(app, system, listReceivedReviews, async ({ ctx, principal, query }) =>
    receivedReviews(ctx, party(principal), query.limit, query.cursor),
  );

  route(app, system, listGivenReviews, async ({ ctx, principal, query }) =>
    givenReviews(ctx, party(principal), query.limit, query.cursor),
  );

  route(app, system, listPendingReviews, async ({ ctx, principal, query }) =>
    pendingReviews(ctx, party(principal), query.limit),
  );
}
