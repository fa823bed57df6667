import { checkLocation, type LocationCheck, type LocationVerdict } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { workSettingsOf } from '../work-settings/work-settings.api.ts';
import { firstClientPosition } from './attendance.repo.ts';

/** The phone's position as sent: null when absent or 0,0 (the spec's "no location"). */
export function phonePosition(lat: number | undefined, lng: number | undefined) {
  return lat === undefined || lng === undefined || (lat === 0 && lng === 0)
    ? null
    : { latitude: lat, longitude: lng };
}

/**
 * The location check of a clock-in or clock-out (docs/workforce.md): the phone's position against the
 * shift's first client's, with the company's radius and mode.
 */
export async function locationVerdict(
  db: Queryable,
  companyId: string,
  shiftRosterId: string,
  phone: { latitude: number; longitude: number } | null,
): Promise<LocationVerdict> {
  const settings = await workSettingsOf(db, companyId);
  const client = await firstClientPosition(db, companyId, shiftRosterId);
  return checkLocation(
    phone,
    client && client.latitude !== null && client.longitude !== null
      ? { latitude: client.latitude, longitude: client.longitude }
      : null,
    { radiusMetres: settings.clockInRadiusMetres, mode: settings.clockInMode },
  );
}

/** A stored check read back as a verdict (for the reply to a replayed request). */
export function storedVerdict(check: string | null, distanceMetres: number | null): LocationVerdict | null {
  return check
    ? {
        check: check as LocationCheck,
        distanceMetres,
        refusal: null,
        flagged: check === 'outside' || check === 'noLocation',
      }
    : null;
}
