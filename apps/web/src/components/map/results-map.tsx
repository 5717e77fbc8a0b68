import { lazy, Suspense } from 'react';
import { MapPin } from 'lucide-react';
import { cn } from '../../lib/cn';
import { es } from '../../i18n/es';
import { DEFAULT_TILE_URL } from './location-map';
import type { MapOrigin, MapPoint } from './map-points';

// Leaflet loads in its own chunk, only when a results map is shown (DECISIONS §10).
const LeafletResultsMap = lazy(() =>
  import('./leaflet-results-map').then((module) => ({ default: module.LeafletResultsMap })),
);

type ResultsMapProps = {
  points: readonly MapPoint[];
  origin: MapOrigin | null;
  radiusKm?: number | null | undefined;
  /** The map's accessible name. */
  label: string;
  tileUrl?: string | undefined;
  className?: string;
};

/** Several markers (grouped when they share a spot) and, optionally, the user's own position. */
export function ResultsMap({ points, origin, radiusKm, label, tileUrl, className }: ResultsMapProps) {
  return (
    <div
      className={cn('relative isolate w-full overflow-hidden rounded-2xl border border-gray-200', className)}
      role="region"
      aria-label={label}
    >
      <Suspense
        fallback={
          <div className="flex size-full items-center justify-center bg-gray-50 text-sm text-gray-500" role="status">
            {es.map.loading}
          </div>
        }
      >
        <LeafletResultsMap points={points} origin={origin} radiusKm={radiusKm} tileUrl={tileUrl || DEFAULT_TILE_URL} />
      </Suspense>
      <ul className="pointer-events-none absolute top-2 right-2 z-[1000] flex flex-col gap-1 rounded-lg bg-white/90 px-2.5 py-1.5 text-xs text-gray-700 shadow-sm">
        {origin ? (
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-full border-2 border-white bg-sky-600 shadow" />
            {es.map.you}
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-3.5 fill-brand-700 text-white" />
          {es.map.offers}
        </li>
      </ul>
    </div>
  );
}

export type { MapOrigin, MapPoint };
