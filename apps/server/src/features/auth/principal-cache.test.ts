import { describe, expect, it } from 'vitest';
import type { Principal } from '../../context.ts';
import { PrincipalCache } from './principal-cache.ts';

const ana: Principal = { id: 'u1', email: 'ana@x.es', rol: 'gimnasio', nombre: 'Ana', sessionId: 's1' };
const ben: Principal = { id: 'u2', email: 'ben@x.es', rol: 'instructor', nombre: 'Ben', sessionId: 's2' };

describe('PrincipalCache', () => {
  it('answers until the TTL, then forgets', () => {
    const cache = new PrincipalCache(1000);
    cache.set('tok', ana, 0, 10_000);
    expect(cache.get('tok', 999)).toEqual(ana);
    expect(cache.get('tok', 1000)).toBeUndefined();
  });

  it('never outlives the session itself', () => {
    const cache = new PrincipalCache(1000);
    cache.set('tok', ana, 0, 500);
    expect(cache.get('tok', 499)).toEqual(ana);
    expect(cache.get('tok', 500)).toBeUndefined();
  });

  it('asks again once the app clock reaches the session lifetime check, whatever the wall clock says', () => {
    const cache = new PrincipalCache(1000);
    cache.set('tok', ana, 0, 10_000, 5_000_000);
    expect(cache.get('tok', 1, 4_999_999)).toEqual(ana);
    expect(cache.get('tok', 1, 5_000_000)).toBeUndefined();
  });

  it('evicts by session and by user', () => {
    const cache = new PrincipalCache(1000);
    cache.set('a1', ana, 0, 10_000);
    cache.set('a2', { ...ana, sessionId: 's3' }, 0, 10_000);
    cache.set('b', ben, 0, 10_000);
    cache.evict({ sessionId: 's1' });
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toBeDefined();
    cache.evict({ userId: 'u1' });
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toEqual(ben);
  });
});
