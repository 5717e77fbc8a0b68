import type { FastifyInstance } from 'fastify';
import { getOfferFilters, searchOffers } from '@fitcover/contract/search/offer-search';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { offerFilters, searchOffers as search } from './search.service.ts';
import { getOfferForInstructor, listExclusiveOffers } from '@fitcover/contract/search/offer-detail';
import { exclusiveOffers, offerForInstructor } from './offer-detail.service.ts';

export function searchRoutes(app: FastifyInstance, system: System): void {
  route(app, system, searchOffers, async ({ ctx, principal, query }) => search(ctx, principal.id, query));
  route(app, system, getOfferFilters, async ({ ctx }) => offerFilters(ctx));
  route(app, system, listExclusiveOffers, ({ ctx, principal }) => exclusiveOffers(ctx, principal));
  route(app, system, getOfferForInstructor, ({ ctx, principal, params }) =>
    offerForInstructor(ctx, principal, params.id),
  );
}
