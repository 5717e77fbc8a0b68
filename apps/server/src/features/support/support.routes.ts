import type { FastifyInstance } from 'fastify';
import { createTicket } from '@fitcover/contract/support/create-ticket';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { createSupportTicket } from './create-ticket.service.ts';

export function supportRoutes(app: FastifyInstance, system: System): void {
  route(app, system, createTicket, async ({ body, ctx, principal }) => createSupportTicket(ctx, principal, body), {
    rateLimit: 'tickets',
    status: 201,
  });
}
