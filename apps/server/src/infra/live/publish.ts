// Publishing a live event = NOTIFY on the shared channel inside the caller's transaction, so the
// event leaves only if the data it announces was committed (PostgreSQL and PGlite both deliver
// NOTIFY on commit). Every server process LISTENs and forwards to its own sockets (ADR 0008).
import type { Database, Tx } from '@fitcover/db/client';
import type { LiveEvent } from '@fitcover/contract/live/events';
import { notifyChannel } from './notify.repo.ts';
import { liveEventsPublished } from '../metrics.ts';

export const LIVE_CHANNEL = 'fitcover_live';
// NOTIFY payloads must stay under 8000 bytes.
export const MAX_LIVE_PAYLOAD_BYTES = 7500;

export type LiveAudience = 'all' | 'instructor' | 'gimnasio' | 'admin';
export type LiveTarget = { users: string[] } | { audience: LiveAudience };
export type SessionMatch = { sessionId?: string; userId?: string };
// Either an event for users' sockets, or an order to every process to forget cached sessions.
export type LiveEnvelope = { to: LiveTarget; event: LiveEvent } | { evict: SessionMatch };

export function encodeEnvelope(envelope: LiveEnvelope): string | null {
  const payload = JSON.stringify(envelope);
  return Buffer.byteLength(payload) <= MAX_LIVE_PAYLOAD_BYTES ? payload : null;
}

/** Queue `event` for the target users; delivered when `db`'s transaction commits. */
export async function publishLive(db: Database | Tx, to: LiveTarget, event: LiveEvent): Promise<void> {
  if ('users' in to && to.users.length === 0) return;
  // Large recipient lists are split so each NOTIFY stays under the payload limit.
  const batches = 'users' in to ? chunk(to.users, 150).map((users) => ({ users })) : [to];
  for (const target of batches) {
    const payload = encodeEnvelope({ to: target, event });
    if (!payload) throw new Error(`live event ${event.type} too large for the bus`);
    await notifyChannel(db, LIVE_CHANNEL, payload);
    liveEventsPublished.inc({ type: event.type });
  }
}

/** Tell users their notifications changed (bell badge, lists) and which pages show the change. */
export function publishNotificationsChanged(db: Database | Tx, to: LiveTarget, pages: string[]): Promise<void> {
  return publishLive(db, to, { type: 'notifications', pages });
}

/** Every process drops its cached principal for that session or user (sign-out, password change). */
export async function publishSessionEviction(db: Database | Tx, match: SessionMatch): Promise<void> {
  await notifyChannel(db, LIVE_CHANNEL, JSON.stringify({ evict: match }));
}

/** The user's sessions were ended (suspension, password reset): evict and tell the open tabs. */
export function publishSessionsEnded(db: Database | Tx, userId: string): Promise<void> {
  return publishLive(db, { users: [userId] }, { type: 'session-ended' });
}

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
