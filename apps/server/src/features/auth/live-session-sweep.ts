// Closes live sockets whose session has ended by its lifetime (idle or absolute) while the tab
// made no request: every process checks the sessions of its own sockets once a minute, on
// ctx.clock. Sign-out, suspension, deletion and password resets close sockets at once through
// the live channel (infra/live/publish.ts); this covers the one ending nobody announces.
import type { AppContext } from '../../context.ts';
import { findSessionTimes } from './principal.repo.ts';
import { endSession, sessionEndsAt } from './session-lifetime.ts';

export const LIVE_SESSION_SWEEP_MS = 60_000;

export async function closeLapsedLiveSessions(ctx: AppContext): Promise<number> {
  const ids = ctx.live.sessionIds();
  if (ids.length === 0) return 0;
  const rows = new Map((await findSessionTimes(ctx.db, ids)).map((row) => [row.id, row]));
  const now = ctx.clock.now().getTime();
  let ended = 0;
  for (const id of ids) {
    const row = rows.get(id);
    if (row && now < sessionEndsAt(row)) continue;
    await endSession(ctx, id);
    ended += 1;
  }
  return ended;
}
