// How long a session lives, enforced when the principal is resolved, on ctx.clock:
// - idle: it ends after SESSION_IDLE_MS without a request;
// - absolute: it ends SESSION_ABSOLUTE_MS after sign-in, however active (no sliding renewal:
//   better-auth's refresh is off, so its own expiry stays at sign-in + 30 days too).
// Without remember-me the cookie has no Max-Age (it ends with the browser) and better-auth
// gives the row a 24-hour expiry of its own, so such a session never outlives a day.
// The row's created_at/updated_at are written on ctx.clock (auth.ts); updated_at is "last seen",
// moved forward at most once per LAST_SEEN_STEP_MS.
import type { AppContext } from '../../context.ts';
import { deleteSession } from './accounts.repo.ts';
import { touchSession } from './principal.repo.ts';

const DAY_MS = 86_400_000;
export const SESSION_DAYS = 30;
export const SESSION_IDLE_MS = 7 * DAY_MS;
export const SESSION_ABSOLUTE_MS = SESSION_DAYS * DAY_MS;
export const LAST_SEEN_STEP_MS = 60_000;

export type SessionTimes = { id: string; createdAt: Date; updatedAt: Date };

/**
 * Ends the session if it is idle or too old and answers null; otherwise records the activity
 * and answers the app-clock instant until which the caller may trust this verdict.
 */
export async function keepSessionAlive(ctx: AppContext, session: SessionTimes): Promise<number | null> {
  const now = ctx.clock.now().getTime();
  const lastSeen = session.updatedAt.getTime();
  const endsAt = Math.min(lastSeen + SESSION_IDLE_MS, session.createdAt.getTime() + SESSION_ABSOLUTE_MS);
  if (now >= endsAt) {
    await deleteSession(ctx.db, session.id);
    return null;
  }
  let seen = lastSeen;
  if (now - lastSeen >= LAST_SEEN_STEP_MS) {
    await touchSession(ctx.db, session.id, new Date(now));
    seen = now;
  }
  // Re-checked (and "last seen" moved) at least once a step, so a cached answer never hides idleness.
  return Math.min(seen + LAST_SEEN_STEP_MS, session.createdAt.getTime() + SESSION_ABSOLUTE_MS);
}
