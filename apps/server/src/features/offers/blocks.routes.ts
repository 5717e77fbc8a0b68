import type { FastifyInstance } from 'fastify';
import { createOfferBlock } from '@fitcover/contract/offers/blocks';
import {
  acceptOfferBlock,
  applyToOfferBlock,
  getGymOfferBlock,
  getOfferBlockForInstructor,
} from '@fitcover/contract/offers/block-views';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { acceptBlock, applyToBlock, instructorBlock } from '../applications/block-decisions.service.ts';
import { gymBlock, publishBlock } from './blocks.service.ts';

/** Cover blocks (ADR 0026): publish, the gym's page, the instructor's page, apply, accept. */
export function blockRoutes(app: FastifyInstance, system: System): void {
  route(app, system, createOfferBlock, async ({ ctx, principal, body }) => publishBlock(ctx, principal.id, body), {
    status: 201,
    rateLimit: 'offerWrite',
  });

  route(app, system, getGymOfferBlock, async ({ ctx, principal, params }) => gymBlock(ctx, principal.id, params.id));

  route(app, system, acceptOfferBlock, async ({ ctx, principal, params, body }) =>
    acceptBlock(ctx, principal.id, params.id, body),
  );

  route(app, system, getOfferBlockForInstructor, async ({ ctx, principal, params }) =>
    instructorBlock(ctx, principal.id, params.id),
  );

  route(
    app,
    system,
    applyToOfferBlock,
    async ({ ctx, principal, params, body }) => applyToBlock(ctx, principal.id, params.id, body?.ofertaIds),
    { status: 201, rateLimit: 'offerWrite' },
  );
}
