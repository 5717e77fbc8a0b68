import type { FastifyInstance } from 'fastify';
import { listMyApplications, withdrawApplication } from '@fitcover/contract/applications/my-applications';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { myApplications } from './my-applications.service.ts';
import { withdrawApplication as withdraw } from './withdraw.service.ts';

export function myApplicationRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listMyApplications, async ({ ctx, principal, query }) =>
    myApplications(ctx, principal.id, query.limit, query.cursor),
  );

  route(
    app,
    system,
    withdrawApplication,
    async ({ ctx, principal, params, body }) => {
      await withdraw(ctx, principal.id, params.id, body?.motivo);
      return { ok: true as const };
    },
    { rateLimit: 'offerWrite' },
  );
}
