import { type AttendanceView, formatDistance } from '@care/domain';

/**
 * How a clock-in or clock-out stood against the client's address, in words (issue 13): 'Inside
 * the client’s area (120 m)', 'Outside the client’s area (1.2 km)', 'No location from the
 * phone', 'The client has no map location'. Null when nothing was checked (marked by the office).
 */
export function locationInWords(check: string | null, distanceMetres: number | null): string | null {
  const away = distanceMetres === null ? '' : ` (${formatDistance(distanceMetres)})`;
  switch (check) {
    case 'inside':
      return `Inside the client’s area${away}`;
    case 'outside':
      return `Outside the client’s area${away}`;
    case 'noLocation':
      return 'No location from the phone';
    case 'noClientLocation':
      return 'The client has no map location';
    case 'off':
      return 'Location not checked';
    default:
      return null;
  }
}

/** The kilometres of an attendance: end − start (spec 3 §9), or null while either is missing. */
export function attendanceKm(a: Pick<AttendanceView, 'startKm' | 'endKm'>): number | null {
  if (a.startKm === null || a.endKm === null) {
    return null;
  }
  return Math.round((a.endKm - a.startKm) * 100) / 100;
}

/** '12.5 km', or '—' when not recorded. */
export function kmText(km: number | null): string {
  return km === null ? '—' : `${km.toLocaleString('en-AU', { maximumFractionDigits: 2 })} km`;
}
