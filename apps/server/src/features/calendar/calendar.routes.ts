import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  calendarFeedIcs,
  classIcs as classIcsEndpoint,
  getCalendarFeed,
  getGymCalendar,
  getInstructorCalendar,
  renewCalendarFeed,
} from '@fitcover/contract/calendar/calendar';
import { route } from '../../http/route.ts';
import { forbidden } from '../../http/app-error.ts';
import type { Principal } from '../../context.ts';
import type { System } from '../../system.ts';
import { calendarFeed, calendarOf, classIcs, feedIcs, renewFeed } from './calendar.service.ts';
import type { Viewer } from './class-event.ts';

const viewerOf = (principal: Principal): Viewer => {
  if (principal.rol === 'admin') throw forbidden();
  return { id: principal.id, rol: principal.rol };
};

const sendCalendar = (reply: FastifyReply, text: string, disposition: string) =>
  reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', disposition)
    .header('Cache-Control', 'private, no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(text);

export function calendarRoutes(app: FastifyInstance, system: System): void {
  route(app, system, getInstructorCalendar, async ({ ctx, principal, query }) =>
    calendarOf(ctx, viewerOf(principal), query),
  );
  route(app, system, getGymCalendar, async ({ ctx, principal, query }) => calendarOf(ctx, viewerOf(principal), query));
  route(app, system, getCalendarFeed, async ({ ctx, principal }) => calendarFeed(ctx, principal.id));
  route(app, system, renewCalendarFeed, async ({ ctx, principal }) => renewFeed(ctx, principal.id), {
    rateLimit: 'profileWrite',
  });
  route(
    app,
    system,
    calendarFeedIcs,
    async ({ ctx, params, reply }) =>
      sendCalendar(reply, await feedIcs(ctx, params.token), 'inline; filename="fitcover.ics"'),
    { rateLimit: 'calendarFeed' },
  );
  route(app, system, classIcsEndpoint, async ({ ctx, principal, params, reply }) => {
    const { ics, fechaClase } = await classIcs(ctx, viewerOf(principal), params.id);
    return sendCalendar(reply, ics, `attachment; filename="clase-${fechaClase}.ics"`);
  });
}
