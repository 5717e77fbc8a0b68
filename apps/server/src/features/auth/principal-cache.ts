// Resolving a session costs two or three queries (better-auth's session + user, then the
// profile). Most requests repeat the same cookie, so a short-lived in-process cache answers them
// from memory (ADR 0008). Entries die early when a session ends: sign-out, password change or
// reset, suspension — each process hears about it over the live channel and evicts.
import type { Principal } from '../../context.ts';

export const PRINCIPAL_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

// expiresAt is wall-clock time (the cache's own TTL, the session row's expiry); recheckAt is on
// the app clock (ctx.clock): when the session's idle/absolute lifetime must be looked at again.
type Entry = { principal: Principal; expiresAt: number; recheckAt: number };

export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = PRINCIPAL_TTL_MS) {}

  get(token: string, now: number, clockNow = now): Principal | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= now || entry.recheckAt <= clockNow) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  /** Caches until the TTL, the session's own expiry or `recheckAt` (app clock), whichever comes first. */
  set(token: string, principal: Principal, now: number, sessionExpiresAt: number, recheckAt = Infinity): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest insertion first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { principal, expiresAt: Math.min(now + this.ttlMs, sessionExpiresAt), recheckAt });
  }

  evict(match: { sessionId?: string; userId?: string }): void {
    for (const [token, { principal }] of this.entries) {
      if (principal.sessionId === match.sessionId || principal.id === match.userId) this.entries.delete(token);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
