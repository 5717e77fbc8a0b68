// Pure helpers of the results map (no Leaflet here, so they load with the page and are testable).

export type MapPoint = {
  id: string;
  latitude: number;
  longitude: number;
  title: string;
  /** Extra lines of the popup (gym, price…). */
  lines: string[];
};

/** The user's own position, marked differently from the results. */
export type MapOrigin = { latitude: number; longitude: number; label: string };

export type MapPlace = { key: string; latitude: number; longitude: number; points: MapPoint[] };

/**
 * Points at the same spot (offers geocoded to a town centre share coordinates) become one place,
 * so every offer stays reachable from one marker's popup instead of hiding under another.
 */
export function groupByPlace(points: readonly MapPoint[]): MapPlace[] {
  const places = new Map<string, MapPlace>();
  for (const point of points) {
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) continue;
    const key = `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`;
    const place = places.get(key);
    if (place) place.points.push(point);
    else places.set(key, { key, latitude: point.latitude, longitude: point.longitude, points: [point] });
  }
  return [...places.values()];
}

/** A stable signature of what the map should frame: it refits only when this changes. */
export function framingKey(
  places: readonly MapPlace[],
  origin: { latitude: number; longitude: number } | null,
): string {
  const keys = places.map((place) => place.key).sort();
  if (origin) keys.push(`o:${origin.latitude.toFixed(5)},${origin.longitude.toFixed(5)}`);
  return keys.join('|');
}
