import { lazy, Suspense } from 'react';
import { MapPinOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { es } from '../../i18n/es';

// Leaflet and its CSS load only on pages that show a map (DECISIONS §10).
const LeafletMap = lazy(() => import('./leaflet-map').then((module) => ({ default: module.LeafletMap })));

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

type LocationMapProps = {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** Shown in the marker's popup and in the map's accessible name. */
  name: string;
  /** From the public config; the OpenStreetMap tiles when missing. */
  tileUrl?: string | undefined;
  className?: string;
};

export function LocationMap({ latitude, longitude, name, tileUrl, className }: LocationMapProps) {
  const frame = cn('isolate h-64 w-full overflow-hidden rounded-xl border border-gray-200 sm:h-72', className);
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) {
    return (
      <div className={cn(frame, 'flex flex-col items-center justify-center gap-2 bg-gray-50 text-sm text-gray-500')}>
        <MapPinOff className="size-7 text-gray-300" aria-hidden="true" />
        <p>{es.map.unavailable}</p>
      </div>
    );
  }
  return (
    <div className={frame} role="region" aria-label={es.map.label(name)}>
      <Suspense
        fallback={
          <div className="flex size-full items-center justify-center bg-gray-50 text-sm text-gray-500" role="status">
            {es.map.loading}
          </div>
        }
      >
        <LeafletMap latitude={latitude} longitude={longitude} name={name} tileUrl={tileUrl || DEFAULT_TILE_URL} />
      </Suspense>
    </div>
  );
}
