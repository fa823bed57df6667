import { ATTENDANCE_MESSAGES } from '@care/domain';

export interface Position {
  latitude: number;
  longitude: number;
}

/** How long the phone may take to find itself before we say so (spec 3 §8 shows nothing). */
export const LOCATION_TIMEOUT_MS = 10_000;

/**
 * The device's position now. Rejects with the message to show when location is refused,
 * unavailable or too slow: the report is not sent without it.
 */
export function deviceLocation(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error(ATTENDANCE_MESSAGES.locationNeeded));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => reject(new Error(ATTENDANCE_MESSAGES.locationNeeded)),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
