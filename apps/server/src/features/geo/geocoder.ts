// The server's one way to turn a typed address into a town and coordinates (DECISIONS §10):
// the offline gazetteer by default, Nominatim when GEOCODER=nominatim, both cached in the DB.
import type { Database } from '@fitcover/db/client';
import { normalizeKey, splitAddress } from './address.ts';
import { findCachedGeocode, saveCachedGeocode } from './geocode-cache.repo.ts';
import { spanishTimezone } from './geo-math.ts';
import { createNominatimClient } from './nominatim.ts';
import { lookupCity } from './offline-gazetteer.ts';

export type GeocodeResult = { latitude: number; longitude: number; ciudad: string; timezone: string };
export type Geocoder = { geocode(address: string): Promise<GeocodeResult | null> };

export type GeocoderOptions = {
  provider: 'offline' | 'nominatim';
  db: Database;
  userAgent: string;
  nominatimUrl?: string;
  fetchImpl?: typeof fetch;
};

// Only the town matters offline. When the part taken for the town is not one (an unusual
// street name read as the town, say), another comma part or the whole text may still be.
function geocodeOffline(address: string): GeocodeResult | null {
  const candidates = [splitAddress(address).city, ...address.split(','), address];
  for (const text of candidates) {
    const found = text.trim() ? lookupCity(text) : null;
    if (found) return found;
  }
  return null;
}

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const { provider, db } = options;
  const nominatim =
    provider === 'nominatim'
      ? createNominatimClient({
          userAgent: options.userAgent,
          ...(options.nominatimUrl ? { baseUrl: options.nominatimUrl } : {}),
          ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
        })
      : null;

  return {
    async geocode(address) {
      const queryKey = normalizeKey(address);
      if (!queryKey) return null;
      const cached = await findCachedGeocode(db, provider, queryKey);
      if (cached === null) return null;
      // The cache keeps no time zone: it follows from the coordinates.
      if (cached) return { ...cached, timezone: spanishTimezone(cached) };

      // Network errors propagate uncached, so a later attempt can succeed.
      const result = nominatim ? await nominatim.search(address.trim()) : geocodeOffline(address);
      await saveCachedGeocode(
        db,
        provider,
        queryKey,
        result && { ciudad: result.ciudad, latitude: result.latitude, longitude: result.longitude },
      );
      return result;
    },
  };
}
