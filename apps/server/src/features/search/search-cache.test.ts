import { describe, expect, it } from 'vitest';
import { SearchCache, type CachedPage } from './search-cache.ts';

const page = (firstStart = 1_000_000, id = 'a'): CachedPage => ({
  ids: [id],
  itemsJson: [`{"id":"${id}"`],
  nextCursor: null,
  firstStart,
});

describe('SearchCache', () => {
  it('serves a page only under the version it was stored with', () => {
    const cache = new SearchCache(5_000);
    cache.set('k', 7, 0, page());
    expect(cache.get('k', 7, 100)?.ids[0]).toBe('a');
    expect(cache.get('k', 8, 100)).toBeUndefined();
    // A miss forgets the stale page.
    expect(cache.size).toBe(0);
  });

  it('forgets a page at the end of its lifetime', () => {
    const cache = new SearchCache(5_000);
    cache.set('k', 1, 1_000, page());
    expect(cache.get('k', 1, 5_999)).toBeDefined();
    expect(cache.get('k', 1, 6_000)).toBeUndefined();
  });

  it('forgets a page as soon as one of its classes starts', () => {
    const cache = new SearchCache(5_000);
    cache.set('k', 1, 0, page(2_000));
    expect(cache.get('k', 1, 1_999)).toBeDefined();
    expect(cache.get('k', 1, 2_000)).toBeUndefined();
  });

  it('keeps nothing when turned off with a lifetime of 0', () => {
    const cache = new SearchCache(0);
    expect(cache.enabled).toBe(false);
    cache.set('k', 1, 0, page());
    expect(cache.get('k', 1, 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most 2 000 pages, dropping the oldest first', () => {
    const cache = new SearchCache(5_000);
    for (let i = 0; i <= 2_000; i += 1) cache.set(`k${i}`, 1, 0, page(1_000_000, String(i)));
    expect(cache.size).toBe(2_000);
    expect(cache.get('k0', 1, 0)).toBeUndefined();
    expect(cache.get('k1', 1, 0)?.ids[0]).toBe('1');
    expect(cache.get('k2000', 1, 0)?.ids[0]).toBe('2000');
  });

  it('remembers where each instructor searched from last', () => {
    const cache = new SearchCache(5_000);
    expect(cache.lastPlaceOf('ana')).toBeUndefined();
    cache.rememberPlace('ana', 'girona');
    cache.rememberPlace('ana', 'vic');
    expect(cache.lastPlaceOf('ana')).toBe('vic');
    expect(new SearchCache(0).lastPlaceOf('ana')).toBeUndefined();
  });

  it('peeks at a page whatever its version, but not past its lifetime or first class', () => {
    const cache = new SearchCache(5_000);
    cache.set('vic|q', 1, 0, page(3_000));
    // Still a good guess, though no longer current at version 2.
    expect(cache.peek('vic|q', 100)?.ids[0]).toBe('a');
    expect(cache.peek('vic|q', 3_000)).toBeUndefined();
    cache.set('vic|r', 1, 0, page());
    expect(cache.peek('vic|r', 4_999)?.ids[0]).toBe('a');
    expect(cache.peek('vic|r', 5_000)).toBeUndefined();
    expect(cache.peek('girona|q', 0)).toBeUndefined();
  });
});
