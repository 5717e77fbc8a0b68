import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '@fitcover/db/client';
import { runMigrations } from '@fitcover/db/migrate';
import { geocodeCache } from '@fitcover/db/schema';
import { normalizeKey } from './address.ts';
import { createGeocoder } from './geocoder.ts';

let handle: DbHandle;

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await runMigrations(handle);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

async function cacheRow(provider: string, address: string) {
  const [row] = await handle.db
    .select()
    .from(geocodeCache)
    .where(and(eq(geocodeCache.provider, provider), eq(geocodeCache.queryKey, normalizeKey(address))));
  return row;
}

describe('offline geocoder', () => {
  it('geocodes the town of an address in either order and caches it', async () => {
    const geocoder = createGeocoder({ provider: 'offline', db: handle.db, userAgent: 'ua' });
    const result = await geocoder.geocode('Barcelona, Calle de Valencia 200');
    expect(result).toMatchObject({ ciudad: 'Barcelona', timezone: 'Europe/Madrid' });
    expect(await cacheRow('offline', 'barcelona calle de valencia 200')).toMatchObject({
      found: true,
      ciudad: 'Barcelona',
      latitude: result!.latitude,
    });
    expect((await geocoder.geocode('Calle Mayor 5, Madrid'))?.ciudad).toBe('Madrid');
    expect((await geocoder.geocode('Sant Cugat del Vallès'))?.ciudad).toBe('Sant Cugat del Vallès');
  });

  it('tries the other comma parts when the town part is unknown', async () => {
    const geocoder = createGeocoder({ provider: 'offline', db: handle.db, userAgent: 'ua' });
    expect((await geocoder.geocode('Gran Casa 3, Móstoles, Bloque B'))?.ciudad).toBe('Móstoles');
  });

  it('answers a repeated address from the cache, found or not', async () => {
    const geocoder = createGeocoder({ provider: 'offline', db: handle.db, userAgent: 'ua' });
    // A row the gazetteer could never produce proves the answer comes from the cache.
    await handle.db.insert(geocodeCache).values({
      provider: 'offline',
      queryKey: normalizeKey('Villa Inventada, Calle Falsa 1'),
      found: true,
      ciudad: 'Villa Inventada',
      latitude: 28.5,
      longitude: -16.3,
    });
    expect(await geocoder.geocode('villa inventada,  calle falsa 1')).toEqual({
      ciudad: 'Villa Inventada',
      latitude: 28.5,
      longitude: -16.3,
      timezone: 'Atlantic/Canary',
    });

    expect(await geocoder.geocode('Xyzzyville')).toBeNull();
    expect(await cacheRow('offline', 'Xyzzyville')).toMatchObject({ found: false, ciudad: null });
    expect(await geocoder.geocode('XYZZYVILLE')).toBeNull();
  });
});

describe('nominatim geocoder', () => {
  it('asks the service once per address with the User-Agent, then reads the cache', async () => {
    const calls: { url: URL; userAgent: string | null }[] = [];
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: new URL(String(input)), userAgent: new Headers(init?.headers).get('user-agent') });
      return Response.json([{ lat: '41.3947', lon: '2.1557', address: { city: 'Barcelona' } }]);
    }) as typeof fetch;
    const geocoder = createGeocoder({
      provider: 'nominatim',
      db: handle.db,
      userAgent: 'FitCover/1.0 (soporte@fitcover.test)',
      nominatimUrl: 'http://nominatim.test',
      fetchImpl,
    });
    const first = await geocoder.geocode('Barcelona, Carrer de Mallorca 12');
    const second = await geocoder.geocode('Barcelona, Carrer de Mallorca 12');
    expect(first).toEqual({ latitude: 41.3947, longitude: 2.1557, ciudad: 'Barcelona', timezone: 'Europe/Madrid' });
    expect(second).toEqual(first);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.host).toBe('nominatim.test');
    expect(calls[0]!.userAgent).toBe('FitCover/1.0 (soporte@fitcover.test)');
    expect(await cacheRow('nominatim', 'Barcelona, Carrer de Mallorca 12')).toMatchObject({ found: true });
    // Offline and Nominatim answers are cached apart.
    expect(await cacheRow('offline', 'Barcelona, Carrer de Mallorca 12')).toBeUndefined();
  });

  it('caches nothing when the service cannot be reached', async () => {
    const geocoder = createGeocoder({
      provider: 'nominatim',
      db: handle.db,
      userAgent: 'ua',
      fetchImpl: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    await expect(geocoder.geocode('Getafe, Calle Madrid 1')).rejects.toThrow();
    expect(await cacheRow('nominatim', 'Getafe, Calle Madrid 1')).toBeUndefined();
  });
});
