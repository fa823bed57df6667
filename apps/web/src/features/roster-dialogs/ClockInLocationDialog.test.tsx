import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../session/session-store.ts';
import { AFTER_END, shiftView } from '../../test/dialog-shifts.ts';
import { json } from '../../test/fixtures.ts';
import { ATTENDANCE_ID, attendanceView } from '../attendance-admin/attendance.test-kit.ts';
import { openDialogs } from './dialog-host.test-kit.tsx';

vi.mock('../../platform/toasts.ts', () => ({ toasts: { success: vi.fn(), error: vi.fn() } }));

// jsdom draws no map: each layer renders as an element saying what and where it is.
type Props = { children?: ReactNode; center?: [number, number]; position?: [number, number] };
const where = (p: Props) => (p.center ?? p.position ?? []).join(',');
type Bounds = { getSouthWest: () => { lat: number }; getNorthEast: () => { lat: number } };
const span = (b?: Bounds) =>
  b ? `${b.getSouthWest().lat.toFixed(3)}..${b.getNorthEast().lat.toFixed(3)}` : '';
vi.mock('react-leaflet', () => ({
  MapContainer: (p: Props & { zoom?: number; bounds?: Bounds }) => (
    <div data-testid="map" data-center={where(p)} data-zoom={p.zoom} data-bounds={span(p.bounds)}>
      {p.children}
    </div>
  ),
  TileLayer: (p: { url: string; attribution: string }) => (
    <div data-testid="tiles" data-url={p.url} data-attribution={p.attribution} />
  ),
  Marker: (p: Props) => (
    <div data-testid="marker" data-at={where(p)}>
      {p.children}
    </div>
  ),
  CircleMarker: (p: Props) => (
    <div data-testid="dot" data-at={where(p)}>
      {p.children}
    </div>
  ),
  Circle: (p: Props & { radius: number }) => (
    <div data-testid="radius" data-at={where(p)} data-radius={p.radius} />
  ),
  Tooltip: (p: Props) => <span>{p.children}</span>,
}));

const attended = () =>
  shiftView({ attendance: true, isEnded: true, attendanceId: ATTENDANCE_ID, attendanceFlagged: true });
const open = (over: Parameters<typeof attendanceView>[0] = {}) =>
  openDialogs(
    { kind: 'action', action: 'clockInLocation', shift: attended() },
    { api: { [`GET /api/Attendances/${ATTENDANCE_ID}`]: () => json(attendanceView(over)) } },
  );

describe('Location of time clocked in', { timeout: 30_000 }, () => {
  beforeEach(() => {
    endSession();
    vi.useFakeTimers({ toFake: ['Date'], now: AFTER_END });
  });

  it('maps the clock-in at zoom 14 with the client’s address and radius, and says how far it was', async () => {
    // 300 m north of the client's address: the radius fits the zoom-14 view around the clock-in.
    open({ inLatitude: -33.8761, inLongitude: 151.2093, clockInDistanceMetres: 1234 });
    const dialog = await screen.findByRole('dialog', { name: 'Location of time clocked in' });
    const map = await within(dialog).findByTestId('map');
    expect(map.dataset.center).toBe('-33.8761,151.2093');
    expect(map.dataset.zoom).toBe('14');
    expect(within(map).getByTestId('tiles').dataset.attribution).toContain('OpenStreetMap');
    expect(within(map).getByTestId('marker').dataset.at).toBe('-33.8788,151.2093');
    expect(within(map).getByTestId('radius').dataset.radius).toBe('500');
    expect(
      within(map)
        .getAllByTestId('dot')
        .map((d) => d.textContent),
    ).toEqual(['Clock-out', 'Clock-in']);
    expect(within(dialog).getByText('Outside the radius: 1.2 km from the client’s address')).toBeTruthy();
    expect(within(dialog).getByText('Inside the radius: 40 m from the client’s address')).toBeTruthy();
    expect(within(dialog).getByText(/1 Harbour St, Sydney NSW, with the 500 m/)).toBeTruthy();
  });

  it('widens the map to show both the clock-in and the client’s radius when they are far apart', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Location of time clocked in' });
    const map = await within(dialog).findByTestId('map');
    expect(map.dataset.zoom).toBeUndefined();
    // From 500 m south of the client's address to the clock-in, 1.1 km north of it.
    expect(map.dataset.bounds).toBe('-33.883..-33.869');
  });

  it('says when the phone sent no location (0,0), and centres on the client’s address', async () => {
    open({
      inLatitude: 0,
      inLongitude: 0,
      clockInLocation: 'noLocation',
      clockInDistanceMetres: null,
      clockOut: null,
      outLatitude: null,
      outLongitude: null,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Location of time clocked in' });
    const map = await within(dialog).findByTestId('map');
    expect(map.dataset.center).toBe('-33.8788,151.2093');
    expect(within(map).queryByTestId('dot')).toBeNull();
    expect(within(dialog).getByText('No location from the phone')).toBeTruthy();
    expect(within(dialog).getByText(/In Shift/)).toBeTruthy();
  });

  it('shows the phone’s time beside the time received when they differ', async () => {
    open({
      deviceTimeOff: true,
      clockInDeviceAt: '2026-11-23T22:05:00.000Z',
      clockInReceivedAt: '2026-11-23T23:40:00.000Z',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Location of time clocked in' });
    expect(
      await within(dialog).findByText('Phone time 24/11/2026 9:05 AM, received 24/11/2026 10:40 AM'),
    ).toBeTruthy();
  });

  it('shows no map when neither the phone nor the client has a position', async () => {
    open({ inLatitude: null, inLongitude: null, clockInLocation: 'noClientLocation', clientLocation: null });
    const dialog = await screen.findByRole('dialog', { name: 'Location of time clocked in' });
    expect(await within(dialog).findByText(/Nothing to show on a map/)).toBeTruthy();
    expect(within(dialog).getByText('Not checked: the client’s address has no map position')).toBeTruthy();
    expect(within(dialog).queryByTestId('map')).toBeNull();
  });
});
