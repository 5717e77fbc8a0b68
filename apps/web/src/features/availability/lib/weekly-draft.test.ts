import { describe, expect, it } from 'vitest';
import { HALF_HOURS, coversPreset, sameRanges, togglePreset, withRange, withoutStretch } from './weekly-draft';

const morning = { desde: '08:00', hasta: '14:00' };

describe('weekly draft', () => {
  it('offers half hours from 00:00 to 24:00', () => {
    expect(HALF_HOURS[0]).toBe('00:00');
    expect(HALF_HOURS[1]).toBe('00:30');
    expect(HALF_HOURS.at(-1)).toBe('24:00');
  });

  it('toggles a preset on and off, splitting a longer range', () => {
    const on = togglePreset([], 1, morning);
    expect(on).toEqual([{ dia: 1, desde: '08:00', hasta: '14:00' }]);
    expect(coversPreset(on, 1, morning)).toBe(true);
    expect(togglePreset(on, 1, morning)).toEqual([]);
    const long = [{ dia: 2, desde: '07:00', hasta: '21:00' }];
    expect(togglePreset(long, 2, morning)).toEqual([
      { dia: 2, desde: '07:00', hasta: '08:00' },
      { dia: 2, desde: '14:00', hasta: '21:00' },
    ]);
  });

  it('merges added ranges and compares drafts by their canonical form', () => {
    const ranges = withRange([{ dia: 3, desde: '18:00', hasta: '20:00' }], { dia: 3, desde: '19:00', hasta: '22:00' });
    expect(ranges).toEqual([{ dia: 3, desde: '18:00', hasta: '22:00' }]);
    expect(withoutStretch(ranges, { dia: 3, desde: '18:00', hasta: '22:00' })).toEqual([]);
    expect(
      sameRanges(ranges, [
        { dia: 3, desde: '18:00', hasta: '19:00' },
        { dia: 3, desde: '19:00', hasta: '22:00' },
      ]),
    ).toBe(true);
  });
});
