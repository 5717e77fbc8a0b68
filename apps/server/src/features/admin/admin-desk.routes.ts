// The admin's desk work: commissions, moderation, global notices and support tickets.
import type { FastifyInstance } from 'fastify';
import { exportCommissions, listCommissions } from '@fitcover/contract/admin/commissions';
import { getFlagConversation, listModerationFlags, resolveFlag, warnUser } from '@fitcover/contract/admin/moderation';
import { listNotices, sendNotice } from '@fitcover/contract/admin/notices';
import { answerTicket, closeTicket, listAdminTickets } from '@fitcover/contract/admin/tickets';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { answerSupportTicket, closeSupportTicket, ticketsPage } from './admin-tickets.service.ts';
import { commissionsCsv, commissionsPage, csvFileName } from './commissions.service.ts';
import { flagConversation, flagsPage, resolveModerationFlag, warnFlagParty } from './moderation.service.ts';
import { noticesPage, sendGlobalNotice } from './notices.service.ts';

const ok = { ok: true as const };

export function adminDeskRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listCommissions, async ({ ctx, query }) => commissionsPage(ctx, query));

  route(app, system, exportCommissions, async ({ ctx, query, reply }) => {
    const csv = await commissionsCsv(ctx, query);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName(query)}"`)
      .header('cache-control', 'no-store');
    return csv;
  });

  route(app, system, listModerationFlags, async ({ ctx, query }) => flagsPage(ctx, query));

  route(app, system, getFlagConversation, async ({ ctx, params, query }) =>
    flagConversation(ctx, params.id, query.limit, query.before),
  );

  route(app, system, warnUser, async ({ ctx, principal, params, body }) => {
    await warnFlagParty(ctx, principal.id, params.id, body);
    return ok;
  });

  route(app, system, resolveFlag, async ({ ctx, principal, params, body }) => {
    await resolveModerationFlag(ctx, principal.id, params.id, body.nota);
    return ok;
  });

  route(app, system, listNotices, async ({ ctx, query }) => noticesPage(ctx, query));

  route(app, system, sendNotice, async ({ ctx, principal, body }) => sendGlobalNotice(ctx, principal.id, body), {
    status: 201,
  });

  route(app, system, listAdminTickets, async ({ ctx, query }) => ticketsPage(ctx, query));

  route(app, system, answerTicket, async ({ ctx, principal, params, body }) => {
    await answerSupportTicket(ctx, principal.id, params.id, body.respuesta);
    return ok;
  });

  route(app, system, closeTicket, async ({ ctx, principal, params }) => {
    await closeSupportTicket(ctx, principal.id, params.id);
    return ok;
  });
}
