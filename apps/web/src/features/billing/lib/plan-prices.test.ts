import { describe, expect, it } from 'vitest';
import type { PlanProduct } from '@fitcover/contract/billing/plans';
import { annualSaving, formatPlanPrice, priceUnit, visiblePrice } from './plan-prices';

const pro: PlanProduct = {
  id: 'prod_pro',
  kind: 'pro',
  name: 'Plan PRO',
  description: null,
  features: [],
  prices: [
    { id: 'm', type: 'recurring', unitAmount: 5900, interval: 'month' },
    { id: 'y', type: 'recurring', unitAmount: 59000, interval: 'year' },
  ],
};
const single: PlanProduct = {
  ...pro,
  id: 'prod_single',
  kind: 'individual',
  prices: [{ id: 's', type: 'one_time', unitAmount: 900, interval: null }],
};

describe('plan prices', () => {
  it('shows amount/100 with two decimals in es-ES', () => {
    expect(formatPlanPrice(2900).replace(/\s/g, ' ')).toBe('29,00 €');
    expect(formatPlanPrice(59000).replace(/\s/g, ' ')).toBe('590,00 €');
    expect(formatPlanPrice(999).replace(/\s/g, ' ')).toBe('9,99 €');
  });
  it('names the unit mes, año or clase', () => {
    expect(pro.prices.map(priceUnit)).toEqual(['month', 'year']);
    expect(priceUnit(single.prices[0]!)).toBe('one_time');
  });
  it('saves monthly × 12 − yearly, rounded, only when positive', () => {
    expect(annualSaving(pro)).toBe(118);
    expect(annualSaving({ ...pro, prices: [pro.prices[0]!, { ...pro.prices[1]!, unitAmount: 70800 }] })).toBeNull();
    expect(annualSaving({ ...pro, prices: [pro.prices[0]!, { ...pro.prices[1]!, unitAmount: 70749 }] })).toBe(1);
    expect(annualSaving(single)).toBeNull();
  });
  it('follows the monthly/annual switch; one-time prices always show', () => {
    expect(visiblePrice(pro, 'month')?.id).toBe('m');
    expect(visiblePrice(pro, 'year')?.id).toBe('y');
    expect(visiblePrice(single, 'year')?.id).toBe('s');
  });
});
