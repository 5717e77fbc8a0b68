// How long a session lives, enforced on ctx.clock when the principal is resolved and, for open
// live sockets, by a sweep every minute (live-session-sweep.ts):
// - idle: it ends after 7 days without a request when opened with "Recordarme", after 24 hours
//   without it (issue 15 item 5);
// - absolute: it ends SESSION_ABSOLUTE_MS after sign-in, however active (no sliding renewal:
//   better-auth's refresh is off, and auth.ts gives every row that same absolute expiry).
// Without remember-me the cookie also has no Max-Age, so it ends with the browser.
// The row's created_at/updated_at are written on ctx.clock (auth.ts); updated_at is "last seen",
// moved forward at most once per LAST_SEEN_STEP_MS.
import type { AppContext } from '../../context.ts';
import { publishSessionEviction } from '../../infra/live/publish.ts';
import { deleteSession } from './accounts.repo.ts';
import { touchSession } from './principal.repo.ts';

const DAY_MS = 86_400_000;
export const SESSION_DAYS = 30;
export const SESSION_IDLE_MS = 7 * DAY_MS;
export const SESSION_IDLE_NOT_REMEMBERED_MS = DAY_MS;
export const SESSION_ABSOLUTE_MS = SESSION_DAYS * DAY_MS;
export const LAST_SEEN_STEP_MS = 60_000;

export type SessionTimes = { id: string; createdAt: Date; updatedAt: Date; rememberMe?: boolean | null };

export const idleLimitOf = (session: SessionTimes) =>
  session.rememberMe === false ? SESSION_IDLE_NOT_REMEMBERED_MS : SESSION_IDLE_MS;

/** The app-clock instant at which the session ends unless a request moves "last seen". */
export function sessionEndsAt(session: SessionTimes): number {
  return Math.min(
    session.updatedAt.getTime() + idleLimitOf(session),
    session.createdAt.getTime() + SESSION_ABSOLUTE_MS,
  );
}

/** Deletes the session and tells every process (cached principals, open live sockets). */
export async function endSession(ctx: AppContext, sessionId: string): Promise<void> {
  await deleteSession(ctx.db, sessionId);
  ctx.sessions.evict({ sessionId });
  ctx.live.endSession(sessionId);
  await publishSessionEviction(ctx.db, { sessionId });
}

/**
 * Ends the session if it is idle or too old and answers null; otherwise records the activity
 * and answers the app-clock instant until which the caller may trust this verdict.
 */
export async function keepSessionAlive(ctx: AppContext, session: SessionTimes): Promise<number | null> {
  const now = ctx.clock.now().getTime();
  if (now >= sessionEndsAt(session)) {
    await endSession(ctx, session.id);
    return null;
  }
  const lastSeen = session.updatedAt.getTime();
  let seen = lastSeen;
  if (now - lastSeen >= LAST_SEEN_STEP_MS) {
    await touchSession(ctx.db, session.id, new Date(now));
    seen = now;
  }
  // Re-checked (and "last seen" moved) at least once a step, so a cached answer never hides idleness.
  return Math.min(seen + LAST_SEEN_STEP_MS, session.createdAt.getTime() + SESSION_ABSOLUTE_MS);
}
