// Pure money and time rules of billing (DECISIONS §9): IVA on top of prices shown "+ IVA",
// calendar periods, which plan changes are upgrades, test-mode proration, invoice numbers.
import { IVA_RATE } from './tax.ts';

export type Interval = 'month' | 'year';
export type PaidPlan = 'basico' | 'pro';
export type Amounts = { base: number; iva: number; total: number };

/** Base, IVA 21 % and total in cents (IVA rounded to the cent, as on the invoice). */
export function withIva(baseCents: number): Amounts {
  const iva = Math.round(baseCents * IVA_RATE);
  return { base: baseCents, iva, total: baseCents + iva };
}

/** Cents as the decimal text stored in numeric(10,2) columns. */
export const centsToDecimal = (cents: number): string => (cents / 100).toFixed(2);
export const decimalToCents = (value: string | number): number => Math.round(Number(value) * 100);

/**
 * One billing period later, on the same day of the month (clamped to the month's end, as Stripe
 * anchors): 31 January + 1 month = 28/29 February.
 */
export function addInterval(from: Date, interval: Interval, count = 1): Date {
  const months = interval === 'year' ? 12 * count : count;
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

const PLAN_RANK: Record<PaidPlan, number> = { basico: 1, pro: 2 };
const INTERVAL_RANK: Record<Interval, number> = { month: 1, year: 2 };

export type PlanChoice = { plan: PaidPlan; interval: Interval };
export type ChangeKind = 'same' | 'upgrade' | 'downgrade';

/**
 * A higher plan is an upgrade whatever the interval; within one plan, monthly → annual is an
 * upgrade (paid up front) and annual → monthly a downgrade. Upgrades apply at once, downgrades at
 * the end of the paid period (DECISIONS §9).
 */
export function classifyChange(current: PlanChoice, next: PlanChoice): ChangeKind {
  if (current.plan !== next.plan) return PLAN_RANK[next.plan] > PLAN_RANK[current.plan] ? 'upgrade' : 'downgrade';
  if (current.interval === next.interval) return 'same';
  return INTERVAL_RANK[next.interval] > INTERVAL_RANK[current.interval] ? 'upgrade' : 'downgrade';
}

export type Proration = { chargeCents: number; periodStart: Date; periodEnd: Date };

/**
 * What an immediate upgrade costs in the test provider, like Stripe's proration: the unused part
 * of the old price is credited. Same interval: the period stays and only the difference for the
 * time left is charged. New interval: a new period starts now at the full new price minus the
 * credit. Never negative (a larger credit is not refunded).
 */
export function prorateUpgrade(input: {
  oldAmount: number;
  newAmount: number;
  newInterval: Interval;
  intervalChanged: boolean;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): Proration {
  const length = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), length);
  const unused = length > 0 ? left / length : 0;
  if (!input.intervalChanged) {
    return {
      chargeCents: Math.max(0, Math.round((input.newAmount - input.oldAmount) * unused)),
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
    };
  }
  return {
    chargeCents: Math.max(0, input.newAmount - Math.round(input.oldAmount * unused)),
    periodStart: input.now,
    periodEnd: addInterval(input.now, input.newInterval),
  };
}

/** FC-2026-000042: sequential per calendar year (invoice_sequences). */
export const formatInvoiceNumber = (year: number, sequence: number): string =>
  `FC-${year}-${String(sequence).padStart(6, '0')}`;

/** The Europe/Madrid calendar year of an instant (a payment on 31 Dec 23:30 UTC is next year's). */
export function madridYear(at: Date): number {
  return Number(at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' }).slice(0, 4));
}
