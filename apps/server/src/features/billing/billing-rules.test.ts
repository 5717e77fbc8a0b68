import { describe, expect, it } from 'vitest';
import {
  addInterval,
  classifyChange,
  formatInvoiceNumber,
  madridYear,
  prorateUpgrade,
  withIva,
} from './billing-rules.ts';

describe('withIva', () => {
  it('adds 21 % IVA rounded to the cent', () => {
    expect(withIva(2900)).toEqual({ base: 2900, iva: 609, total: 3509 });
    expect(withIva(5900)).toEqual({ base: 5900, iva: 1239, total: 7139 });
    expect(withIva(100)).toEqual({ base: 100, iva: 21, total: 121 });
    expect(withIva(333)).toEqual({ base: 333, iva: 70, total: 403 });
  });
});

describe('addInterval', () => {
  it('keeps the day of the month and clamps to the month end', () => {
    expect(addInterval(new Date('2026-01-15T10:00:00Z'), 'month').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2028-01-31T10:00:00Z'), 'month').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addInterval(new Date('2026-12-20T10:00:00Z'), 'month').toISOString()).toBe('2027-01-20T10:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
});

describe('classifyChange', () => {
  it('treats a higher plan as an upgrade whatever the interval', () => {
    expect(classifyChange({ plan: 'basico', interval: 'month' }, { plan: 'pro', interval: 'month' })).toBe('upgrade');
    expect(classifyChange({ plan: 'basico', interval: 'year' }, { plan: 'pro', interval: 'month' })).toBe('upgrade');
    expect(classifyChange({ plan: 'pro', interval: 'month' }, { plan: 'basico', interval: 'year' })).toBe('downgrade');
  });
  it('within a plan, annual is the upgrade', () => {
    expect(classifyChange({ plan: 'pro', interval: 'month' }, { plan: 'pro', interval: 'year' })).toBe('upgrade');
    expect(classifyChange({ plan: 'pro', interval: 'year' }, { plan: 'pro', interval: 'month' })).toBe('downgrade');
    expect(classifyChange({ plan: 'pro', interval: 'year' }, { plan: 'pro', interval: 'year' })).toBe('same');
  });
});

describe('prorateUpgrade', () => {
  const periodStart = new Date('2026-03-01T00:00:00Z');
  const periodEnd = new Date('2026-03-31T00:00:00Z');
  it('charges the difference for the time left when the interval stays', () => {
    const halfway = new Date('2026-03-16T00:00:00Z');
    expect(
      prorateUpgrade({
        oldAmount: 2900,
        newAmount: 5900,
        newInterval: 'month',
        intervalChanged: false,
        periodStart,
        periodEnd,
        now: halfway,
      }),
    ).toEqual({ chargeCents: 1500, periodStart, periodEnd });
  });
  it('starts a new period and credits the unused part when the interval changes', () => {
    const halfway = new Date('2026-03-16T00:00:00Z');
    const result = prorateUpgrade({
      oldAmount: 2900,
      newAmount: 59000,
      newInterval: 'year',
      intervalChanged: true,
      periodStart,
      periodEnd,
      now: halfway,
    });
    expect(result.chargeCents).toBe(59000 - 1450);
    expect(result.periodStart).toEqual(halfway);
    expect(result.periodEnd.toISOString()).toBe('2027-03-16T00:00:00.000Z');
  });
  it('never charges a negative amount', () => {
    const early = new Date('2026-03-02T00:00:00Z');
    const result = prorateUpgrade({
      oldAmount: 29000,
      newAmount: 5900,
      newInterval: 'month',
      intervalChanged: true,
      periodStart,
      periodEnd,
      now: early,
    });
    expect(result.chargeCents).toBe(0);
  });
});

describe('invoice numbers', () => {
  it('are sequential per Madrid calendar year', () => {
    expect(formatInvoiceNumber(2026, 42)).toBe('FC-2026-000042');
    expect(madridYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(madridYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});
