// The clash rule of DECISIONS §16, as pure functions: an instructor's accepted classes may not
// overlap (start → start + duración), and classes at different places need 30 minutes between
// them to travel. Times are UTC instants (`starts_at`), so durations are elapsed time and a
// night when the clocks change needs no special case. The bookings table's exclusion
// constraints (migration 0012) enforce the same rule in the database; these functions give the
// apply warning and the accept message the same answer first.

export const TRAVEL_MARGIN_MIN = 30;
const MINUTE_MS = 60_000;

/** One class as the rule sees it; `place` is 'online' or the class's folded address. */
export type ClassSlot = { startsAt: Date; durationMin: number; place: string };

const endOf = (slot: ClassSlot) => slot.startsAt.getTime() + slot.durationMin * MINUTE_MS;

/** Minutes that must separate the two classes: none at one place, the travel margin otherwise. */
export const gapNeededMin = (a: ClassSlot, b: ClassSlot): number => (a.place === b.place ? 0 : TRAVEL_MARGIN_MIN);

/** Whether one instructor could not teach both classes. Touching end to start is fine at one place. */
export function classesClash(a: ClassSlot, b: ClassSlot): boolean {
  const gap = gapNeededMin(a, b) * MINUTE_MS;
  return a.startsAt.getTime() < endOf(b) + gap && b.startsAt.getTime() < endOf(a) + gap;
}

/** The first of `booked` that clashes with `candidate`, if any. */
export function findClash<T extends ClassSlot>(booked: readonly T[], candidate: ClassSlot): T | undefined {
  return booked.find((slot) => classesClash(slot, candidate));
}
