// The weekly grid's canonical form, shared by the server (what it stores) and the web form (what
// it shows): ranges of a day that overlap or touch become one, sorted by day and start.
import { minutesOf, type WeeklyRange } from './availability.ts';

const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export type MinuteRange = { dia: number; desdeMin: number; hastaMin: number };

export function mergeMinuteRanges(ranges: readonly MinuteRange[]): MinuteRange[] {
  const sorted = [...ranges].sort((a, b) => a.dia - b.dia || a.desdeMin - b.desdeMin);
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

export const toMinuteRanges = (ranges: readonly WeeklyRange[]): MinuteRange[] =>
  mergeMinuteRanges(
    ranges.map((range) => ({ dia: range.dia, desdeMin: minutesOf(range.desde), hastaMin: minutesOf(range.hasta) })),
  );

export const toWeeklyRanges = (ranges: readonly MinuteRange[]): WeeklyRange[] =>
  ranges.map((range) => ({ dia: range.dia, desde: clock(range.desdeMin), hasta: clock(range.hastaMin) }));

/** The grid as the server stores it: merged, sorted, as "HH:MM" ranges. */
export const mergeWeeklyRanges = (ranges: readonly WeeklyRange[]): WeeklyRange[] =>
  toWeeklyRanges(toMinuteRanges(ranges));
