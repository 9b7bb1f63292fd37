// A map to place a new mosque's pin (issue 33, item 1): Leaflet through
// react-leaflet, tiles from the server's MAP_TILE_URL (OpenStreetMap's by
// default; the CSP allows that origin). Loaded as its own chunk only on /m/new,
// so Home's bundle does not carry Leaflet. A tap or click places the pin; the
// screen names the point (zone, country, city) through the server.
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useEffect } from 'react';

export interface LatLon {
  latitude: number;
  longitude: number;
}

interface MapPinProps {
  tileUrl: string;
  /** Where the map looks: the chosen city, or the user's own place. */
  center: LatLon;
  pin: LatLon | null;
  onPick: (at: LatLon) => void;
  label: string;
}

/** Five decimals: about a metre, more than a mosque's place needs. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

function Clicks({ onPick }: { onPick: (at: LatLon) => void }) {
  useMapEvents({
    click: (event) => onPick({ latitude: round5(event.latlng.lat), longitude: round5(event.latlng.wrap().lng) }),
  });
  return null;
}

/** Follows a new center (a city chosen in the search) without a new map. */
function Recenter({ center }: { center: LatLon }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.latitude, center.longitude], map.getZoom());
  }, [map, center.latitude, center.longitude]);
  return null;
}

export default function MapPin({ tileUrl, center, pin, onPick, label }: MapPinProps) {
  return (
    <div role="region" aria-label={label} data-testid="mosque-map" style={{ height: 260, borderRadius: 8, overflow: 'hidden' }}>
      <MapContainer center={[center.latitude, center.longitude]} zoom={13} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' />
        <Clicks onPick={onPick} />
        <Recenter center={center} />
        {pin && <CircleMarker center={[pin.latitude, pin.longitude]} radius={9} pathOptions={{ color: '#0b7285', fillOpacity: 0.8 }} />}
      </MapContainer>
    </div>
  );
}
