import { describe, expect, it } from 'vitest';
import { toMinuteRanges, toWeeklyRanges } from './weekly-ranges.ts';

describe('weekly ranges', () => {
  it('merges overlapping and touching ranges of a day, sorted by day and start', () => {
    const merged = toMinuteRanges([
      { dia: 3, desde: '18:00', hasta: '21:00' },
      { dia: 1, desde: '09:00', hasta: '12:00' },
      { dia: 1, desde: '11:00', hasta: '13:30' },
      { dia: 1, desde: '13:30', hasta: '14:00' },
      { dia: 1, desde: '16:00', hasta: '24:00' },
      { dia: 3, desde: '07:00', hasta: '08:00' },
    ]);
    expect(toWeeklyRanges(merged)).toEqual([
      { dia: 1, desde: '09:00', hasta: '14:00' },
      { dia: 1, desde: '16:00', hasta: '24:00' },
      { dia: 3, desde: '07:00', hasta: '08:00' },
      { dia: 3, desde: '18:00', hasta: '21:00' },
    ]);
    expect(merged[1]).toEqual({ dia: 1, desdeMin: 960, hastaMin: 1440 });
  });

  it('keeps days apart even when one ends at midnight and the next starts at it', () => {
    const merged = toMinuteRanges([
      { dia: 2, desde: '00:00', hasta: '02:00' },
      { dia: 1, desde: '22:00', hasta: '24:00' },
    ]);
    expect(merged).toEqual([
      { dia: 1, desdeMin: 1320, hastaMin: 1440 },
      { dia: 2, desdeMin: 0, hastaMin: 120 },
    ]);
  });
});
