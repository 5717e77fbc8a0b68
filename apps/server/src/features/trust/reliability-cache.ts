// Reliability figures of the gyms on offer-search pages (DECISIONS §17), kept per process for a
// minute of app time. A figure moves only when a class takes place, a no-show is confirmed or a
// class is called off, so a minute late is harmless on a list; reading it again for every page
// found cost a search without shared pages about a third of its throughput (issue 19). The
// pages that judge one gym or instructor (offer page, profile, applicant card) read it fresh.
import type { Database, Tx } from '@fitcover/db/client';
import type { Reliability } from '@fitcover/contract/trust/reliability';
import { reliabilityOf } from './reliability.repo.ts';

export const RELIABILITY_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

type Entry = { figure: Reliability; readAt: number };

export class ReliabilityCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = RELIABILITY_CACHE_TTL_MS) {}

  /** Each id's figure: the fresh ones from memory, the rest in one read. */
  async of(db: Database | Tx, ids: readonly string[], now: Date): Promise<Map<string, Reliability>> {
    const at = now.getTime();
    const result = new Map<string, Reliability>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const entry = this.entries.get(id);
      if (entry && at - entry.readAt < this.ttlMs && at >= entry.readAt) result.set(id, entry.figure);
      else missing.push(id);
    }
    if (missing.length === 0) return result;
    const read = await reliabilityOf(db, missing, now);
    for (const [id, figure] of read) {
      result.set(id, figure);
      this.remember(id, figure, at);
    }
    return result;
  }

  private remember(id: string, figure: Reliability, at: number): void {
    this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest read first: Map keeps insertion order, and a re-read is re-inserted.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { figure, readAt: at });
  }
}
