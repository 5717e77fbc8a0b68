// Geocoding through the public Nominatim service (GEOCODER=nominatim). Its usage policy asks for
// at most one request per second and an identifying User-Agent; results are cached in the
// database by the caller, so each address reaches the service once.
import { splitAddress } from './address.ts';
import { spanishTimezone } from './geo-math.ts';
import type { GeocodeResult } from './geocoder.ts';

export const NOMINATIM_DEFAULT_URL = 'https://nominatim.openstreetmap.org';

export type NominatimOptions = {
  userAgent: string;
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  minIntervalMs?: number;
  timeoutMs?: number;
};

export type NominatimClient = { search(address: string): Promise<GeocodeResult | null> };

type NominatimPlace = {
  lat?: string;
  lon?: string;
  address?: Partial<Record<'city' | 'town' | 'village' | 'municipality', string>>;
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// Serialises tasks and spaces their starts by at least minIntervalMs; a task also waits for the
// previous one to finish, so the service never sees two requests from us at once.
function createThrottle(minIntervalMs: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      const wait = lastStart + minIntervalMs - Date.now();
      if (wait > 0) await sleep(wait);
      lastStart = Date.now();
      return task();
    });
    tail = run.catch(() => undefined);
    return run;
  };
}

function searchUrl(baseUrl: string, address: string): URL {
  const base = baseUrl.replace(/\/+$/, '');
  const url = new URL(base.endsWith('/search') ? base : `${base}/search`);
  url.search = new URLSearchParams({
    format: 'json',
    addressdetails: '1',
    limit: '1',
    countrycodes: 'es',
    'accept-language': 'es',
    q: address,
  }).toString();
  return url;
}

export function createNominatimClient(options: NominatimOptions): NominatimClient {
  const fetchImpl = options.fetchImpl ?? fetch;
  const throttle = createThrottle(options.minIntervalMs ?? 1000);
  const timeoutMs = options.timeoutMs ?? 8000;
  const baseUrl = options.baseUrl ?? NOMINATIM_DEFAULT_URL;

  return {
    search: (address) =>
      throttle(async () => {
        let response: Response;
        try {
          response = await fetchImpl(searchUrl(baseUrl, address), {
            headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (cause) {
          // Timeouts surface as DOMException: normalise so callers see one kind of failure.
          throw new Error(`Nominatim request failed: ${String(cause)}`, { cause });
        }
        if (!response.ok) throw new Error(`Nominatim answered HTTP ${response.status}`);
        const body = (await response.json()) as unknown;
        const place = Array.isArray(body) ? (body[0] as NominatimPlace | undefined) : undefined;
        if (!place) return null;
        const latitude = Number(place.lat);
        const longitude = Number(place.lon);
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
        const a = place.address ?? {};
        const ciudad = a.city ?? a.town ?? a.village ?? a.municipality ?? splitAddress(address).city;
        return { latitude, longitude, ciudad, timezone: spanishTimezone({ latitude, longitude }) };
      }),
  };
}
