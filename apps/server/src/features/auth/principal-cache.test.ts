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

  describe('resolve', () => {
    const found = (principal: Principal) => ({ principal, sessionExpiresAt: 10_000, recheckAt: Infinity });
    /** A load that finishes when told to, counting its runs. */
    function slowLoad(principal: Principal | null) {
      let finish: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (finish = resolve));
      const load = {
        runs: 0,
        finish: () => finish(),
        run: async () => {
          load.runs += 1;
          await gate;
          return principal && found(principal);
        },
      };
      return load;
    }

    it('runs one resolution for requests with the same cookie meanwhile, then answers from memory', async () => {
      const cache = new PrincipalCache(1000);
      const load = slowLoad(ana);
      const answers = Promise.all([1, 2, 3].map(() => cache.resolve('tok', 0, 0, load.run)));
      load.finish();
      expect(await answers).toEqual([ana, ana, ana]);
      expect(await cache.resolve('tok', 1, 1, load.run)).toEqual(ana);
      expect(load.runs).toBe(1);
    });

    it('keeps apart different cookies, and keeps no answer for a cookie without a session', async () => {
      const cache = new PrincipalCache(1000);
      const none = slowLoad(null);
      const bens = slowLoad(ben);
      const answers = Promise.all([cache.resolve('x', 0, 0, none.run), cache.resolve('b', 0, 0, bens.run)]);
      none.finish();
      bens.finish();
      expect(await answers).toEqual([null, ben]);
      expect(cache.get('x', 1)).toBeUndefined();
      expect(cache.size).toBe(1);
    });

    it('caches nothing a resolution found if an eviction came meanwhile, and resolves afresh after it', async () => {
      const cache = new PrincipalCache(1000);
      const before = slowLoad(ana);
      const early = cache.resolve('tok', 0, 0, before.run);
      cache.evict({ sessionId: 's1' });
      const after = slowLoad(null);
      const late = cache.resolve('tok', 0, 0, after.run);
      before.finish();
      after.finish();
      expect(await early).toEqual(ana);
      expect(await late).toBeNull();
      expect(cache.get('tok', 1)).toBeUndefined();
      expect([before.runs, after.runs]).toEqual([1, 1]);
    });

    it('lets a failed resolution fail every request that shared it, and tries again on the next', async () => {
      const cache = new PrincipalCache(1000);
      let runs = 0;
      const failing = async () => {
        runs += 1;
        throw new Error('database unavailable');
      };
      const shared = [cache.resolve('tok', 0, 0, failing), cache.resolve('tok', 0, 0, failing)];
      for (const answer of shared) await expect(answer).rejects.toThrow('database unavailable');
      await expect(cache.resolve('tok', 0, 0, failing)).rejects.toThrow('database unavailable');
      expect(runs).toBe(2);
    });
  });
});
