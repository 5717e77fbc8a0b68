// Resolving a session costs two or three queries (better-auth's session + user, then the
// profile). Most requests repeat the same cookie, so a short-lived in-process cache answers them
// from memory (ADR 0008). Entries die early when a session ends: sign-out, password change or
// reset, suspension — each process hears about it over the live channel and evicts.
// Requests with the same cookie that arrive while it is being resolved (a page's parallel calls,
// clients reconnecting at once) share that one resolution instead of each running it.
import type { Principal } from '../../context.ts';

export const PRINCIPAL_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

// expiresAt is wall-clock time (the cache's own TTL, the session row's expiry); recheckAt is on
// the app clock (ctx.clock): when the session's idle/absolute lifetime must be looked at again.
type Entry = { principal: Principal; expiresAt: number; recheckAt: number };

/** What resolving a cookie found: the principal, and how long that answer may be kept. */
export type Resolved = { principal: Principal; sessionExpiresAt: number; recheckAt: number };

export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly resolving = new Map<string, Promise<Principal | null>>();
  /** Moves on every eviction: a resolution that started before one must not be cached. */
  private generation = 0;

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

  /**
   * The cached principal for `token`, or the result of `load`, run once however many requests
   * ask for the same token meanwhile. `now`: wall clock; `clockNow`: app clock (see get).
   */
  resolve(
    token: string,
    now: number,
    clockNow: number,
    load: () => Promise<Resolved | null>,
  ): Promise<Principal | null> {
    const cached = this.get(token, now, clockNow);
    if (cached) return Promise.resolve(cached);
    const pending = this.resolving.get(token);
    if (pending) return pending;
    const generation = this.generation;
    const resolution = load()
      .then((resolved) => {
        if (resolved && generation === this.generation) {
          this.set(token, resolved.principal, now, resolved.sessionExpiresAt, resolved.recheckAt);
        }
        return resolved?.principal ?? null;
      })
      .finally(() => {
        if (this.resolving.get(token) === resolution) this.resolving.delete(token);
      });
    this.resolving.set(token, resolution);
    return resolution;
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
    // Requests from now on resolve afresh rather than join a resolution that began before.
    this.generation += 1;
    this.resolving.clear();
    for (const [token, { principal }] of this.entries) {
      if (principal.sessionId === match.sessionId || principal.id === match.userId) this.entries.delete(token);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
