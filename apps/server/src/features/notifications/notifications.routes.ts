import type { FastifyInstance } from 'fastify';
import { listNotifications, markAllNotificationsRead } from '@fitcover/contract/notifications/list';
import { getEmailPreferences, updateEmailPreferences } from '@fitcover/contract/notifications/email-preferences';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { listForUser, markAllRead } from './notifications.repo.ts';
import { getMyEmailPreferences, updateMyEmailPreferences } from './email-preferences.service.ts';

export function notificationRoutes(app: FastifyInstance, system: System): void {
  route(app, system, listNotifications, async ({ ctx, principal, query }) => {
    const before = query.before ? new Date(query.before) : undefined;
    const { items, unread } = await listForUser(ctx.db, principal.id, query.limit, before);
    const page = items.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((item) => ({ ...item, fecha: item.fecha.toISOString() })),
      unread,
      nextCursor: items.length > query.limit && last ? last.fecha.toISOString() : null,
    };
  });

  route(app, system, markAllNotificationsRead, async ({ ctx, principal }) => {
    await markAllRead(ctx.db, principal.id);
    return { ok: true as const };
  });

  route(app, system, getEmailPreferences, ({ ctx, principal }) => getMyEmailPreferences(ctx, principal));

  route(
    app,
    system,
    updateEmailPreferences,
    ({ ctx, principal, body }) => updateMyEmailPreferences(ctx, principal, body),
    { rateLimit: 'profileWrite' },
  );
}
