import { describe, expect, it } from 'vitest';
import { addMonths, dayLabel, monthLabel, periodOf, shift, weekdayOf } from './calendar-dates';

describe('calendar dates', () => {
  it('starts weeks on Monday', () => {
    expect(weekdayOf('2026-11-16')).toBe(1);
    expect(weekdayOf('2026-11-22')).toBe(7);
    expect(periodOf('week', '2026-11-19')).toMatchObject({ desde: '2026-11-16', hasta: '2026-11-22' });
  });

  it('shows whole weeks around a month, across the DST change and year ends', () => {
    const march = periodOf('month', '2026-03-15');
    expect(march.desde).toBe('2026-02-23');
    expect(march.hasta).toBe('2026-04-05');
    expect(march.days).toHaveLength(42);
    expect(march.days).toContain('2026-03-29');
    expect(periodOf('month', '2026-12-10').hasta).toBe('2027-01-03');
  });

  it('moves by a week or a month', () => {
    expect(shift('week', '2026-10-24', 1)).toBe('2026-10-31');
    expect(shift('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
  });

  it('labels in Spanish', () => {
    expect(monthLabel('2026-11-01')).toBe('Noviembre de 2026');
    expect(dayLabel('2026-11-16')).toBe('Lunes, 16 de noviembre');
  });
});
