// This process's open live sockets, by user. Envelopes heard on the channel (from any process,
// this one included) are delivered to the matching local sockets; eviction orders go to the
// principal cache.
import type { WebSocket } from 'ws';
import type { LiveEvent } from '@fitcover/contract/live/events';
import type { Principal } from '../../context.ts';
import type { PrincipalCache } from '../../features/auth/principal-cache.ts';
import { LIVE_RESTART_CODE } from '@fitcover/contract/live/events';
import type { LiveEnvelope, LiveTarget } from './publish.ts';
import type { LiveListener } from './live-listener.ts';
import { liveEventsDelivered } from '../metrics.ts';

type Client = { socket: WebSocket; principal: Principal };

export class LiveHub {
  private readonly byUser = new Map<string, Set<Client>>();
  private listener: LiveListener | null = null;

  constructor(private readonly sessions: PrincipalCache) {}

  listenTo(listener: LiveListener): void {
    this.listener = listener;
  }

  /**
   * Graceful shutdown: closes every local socket with 1012 (Service Restart), the hint the web
   * client honours by reconnecting at once, with jitter, to another instance.
   */
  closeForRestart(): void {
    for (const set of this.byUser.values()) for (const client of set) client.socket.close(LIVE_RESTART_CODE, 'restart');
  }

  /** Stops listening and closes this process's sockets (shutdown). */
  async close(): Promise<void> {
    for (const set of this.byUser.values()) for (const client of set) client.socket.close(1001, 'shutdown');
    await this.listener?.stop();
    this.listener = null;
  }

  add(socket: WebSocket, principal: Principal): () => void {
    const client = { socket, principal };
    const set = this.byUser.get(principal.id) ?? new Set<Client>();
    set.add(client);
    this.byUser.set(principal.id, set);
    return () => {
      set.delete(client);
      if (set.size === 0) this.byUser.delete(principal.id);
    };
  }

  /** Handles one raw NOTIFY payload. Malformed payloads are ignored, never thrown. */
  receive(payload: string): void {
    let envelope: LiveEnvelope;
    try {
      envelope = JSON.parse(payload) as LiveEnvelope;
    } catch {
      return;
    }
    if ('evict' in envelope) {
      this.sessions.evict(envelope.evict);
      this.closeMatching(envelope.evict);
      return;
    }
    const { to, event } = envelope;
    if (event.type === 'session-ended' && 'users' in to) {
      for (const userId of to.users) this.sessions.evict({ userId });
    }
    for (const client of this.targets(to)) send(client.socket, event);
    if (event.type === 'session-ended' && 'users' in to) {
      for (const userId of to.users) this.closeMatching({ userId });
    }
  }

  /** Tells every local socket to refetch (after the channel itself was interrupted). */
  resyncAll(): void {
    for (const set of this.byUser.values()) for (const client of set) send(client.socket, { type: 'resync' });
  }

  /** The distinct sessions behind this process's open sockets. */
  sessionIds(): string[] {
    const ids = new Set<string>();
    for (const set of this.byUser.values()) for (const client of set) ids.add(client.principal.sessionId);
    return [...ids];
  }

  /** Closes this process's sockets of a session that has just ended (other processes hear it on the channel). */
  endSession(sessionId: string): void {
    this.closeMatching({ sessionId });
  }

  countFor(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  get connections(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private *targets(to: LiveTarget): Generator<Client> {
    if ('users' in to) {
      for (const userId of to.users) yield* this.byUser.get(userId) ?? [];
      return;
    }
    for (const set of this.byUser.values()) {
      for (const client of set) if (to.audience === 'all' || client.principal.rol === to.audience) yield client;
    }
  }

  private closeMatching(match: { sessionId?: string; userId?: string }): void {
    const candidates = match.userId ? [this.byUser.get(match.userId) ?? new Set<Client>()] : this.byUser.values();
    for (const set of candidates) {
      for (const client of set) {
        const hit = client.principal.id === match.userId || client.principal.sessionId === match.sessionId;
        if (hit) client.socket.close(4001, 'session ended');
      }
    }
  }
}

function send(socket: WebSocket, event: LiveEvent): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify(event));
  liveEventsDelivered.inc({ type: event.type });
}
