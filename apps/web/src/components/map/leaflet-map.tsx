import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { ATTRIBUTION, pin } from './leaflet-parts';

const DEFAULT_ZOOM = 14;

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
