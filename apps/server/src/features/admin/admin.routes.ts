// Every /api/admin endpoint: admin sessions only (the contract's access rule, checked by route()).
import type { FastifyInstance } from 'fastify';
import { getAdminActivity } from '@fitcover/contract/admin/activity';
import { listAuditLog } from '@fitcover/contract/admin/audit-log';
import { cancelAdminOffer, listAdminOffers } from '@fitcover/contract/admin/offers';
import { listAdminGyms, listAdminInstructors, reactivateUser, suspendUser } from '@fitcover/contract/admin/users';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { activityPage } from './activity.service.ts';
import { cancelOffer, offersPage } from './admin-offers.service.ts';
import { adminDeskRoutes } from './admin-desk.routes.ts';
import { listAudit } from './audit.repo.ts';
import { gymsPage, instructorsPage, reactivateAccount, suspendAccount } from './users.service.ts';

const ok = { ok: true as const };

export function adminRoutes(app: FastifyInstance, system: System): void {
  route(app, system, getAdminActivity, async ({ ctx, query }) => activityPage(ctx, query.limit, query.cursor));

  route(app, system, listAuditLog, async ({ ctx, query }) => listAudit(ctx.db, query));

  route(app, system, listAdminGyms, async ({ ctx, query }) => gymsPage(ctx, query));

  route(app, system, listAdminInstructors, async ({ ctx, query }) => instructorsPage(ctx, query));

  route(app, system, suspendUser, async ({ ctx, principal, params, body }) => {
    await suspendAccount(ctx, principal.id, params.id, body.motivo);
    return ok;
  });

  route(app, system, reactivateUser, async ({ ctx, principal, params, body }) => {
    await reactivateAccount(ctx, principal.id, params.id, body.motivo);
    return ok;
  });

  route(app, system, listAdminOffers, async ({ ctx, query }) => offersPage(ctx, query));

  route(app, system, cancelAdminOffer, async ({ ctx, principal, params, body }) => {
    await cancelOffer(ctx, principal.id, params.id, body.motivo);
    return ok;
  });

  adminDeskRoutes(app, system);
}
