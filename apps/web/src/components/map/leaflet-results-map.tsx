import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { latLngBounds } from 'leaflet';
import { Circle, CircleMarker, MapContainer, Marker, Pane, Popup, TileLayer, useMap } from 'react-leaflet';
import { es } from '../../i18n/es';
import { ATTRIBUTION, countPin } from './leaflet-parts';
import { framingKey, groupByPlace, type MapOrigin, type MapPoint } from './map-points';

/** Spain, for a map with nothing to frame. */
const SPAIN: [number, number] = [40.2, -3.7];
const SPAIN_ZOOM = 5;
const SINGLE_ZOOM = 12;
const MAX_FIT_ZOOM = 13;

type LeafletResultsMapProps = {
  points: readonly MapPoint[];
  origin: MapOrigin | null;
  /** Radius drawn around the origin, in km (none when 0 or missing). */
  radiusKm?: number | null | undefined;
  tileUrl: string;
};

/** Refits the view when the set of places changes (not when the user pans and nothing changed). */
function FitToPlaces({ coordinates, signature }: { coordinates: Array<[number, number]>; signature: string }) {
  const map = useMap();
  useEffect(() => {
    if (coordinates.length === 0) return;
    const [first] = coordinates;
    if (coordinates.length === 1 && first) map.setView(first, SINGLE_ZOOM);
    else map.fitBounds(latLngBounds(coordinates), { padding: [36, 36], maxZoom: MAX_FIT_ZOOM });
    // The signature stands for the coordinates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, signature]);
  return null;
}

export function LeafletResultsMap({ points, origin, radiusKm, tileUrl }: LeafletResultsMapProps) {
  const places = useMemo(() => groupByPlace(points), [points]);
  const signature = framingKey(places, origin);
  const coordinates = places.map((place): [number, number] => [place.latitude, place.longitude]);
  if (origin) coordinates.push([origin.latitude, origin.longitude]);
  const center: [number, number] = origin ? [origin.latitude, origin.longitude] : (coordinates[0] ?? SPAIN);

  return (
    <MapContainer
      center={center}
      zoom={coordinates.length > 0 ? SINGLE_ZOOM : SPAIN_ZOOM}
      scrollWheelZoom={false}
      className="size-full bg-gray-100"
    >
      <TileLayer url={tileUrl} attribution={ATTRIBUTION} />
      <FitToPlaces coordinates={coordinates} signature={signature} />
      {origin && radiusKm ? (
        <Circle
          center={[origin.latitude, origin.longitude]}
          radius={radiusKm * 1000}
          interactive={false}
          pathOptions={{ color: '#0284c7', weight: 1.5, dashArray: '6 6', fillColor: '#0ea5e9', fillOpacity: 0.06 }}
        />
      ) : null}
      {origin ? (
        // Above the pins: the instructor's town centre often coincides with offers geocoded to it.
        <Pane name="origen" style={{ zIndex: 650 }}>
          <CircleMarker
            center={[origin.latitude, origin.longitude]}
            radius={8}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#0284c7', fillOpacity: 1 }}
          >
            <Popup>{origin.label}</Popup>
          </CircleMarker>
        </Pane>
      ) : null}
      {places.map((place) => {
        const [only] = place.points;
        const title = place.points.length === 1 && only ? only.title : es.map.here(place.points.length);
        return (
          <Marker
            key={place.key}
            position={[place.latitude, place.longitude]}
            icon={countPin(place.points.length)}
            title={title}
            alt={title}
          >
            <Popup maxWidth={260}>
              {place.points.length > 1 ? (
                <p className="m-0! mb-1! text-xs font-semibold text-gray-500">{es.map.here(place.points.length)}</p>
              ) : null}
              <ul className="m-0 max-h-56 list-none divide-y divide-gray-100 overflow-y-auto p-0">
                {place.points.map((point) => (
                  <li key={point.id} className="py-1.5">
                    <p className="m-0! text-sm font-semibold text-gray-900">{point.title}</p>
                    {point.lines.map((line) => (
                      <p key={line} className="m-0! text-xs text-gray-600">
                        {line}
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
            </Popup>
          </Marker>
        );
      })}
    </MapContainer>
  );
}
