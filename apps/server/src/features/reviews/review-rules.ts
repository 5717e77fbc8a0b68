// When a class may be rated (DECISIONS §4, §6): the application was accepted and its offer is
// still covered, the class has taken place (start + duración has passed), and no more than 30
// days have gone by since. Pure, so the same rule serves the create check and every listing.
import { REVIEW_WINDOW_DAYS, type ReviewDirection } from '@fitcover/contract/reviews/review-fields';

const DAY_MS = 86_400_000;

export type ReviewableClass = {
  applicationStatus: string;
  offerStatus: string;
  startsAt: Date;
  duracionMin: number;
};

export type ReviewBlock = 'not_accepted' | 'not_taken_place' | 'window_closed';

export const classEnd = (startsAt: Date, duracionMin: number): Date =>
  new Date(startsAt.getTime() + duracionMin * 60_000);

/** The last instant a review is accepted. */
export const reviewDeadline = (startsAt: Date, duracionMin: number): Date =>
  new Date(classEnd(startsAt, duracionMin).getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/** Why this class cannot be rated now, or null when it can. */
export function reviewBlock(item: ReviewableClass, now: Date): ReviewBlock | null {
  if (item.applicationStatus !== 'aceptada' || item.offerStatus !== 'cubierta') return 'not_accepted';
  if (classEnd(item.startsAt, item.duracionMin) > now) return 'not_taken_place';
  if (reviewDeadline(item.startsAt, item.duracionMin) < now) return 'window_closed';
  return null;
}

export const directionOf = (rol: 'gimnasio' | 'instructor'): ReviewDirection =>
  rol === 'gimnasio' ? 'gym_to_instructor' : 'instructor_to_gym';

/** Who was rated: the reviewed party may reply, once. */
export const reviewedPartyOf = (review: { direccion: ReviewDirection; gimnasioId: string; instructorId: string }) =>
  review.direccion === 'gym_to_instructor' ? review.instructorId : review.gimnasioId;
