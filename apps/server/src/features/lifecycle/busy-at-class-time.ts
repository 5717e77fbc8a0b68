// Hook for DECISIONS §14 and §16: when a covered class reopens, an instructor who is now booked
// for another class at that time keeps the rejected application as it is. The clash rule
// (start to start + duración, plus 30 minutes when the places differ) arrives with the
// availability feature, which fills this in; until then nobody is busy elsewhere.
import type { Tx } from '@fitcover/db/client';
import type { OfferRow } from './lifecycle.repo.ts';

/** Of `instructorIds`, those booked for another class that clashes with `offer`. */
export async function instructorsBookedAtClassTime(
  _tx: Tx,
  _offer: OfferRow,
  _instructorIds: readonly string[],
): Promise<Set<string>> {
  return new Set();
}
