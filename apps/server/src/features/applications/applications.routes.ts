import type { FastifyInstance } from 'fastify';
import {
  acceptApplication,
  listGymApplicants,
  markApplicationViewed,
  rejectApplication,
} from '@fitcover/contract/applications/gym-applicants';
import { applyToOffer } from '@fitcover/contract/applications/apply';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { applicantGroups } from './applicants.service.ts';
import { applyToOffer as apply } from './apply.service.ts';
import * as decisions from './decisions.service.ts';

export function applicationRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listGymApplicants, async ({ ctx, principal, query }) =>
    applicantGroups(ctx, principal.id, query.page, query.limit),
  );

  route(app, system, acceptApplication, async ({ ctx, principal, params }) => {
    await decisions.acceptApplication(ctx, principal.id, params.id);
    return { ok: true as const };
  });

  route(app, system, rejectApplication, async ({ ctx, principal, params }) => {
    await decisions.rejectApplication(ctx, principal.id, params.id);
    return { ok: true as const };
  });

  route(app, system, markApplicationViewed, async ({ ctx, principal, params }) => {
    await decisions.markViewed(ctx, principal.id, params.id);
    return { ok: true as const };
  });

  route(app, system, applyToOffer, async ({ ctx, principal, params }) => apply(ctx, principal.id, params.id), {
    status: 201,
    rateLimit: 'offerWrite',
  });
}
