import type { FastifyInstance } from 'fastify';
import { getGymDashboard } from '@fitcover/contract/dashboard/gym-dashboard';
import { getInstructorDashboard } from '@fitcover/contract/dashboard/instructor-dashboard';
import { getRecentActivity } from '@fitcover/contract/dashboard/recent-activity';
import { route } from '../../http/route.ts';
import type { System } from '../../system.ts';
import { effectivePlan, planLabel } from '../billing/entitlement-rules.ts';
import { gymFigures, instructorFigures, recentApplications } from './dashboard.repo.ts';

export function dashboardRoutes(app: FastifyInstance, system: System): void {
  route(app, system, getGymDashboard, async ({ ctx, principal }) => {
    const now = ctx.clock.now();
    const figures = await gymFigures(ctx.db, principal.id, now);
    const entitlement = figures.entitlement;
    const plan = entitlement ? effectivePlan(entitlement, now) : null;
    const inTrial = entitlement?.status === 'trialing' && plan !== null;
    return {
      offers: figures.offers,
      applicants: figures.applicants,
      plan: planLabel(plan),
      trialEndsAt: inTrial && entitlement?.trialEndsAt ? entitlement.trialEndsAt.toISOString() : null,
      covered_classes: figures.covered,
    };
  });

  route(app, system, getInstructorDashboard, async ({ ctx, principal }) => {
    const figures = await instructorFigures(ctx.db, principal.id, ctx.clock.now());
    return {
      applications: figures.applications,
      avg_rating: figures.avgRating === null ? null : Math.round(figures.avgRating * 10) / 10,
      estimated_income: figures.income,
      upcoming_classes: figures.upcoming,
    };
  });

  route(app, system, getRecentActivity, async ({ ctx, principal, query }) => {
    const rows = await recentApplications(ctx.db, principal, query.limit);
    return { items: rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() })) };
  });
}
