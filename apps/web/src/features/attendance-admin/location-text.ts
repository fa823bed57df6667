import { type AttendanceView, formatDistance, formatInZone, type ShiftRosterView } from '@care/domain';

/** A check in words, with the distance when known ('Outside the radius: 1.2 km from the client’s address'). */
export function locationCheckText(check: string | null, distanceMetres: number | null): string {
  const away = distanceMetres !== null ? `: ${formatDistance(distanceMetres)} from the client’s address` : '';
  switch (check) {
    case 'inside':
      return `Inside the radius${away}`;
    case 'outside':
      return `Outside the radius${away}`;
    case 'noLocation':
      return 'No location from the phone';
    case 'noClientLocation':
      return 'Not checked: the client’s address has no map position';
    case 'off':
      return 'Not checked: location checks are off';
    default:
      return 'No location recorded';
  }
}

/** What the location dialog says beside the map: each clock's check, and the phone's time when it was off. */
export function locationFacts(
  a: AttendanceView,
  zone: string,
): { label: string; text: string; warn: boolean }[] {
  const facts: { label: string; text: string; warn: boolean }[] = [];
  if (a.source === 'marked') {
    facts.push({
      label: 'Marked by the office',
      text: 'No phone location: the office marked this attendance',
      warn: false,
    });
  } else {
    facts.push({
      label: 'Clock-in',
      text: locationCheckText(a.clockInLocation, a.clockInDistanceMetres),
      warn: a.clockInLocation === 'outside' || a.clockInLocation === 'noLocation',
    });
    if (a.clockOut) {
      facts.push({
        label: 'Clock-out',
        text: locationCheckText(a.clockOutLocation, a.clockOutDistanceMetres),
        warn: a.clockOutLocation === 'outside' || a.clockOutLocation === 'noLocation',
      });
    }
  }
  if (a.deviceTimeOff) {
    const pairs: [string, string | null, string | null][] = [
      ['Clock-in', a.clockInDeviceAt, a.clockInReceivedAt],
      ['Clock-out', a.clockOutDeviceAt, a.clockOutReceivedAt],
    ];
    for (const [label, device, received] of pairs) {
      if (device && received) {
        facts.push({
          label: `${label} time`,
          text: `Phone time ${formatInZone(device, 'listDateTime', zone)}, received ${formatInZone(received, 'listDateTime', zone)}`,
          warn: true,
        });
      }
    }
  }
  return facts;
}

/** Why a roster card is flagged, for its badge's tooltip. */
export function flagReason(shift: Pick<ShiftRosterView, 'clockInLocation'>): string {
  switch (shift.clockInLocation) {
    case 'outside':
      return 'Clocked in outside the radius of the client’s address';
    case 'noLocation':
      return 'Clocked in without a location from the phone';
    default:
      return 'The clock-out was outside the radius or without a location, or the phone’s time was off';
  }
}
