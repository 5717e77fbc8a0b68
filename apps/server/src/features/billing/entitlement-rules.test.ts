import { describe, expect, it } from 'vitest';
import {
  canPublish,
  effectivePlan,
  monthlyLimit,
  planLabel,
  publishDecision,
  type EntitlementState,
} from './entitlement-rules.ts';

const now = new Date('2026-03-15T12:00:00Z');
const day = 86_400_000;
const base: EntitlementState = {
  plan: 'basico',
  status: 'trialing',
  trialEndsAt: null,
  currentPeriodEnd: null,
  credits: 0,
};

describe('effectivePlan', () => {
  it('keeps the trial plan until the trial ends', () => {
    expect(effectivePlan({ ...base, trialEndsAt: new Date(now.getTime() + day) }, now)).toBe('basico');
    expect(effectivePlan({ ...base, trialEndsAt: new Date(now.getTime() - 1) }, now)).toBeNull();
  });
  it('keeps a paid or past-due plan until its period ends', () => {
    const paid = {
      ...base,
      plan: 'pro' as const,
      status: 'active' as const,
      currentPeriodEnd: new Date(now.getTime() + day),
    };
    expect(effectivePlan(paid, now)).toBe('pro');
    expect(effectivePlan({ ...paid, status: 'past_due' }, now)).toBe('pro');
    expect(effectivePlan({ ...paid, currentPeriodEnd: new Date(now.getTime() - day) }, now)).toBeNull();
  });
  it('honours a cancelled plan to the end of the paid period only', () => {
    const cancelled = { ...base, status: 'canceled' as const, currentPeriodEnd: new Date(now.getTime() + day) };
    expect(effectivePlan(cancelled, now)).toBe('basico');
    expect(effectivePlan({ ...cancelled, currentPeriodEnd: null }, now)).toBeNull();
  });
  it('has no plan without a plan code', () => {
    expect(effectivePlan({ ...base, plan: null, status: 'active' }, now)).toBeNull();
  });
});

describe('limits', () => {
  it('allows 5 on Básico, unlimited on PRO, none without plan', () => {
    expect(monthlyLimit('basico')).toBe(5);
    expect(monthlyLimit('pro')).toBe(Number.POSITIVE_INFINITY);
    expect(monthlyLimit(null)).toBe(0);
  });
  it('uses credits only once the month is used up', () => {
    expect(canPublish('basico', 4, 0)).toBe(true);
    expect(canPublish('basico', 5, 0)).toBe(false);
    expect(canPublish('basico', 5, 1)).toBe(true);
    expect(canPublish(null, 0, 0)).toBe(false);
    expect(canPublish(null, 0, 2)).toBe(true);
    expect(canPublish('pro', 10_000, 0)).toBe(true);
  });
  it('spends a monthly slot before a credit', () => {
    expect(publishDecision('basico', 4, 3)).toBe('slot');
    expect(publishDecision('basico', 5, 3)).toBe('credit');
    expect(publishDecision('basico', 5, 0)).toBe('blocked');
    expect(publishDecision('pro', 500, 3)).toBe('slot');
    expect(publishDecision(null, 0, 1)).toBe('credit');
  });
  it('labels plans in Spanish', () => {
    expect([planLabel('basico'), planLabel('pro'), planLabel(null)]).toEqual(['Básico', 'PRO', 'Sin plan']);
  });
});
