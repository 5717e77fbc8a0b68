import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getDirectoryVisibility,
  inviteToOffer,
  listInvitableOffers,
  searchDirectory,
  updateDirectoryVisibility,
} from '@fitcover/contract/directory/directory';
import { route } from '../../http/route.ts';
import { targetLimiter } from '../../http/rate-limits.ts';
import type { System } from '../../system.ts';
import {
  directoryVisibility,
  invitableOffers,
  invite,
  searchDirectory as search,
  setDirectoryVisibility,
} from './directory.service.ts';

export function directoryRoutes(app: FastifyInstance, system: System): void {
  // Invitations count per gym, whichever session or address sends them.
  const gymOf = new WeakMap<FastifyRequest, string>();
  const invitations = targetLimiter(app, 'directoryInvite', system.env, (request) => gymOf.get(request) ?? request.ip);

  route(app, system, searchDirectory, async ({ ctx, principal, query }) => search(ctx, principal.id, query));
  route(app, system, listInvitableOffers, async ({ ctx, principal, params }) => ({
    items: await invitableOffers(ctx, principal.id, params.instructorId),
  }));
  route(app, system, inviteToOffer, async ({ ctx, principal, params, body, request, reply }) => {
    gymOf.set(request, principal.id);
    await invitations.enforce(request, reply);
    await invite(ctx, principal.id, params.instructorId, body.ofertaId);
    return { ok: true as const };
  });
  route(app, system, getDirectoryVisibility, async ({ ctx, principal }) => directoryVisibility(ctx, principal.id));
  route(
    app,
    system,
    updateDirectoryVisibility,
    async ({ ctx, principal, body }) => setDirectoryVisibility(ctx, principal.id, body.visible),
    { rateLimit: 'profileWrite' },
  );
}
