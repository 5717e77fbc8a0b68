import type { FastifyInstance } from 'fastify';
import {
  addAbsence,
  deleteAbsence,
  getMyAvailability,
  saveWeeklyAvailability,
} from '@fitcover/contract/availability/availability';
import { checkApplyClash } from '@fitcover/contract/calendar/calendar';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { applyClash } from './clash.service.ts';
import { addAbsence as createAbsence, readAvailability, removeAbsence, saveWeekly } from './availability.service.ts';

export function availabilityRoutes(app: FastifyInstance, system: System): void {
  route(app, system, getMyAvailability, async ({ ctx, principal }) => readAvailability(ctx, principal.id));
  route(app, system, saveWeeklyAvailability, async ({ ctx, principal, body }) => saveWeekly(ctx, principal.id, body), {
    rateLimit: 'profileWrite',
  });
  route(app, system, addAbsence, async ({ ctx, principal, body }) => createAbsence(ctx, principal.id, body), {
    rateLimit: 'profileWrite',
    status: 201,
  });
  route(app, system, checkApplyClash, async ({ ctx, principal, params }) => applyClash(ctx, principal.id, params.id));
  route(app, system, deleteAbsence, async ({ ctx, principal, params }) => removeAbsence(ctx, principal.id, params.id), {
    rateLimit: 'profileWrite',
  });
}
