import type { FastifyInstance } from 'fastify';
import { createTicket } from '@fitcover/contract/support/create-ticket';
import { bodyEmail, targetLimiter } from '../../http/rate-limits.ts';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { createSupportTicket } from './create-ticket.service.ts';

export function supportRoutes(app: FastifyInstance, system: System): void {
  const confirmations = targetLimiter(app, 'ticketConfirmationTo', system.env, bodyEmail);
  route(
    app,
    system,
    createTicket,
    async ({ body, ctx, principal, request }) =>
      createSupportTicket(ctx, principal, body, { confirm: await confirmations.allows(request) }),
    {
      rateLimit: 'tickets',
      status: 201,
    },
  );
}
