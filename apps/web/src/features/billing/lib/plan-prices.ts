// Price display rules of the plan cards (spec §9): amount/100 with two decimals + IVA, units
// mes/año/clase, and the annual saving badge.
import type { PlanPrice, PlanProduct } from '@fitcover/contract/billing/plans';

export type Cycle = 'month' | 'year';

const euros = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 2900 → "29,00 €". */
export function formatPlanPrice(unitAmount: number): string {
  return euros.format(unitAmount / 100);
}

export function priceUnit(price: PlanPrice): 'month' | 'year' | 'one_time' {
  return price.type === 'one_time' || !price.interval ? 'one_time' : price.interval;
}

/**
 * "Ahorra N€": monthly × 12 − yearly, rounded to whole euros; null unless positive.
 */
export function annualSaving(product: PlanProduct): number | null {
  const monthly = product.prices.find((price) => price.type === 'recurring' && price.interval === 'month');
  const yearly = product.prices.find((price) => price.type === 'recurring' && price.interval === 'year');
  if (!monthly || !yearly) return null;
  const saving = Math.round((monthly.unitAmount * 12 - yearly.unitAmount) / 100);
  return saving > 0 ? saving : null;
}

/** The price a card shows for the chosen cycle; one-time prices always show. */
export function visiblePrice(product: PlanProduct, cycle: Cycle): PlanPrice | null {
  const oneTime = product.prices.find((price) => price.type === 'one_time');
  if (oneTime) return oneTime;
  return product.prices.find((price) => price.interval === cycle) ?? null;
}
