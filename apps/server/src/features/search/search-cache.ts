// Recent offer-search result pages, shared by every instructor of this process who asks the same
// question from the same place (ADR 0010). The offline geocoder puts everyone of a town at its
// centre, so the first page of a town's default search is asked again and again. A page is
// served only while the database's search version has not moved (any committed change to
// offers or listed gyms moves it), for at most `ttlMs` of app time, and only while none of its
// classes has started. Per-instructor parts (yaPostulado) are never cached.
import type { SerializedPage } from './search-response.ts';

export const SEARCH_CACHE_TTL_MS = 5_000;
const MAX_PAGES = 2_000;
const MAX_PLACES = 20_000;

export type CachedPage = SerializedPage & {
  /** The earliest class start on the page (ms), after which the page may list a started class. */
  firstStart: number;
};

type Entry = { page: CachedPage; version: number; storedAt: number };

export class SearchCache {
  private readonly pages = new Map<string, Entry>();
  /** Where each instructor searched from last: a guess of the page they will get, checked by the caller. */
  private readonly places = new Map<string, string>();

  constructor(private readonly ttlMs = SEARCH_CACHE_TTL_MS) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, version: number, now: number): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || !this.inTime(entry, now)) {
      this.pages.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, version: number, now: number, page: CachedPage): void {
    if (!this.enabled) return;
    if (this.pages.size >= MAX_PAGES && !this.pages.has(key)) {
      // Oldest insertion first: Map keeps insertion order.
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { page, version, storedAt: now });
  }

  /** The page stored under `key` if its lifetime and classes still allow serving it; its version is not checked. */
  peek(key: string, now: number): CachedPage | undefined {
    const entry = this.pages.get(key);
    return entry && this.inTime(entry, now) ? entry.page : undefined;
  }

  /** Younger than the lifetime, and none of its classes has started. */
  private inTime(entry: Entry, now: number): boolean {
    return now - entry.storedAt < this.ttlMs && now < entry.page.firstStart;
  }

  lastPlaceOf(instructorId: string): string | undefined {
    return this.places.get(instructorId);
  }

  rememberPlace(instructorId: string, place: string): void {
    if (!this.enabled || this.places.get(instructorId) === place) return;
    this.places.delete(instructorId);
    if (this.places.size >= MAX_PLACES) {
      const oldest = this.places.keys().next().value;
      if (oldest !== undefined) this.places.delete(oldest);
    }
    this.places.set(instructorId, place);
  }

  get size(): number {
    return this.pages.size;
  }
}
