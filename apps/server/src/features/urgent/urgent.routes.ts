import type { FastifyInstance } from 'fastify';
import {
  addTrustedInstructor,
  applyOfferBonus,
  getOfferTimeline,
  getUrgentPreferences,
  listTrustedInstructors,
  removeTrustedInstructor,
  updateUrgentPreferences,
} from '@fitcover/contract/offers/urgent';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import {
  addTrusted,
  offerTimeline,
  raisePay,
  removeTrusted,
  saveUrgentPreferences,
  trustedInstructors,
  urgentPreferences,
} from './urgent.service.ts';

export function urgentRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listTrustedInstructors, async ({ ctx, principal }) => ({
    items: await trustedInstructors(ctx, principal.id),
  }));
  route(app, system, addTrustedInstructor, async ({ ctx, principal, body }) => {
    await addTrusted(ctx, principal.id, body.instructorId);
    return { ok: true as const };
  });
  route(app, system, removeTrustedInstructor, async ({ ctx, principal, params }) => {
    await removeTrusted(ctx, principal.id, params.instructorId);
    return { ok: true as const };
  });
  route(
    app,
    system,
    applyOfferBonus,
    async ({ ctx, principal, params, body }) => raisePay(ctx, principal.id, params.id, body.pct),
    { rateLimit: 'offerWrite' },
  );
  route(app, system, getOfferTimeline, async ({ ctx, principal, params }) =>
    offerTimeline(ctx, principal.id, params.id),
  );
  route(app, system, getUrgentPreferences, async ({ ctx, principal }) => urgentPreferences(ctx, principal.id));
  route(app, system, updateUrgentPreferences, async ({ ctx, principal, body }) =>
    saveUrgentPreferences(ctx, principal.id, body),
  );
}
