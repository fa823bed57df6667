import 'leaflet/dist/leaflet.css';
import { haversineMetres } from '@care/domain';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { Circle, CircleMarker, MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';

/** The spec's map zoom (spec 3 §9). */
export const MAP_ZOOM = 14;
/** What a dialog-sized map shows around its centre at zoom 14 (about ±1.3 km), with room for the pin. */
const SEEN_AT_ZOOM_METRES = 900;

export interface MapPoint {
  latitude: number;
  longitude: number;
}

// Leaflet finds its marker images by a CSS path the bundler rewrites; give it the bundled files.
const clientIcon = new L.Icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  tooltipAnchor: [12, -28],
  shadowSize: [41, 41],
});

const at = (p: MapPoint): [number, number] => [p.latitude, p.longitude];

/**
 * "Location of time clocked in" (spec 3 §2.1, zoom 14): OpenStreetMap tiles centred on the
 * clock-in, a dot for the clock-in (red when outside the radius) and the clock-out, a pin for the
 * client's address with the radius as a circle around it. Loaded with the dialog, so the map
 * library downloads only when a location is looked at.
 */
export function AttendanceMap({
  center,
  clockIn,
  clockOut,
  client,
  radiusMetres,
  clockInOutside,
}: {
  center: MapPoint;
  clockIn: MapPoint | null;
  clockOut: MapPoint | null;
  client: MapPoint | null;
  radiusMetres: number;
  clockInOutside: boolean;
}) {
  // Zoom 14 on the clock-in, as the spec says; when the client's address and radius would fall off
  // that view (a clock-in far away, the case worth looking at), the map widens to show both.
  const far = client !== null && haversineMetres(center, client) + radiusMetres > SEEN_AT_ZOOM_METRES;
  const view = far
    ? {
        bounds: L.latLng(at(client))
          .toBounds(radiusMetres * 2)
          .extend(at(center)),
        boundsOptions: { padding: [36, 36] as [number, number] },
      }
    : { center: at(center), zoom: MAP_ZOOM };
  return (
    <MapContainer
      {...view}
      scrollWheelZoom={false}
      style={{ height: '100%', minHeight: 320, width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <TileLayer
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        maxZoom={19}
      />
      {client ? (
        <>
          <Circle
            center={at(client)}
            radius={radiusMetres}
            pathOptions={{ color: '#1c7ed6', weight: 2, fillOpacity: 0.08 }}
          />
          <Marker position={at(client)} icon={clientIcon} title="The client’s address">
            <Tooltip>The client’s address</Tooltip>
          </Marker>
        </>
      ) : null}
      {clockOut ? (
        <CircleMarker
          center={at(clockOut)}
          radius={8}
          pathOptions={{ color: '#fff', weight: 2, fillColor: '#1971c2', fillOpacity: 1 }}
        >
          <Tooltip>Clock-out</Tooltip>
        </CircleMarker>
      ) : null}
      {clockIn ? (
        <CircleMarker
          center={at(clockIn)}
          radius={9}
          pathOptions={{
            color: '#fff',
            weight: 2,
            fillColor: clockInOutside ? '#e03131' : '#2f9e44',
            fillOpacity: 1,
          }}
        >
          <Tooltip permanent direction="top" offset={[0, -8]}>
            Clock-in
          </Tooltip>
        </CircleMarker>
      ) : null}
    </MapContainer>
  );
}
