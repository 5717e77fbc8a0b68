import type { FastifyInstance } from 'fastify';
import {
  createOffer,
  deleteOffer,
  getOfferQuota,
  listGymOffers,
  updateOffer,
} from '@fitcover/contract/offers/gym-offers';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { readQuota } from '../billing/quota.service.ts';
import { blockSummaries } from './block-view.ts';
import { decodeCursor, encodeCursor, toGymOffer } from './offer-view.ts';
import { listOffersOfGym } from './offers.repo.ts';
import { editOffer, publishOffer, withdrawOffer } from './offers.service.ts';

export function offerRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listGymOffers, async ({ ctx, principal, query }) => {
    const rows = await listOffersOfGym(ctx.db, principal.id, query.limit + 1, decodeCursor(query.cursor));
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const now = ctx.clock.now();
    const blocks = await blockSummaries(
      ctx.db,
      page.map((row) => row.bloqueId),
      now,
    );
    return {
      items: page.map((row) => ({ ...toGymOffer(row, now), bloque: row.bloqueId ? blocks.get(row.bloqueId) : null })),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
    };
  });

  route(app, system, getOfferQuota, async ({ ctx, principal }) => readQuota(ctx.db, principal.id, ctx.clock.now()));

  route(app, system, createOffer, async ({ ctx, principal, body }) => publishOffer(ctx, principal.id, body), {
    status: 201,
    rateLimit: 'offerWrite',
  });

  route(
    app,
    system,
    updateOffer,
    async ({ ctx, principal, params, body }) => editOffer(ctx, principal.id, params.id, body),
    { rateLimit: 'offerWrite' },
  );

  route(app, system, deleteOffer, async ({ ctx, principal, params, body }) => ({
    outcome: await withdrawOffer(ctx, principal.id, params.id, body?.motivo),
  }));
}
