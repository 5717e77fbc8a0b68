// The weekly grid while it is being edited: presets toggle, ranges are added and removed, and
// the list is kept in the server's canonical form (merged, sorted) so what you see is what saves.
import { minutesOf, type WeeklyRange } from '@fitcover/contract/availability/availability';
import { mergeWeeklyRanges } from '@fitcover/contract/availability/weekly-ranges';

/** 00:00 to 24:00 in half hours, for the range pickers. */
export const HALF_HOURS: readonly string[] = Array.from(
  { length: 49 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

export const rangesOfDay = (ranges: readonly WeeklyRange[], dia: number) => ranges.filter((range) => range.dia === dia);

/** Whether the day is available for the whole preset. */
export function coversPreset(ranges: readonly WeeklyRange[], dia: number, preset: { desde: string; hasta: string }) {
  return rangesOfDay(ranges, dia).some(
    (range) => minutesOf(range.desde) <= minutesOf(preset.desde) && minutesOf(range.hasta) >= minutesOf(preset.hasta),
  );
}

/** Adds one range (merging it with what touches it). */
export const withRange = (ranges: readonly WeeklyRange[], range: WeeklyRange) => mergeWeeklyRanges([...ranges, range]);

/** Removes the stretch [desde, hasta) of one day, splitting a range that spans past it. */
export function withoutStretch(ranges: readonly WeeklyRange[], cut: WeeklyRange): WeeklyRange[] {
  const from = minutesOf(cut.desde);
  const to = minutesOf(cut.hasta);
  const kept: WeeklyRange[] = [];
  for (const range of ranges) {
    if (range.dia !== cut.dia || minutesOf(range.hasta) <= from || minutesOf(range.desde) >= to) {
      kept.push(range);
      continue;
    }
    if (minutesOf(range.desde) < from) kept.push({ dia: range.dia, desde: range.desde, hasta: cut.desde });
    if (minutesOf(range.hasta) > to) kept.push({ dia: range.dia, desde: cut.hasta, hasta: range.hasta });
  }
  return mergeWeeklyRanges(kept);
}

/** A preset chip: on when the day covers it; tapping it adds or removes exactly that stretch. */
export function togglePreset(ranges: readonly WeeklyRange[], dia: number, preset: { desde: string; hasta: string }) {
  const stretch = { dia, desde: preset.desde, hasta: preset.hasta };
  return coversPreset(ranges, dia, preset) ? withoutStretch(ranges, stretch) : withRange(ranges, stretch);
}

export const sameRanges = (a: readonly WeeklyRange[], b: readonly WeeklyRange[]) =>
  JSON.stringify(mergeWeeklyRanges(a)) === JSON.stringify(mergeWeeklyRanges(b));
