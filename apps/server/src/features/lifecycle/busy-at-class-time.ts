// DECISIONS §14 and §16: when a covered class reopens, an instructor who is now booked for
// another class at that time keeps the rejected application as it is. The clash rule (start to
// start + duración, plus 30 minutes when the places differ) is the bookings' own
// (features/availability, ADR 0020).
import type { Tx } from '@fitcover/db/client';
import { instructorsBookedAgainst } from '../availability/clash.repo.ts';
import type { OfferRow } from './lifecycle.repo.ts';

/** Of `instructorIds`, those booked for another class that clashes with `offer`. */
export async function instructorsBookedAtClassTime(
  tx: Tx,
  offer: OfferRow,
  instructorIds: readonly string[],
): Promise<Set<string>> {
  return new Set(await instructorsBookedAgainst(tx, offer.id, instructorIds));
}
