import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';

const DEFAULT_ZOOM = 14;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

// An inline SVG pin: Leaflet's default icon URLs break under bundlers, and this one needs no
// request at all, so the marker shows even when the tiles cannot load.
const pin = divIcon({
  className: '',
  html:
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">' +
    '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="#c2410c" stroke="#fff" stroke-width="2"/>' +
    '<circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  popupAnchor: [0, -36],
});

type LeafletMapProps = { latitude: number; longitude: number; name: string; tileUrl: string };

export function LeafletMap({ latitude, longitude, name, tileUrl }: LeafletMapProps) {
  const position: [number, number] = [latitude, longitude];
  return (
    <MapContainer
      key={`${latitude},${longitude}`}
      center={position}
      zoom={DEFAULT_ZOOM}
      scrollWheelZoom={false}
      className="size-full bg-gray-100"
    >
      <TileLayer url={tileUrl} attribution={ATTRIBUTION} />
      <Marker position={position} icon={pin} title={name} alt={name}>
        <Popup>{name}</Popup>
      </Marker>
    </MapContainer>
  );
}
