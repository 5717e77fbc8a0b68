// Pure distance helpers shared by the geocoder and the radius searches (bounding-box prefilter
// on a btree, then exact haversine: the portable fast path measured in STACK-NOTES).

export type LatLon = { latitude: number; longitude: number };
export type BoundingBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

// IUGG mean Earth radius.
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

const toRad = (deg: number): number => (deg * Math.PI) / 180;

export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() guards against h drifting above 1 by rounding for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// A box that contains every point within radiusKm of center. Longitude spans are widened at the
// box's most poleward latitude (where meridians are closest); near a pole, or when the box
// would cross the antimeridian, it falls back to the full longitude range rather than
// returning a wrapped box that a simple BETWEEN could not use.
export function boundingBox(center: LatLon, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const minLat = Math.max(-90, center.latitude - dLat);
  const maxLat = Math.min(90, center.latitude + dLat);
  const worstLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (worstLat >= 89.999) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  const dLon = dLat / Math.cos(toRad(worstLat));
  const minLon = center.longitude - dLon;
  const maxLon = center.longitude + dLon;
  if (dLon >= 180 || minLon < -180 || maxLon > 180) {
    return { minLat, maxLat, minLon: -180, maxLon: 180 };
  }
  return { minLat, maxLat, minLon, maxLon };
}

export const roundKm1 = (x: number): number => Math.round(x * 10) / 10;

// Spain has two time zones; the Canary Islands box is generous and holds no other Spanish land.
export function spanishTimezone(point: LatLon): 'Atlantic/Canary' | 'Europe/Madrid' {
  const { latitude: lat, longitude: lon } = point;
  return lat >= 27 && lat <= 29.5 && lon >= -18.5 && lon <= -13 ? 'Atlantic/Canary' : 'Europe/Madrid';
}
