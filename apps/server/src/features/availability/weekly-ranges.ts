// The weekly grid as minutes since midnight per ISO weekday: what the form sends is merged
// (overlapping or touching ranges of a day become one) and sorted, so the database and every
// reader see one canonical list.
import { minutesOf, type WeeklyRange } from '@fitcover/contract/availability/availability';

export type MinuteRange = { dia: number; desdeMin: number; hastaMin: number };

const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function toMinuteRanges(ranges: readonly WeeklyRange[]): MinuteRange[] {
  const sorted = ranges
    .map((range) => ({ dia: range.dia, desdeMin: minutesOf(range.desde), hastaMin: minutesOf(range.hasta) }))
    .sort((a, b) => a.dia - b.dia || a.desdeMin - b.desdeMin);
  const merged: MinuteRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && last.dia === range.dia && range.desdeMin <= last.hastaMin) {
      last.hastaMin = Math.max(last.hastaMin, range.hastaMin);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

export const toWeeklyRanges = (ranges: readonly MinuteRange[]): WeeklyRange[] =>
  ranges.map((range) => ({ dia: range.dia, desde: clock(range.desdeMin), hasta: clock(range.hastaMin) }));
