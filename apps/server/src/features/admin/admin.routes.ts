import type { FastifyInstance } from 'fastify';
import { getAdminActivity } from '@fitcover/contract/admin/activity';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { activityFeed, activityTotals } from './activity.repo.ts';

export function adminRoutes(app: FastifyInstance, system: System): void {
  route(app, system, getAdminActivity, async ({ ctx, query }) => {
    const cursor = query.before ? new Date(query.before) : undefined;
    const [items, totals] = await Promise.all([activityFeed(ctx.db, query.limit + 1, cursor), activityTotals(ctx.db)]);
    const page = items.slice(0, query.limit);
    return {
      items: page,
      totals,
      nextCursor: items.length > query.limit ? (page.at(-1)?.fecha ?? null) : null,
    };
  });
}
