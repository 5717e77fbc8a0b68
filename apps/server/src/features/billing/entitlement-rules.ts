// Pure rules over a gym's entitlement row (DECISIONS §4, §9): which plan is in force now and
// how many offers it allows this month.
export type PlanCode = 'basico' | 'pro';
export type EntitlementState = {
  plan: PlanCode | null;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  credits: number;
};

export const MONTHLY_LIMITS: Record<PlanCode, number> = { basico: 5, pro: Number.POSITIVE_INFINITY };

/** The plan the gym may use at `now`, or null ("Sin plan"). */
export function effectivePlan(state: EntitlementState, now: Date): PlanCode | null {
  if (!state.plan) return null;
  switch (state.status) {
    case 'trialing':
      return state.trialEndsAt && state.trialEndsAt > now ? state.plan : null;
    case 'active':
    case 'past_due':
      return !state.currentPeriodEnd || state.currentPeriodEnd > now ? state.plan : null;
    case 'canceled':
      return state.currentPeriodEnd && state.currentPeriodEnd > now ? state.plan : null;
  }
}

export function monthlyLimit(plan: PlanCode | null): number {
  return plan ? MONTHLY_LIMITS[plan] : 0;
}

export function planLabel(plan: PlanCode | null): 'Básico' | 'PRO' | 'Sin plan' {
  if (plan === 'pro') return 'PRO';
  if (plan === 'basico') return 'Básico';
  return 'Sin plan';
}

export type PublishDecision = 'slot' | 'credit' | 'blocked';

/** Whether one more offer may be published given this month's count and the credits left. */
export function canPublish(plan: PlanCode | null, publishedThisMonth: number, credits: number): boolean {
  return publishDecision(plan, publishedThisMonth, credits) !== 'blocked';
}

/** How the next offer is paid for: a monthly slot first, then a single-publication credit. */
export function publishDecision(plan: PlanCode | null, publishedThisMonth: number, credits: number): PublishDecision {
  if (publishedThisMonth < monthlyLimit(plan)) return 'slot';
  return credits > 0 ? 'credit' : 'blocked';
}
