// Database access for the geocode cache: one row per provider and normalized address, found or
// not, so a repeated address never reaches the geocoder (nor the public service) again.
import { and, eq } from 'drizzle-orm';
import type { Database } from '@fitcover/db/client';
import { geocodeCache } from '@fitcover/db/schema';

export type CachedPlace = { ciudad: string; latitude: number; longitude: number };

// undefined: not cached; null: cached as "not found".
export async function findCachedGeocode(
  db: Database,
  provider: string,
  queryKey: string,
): Promise<CachedPlace | null | undefined> {
  const [row] = await db
    .select()
    .from(geocodeCache)
    .where(and(eq(geocodeCache.provider, provider), eq(geocodeCache.queryKey, queryKey)))
    .limit(1);
  if (!row) return undefined;
  if (!row.found || row.ciudad === null || row.latitude === null || row.longitude === null) {
    return null;
  }
  return { ciudad: row.ciudad, latitude: row.latitude, longitude: row.longitude };
}

// Concurrent requests for the same new address may both geocode it; the first insert wins.
export async function saveCachedGeocode(
  db: Database,
  provider: string,
  queryKey: string,
  place: CachedPlace | null,
): Promise<void> {
  await db
    .insert(geocodeCache)
    .values({
      provider,
      queryKey,
      found: place !== null,
      ciudad: place?.ciudad ?? null,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
    })
    .onConflictDoNothing();
}
