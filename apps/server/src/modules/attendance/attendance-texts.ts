import { formatDistance, type LocationVerdict } from '@care/domain';

/** Why the office will look at a clock-in or clock-out, as a sentence (empty when nothing is amiss). */
function reviewReason(verdict: LocationVerdict | null, deviceTimeOff: boolean, what: string): string {
  if (verdict?.check === 'outside' && verdict.distanceMetres !== null) {
    return ` You are ${formatDistance(verdict.distanceMetres)} from the client’s address, so the office will review this ${what}.`;
  }
  if (verdict?.check === 'noLocation') {
    return ` Your location was not available, so the office will review this ${what}.`;
  }
  if (deviceTimeOff) {
    return ` It was sent from your phone later than it was recorded, so the office will review this ${what}.`;
  }
  return '';
}

/** The replies of the attendance calls, in one place. */
export const ATTENDANCE_TEXTS = {
  clockedIn: (verdict: LocationVerdict | null, deviceTimeOff: boolean) =>
    `Clocked in.${reviewReason(verdict, deviceTimeOff, 'clock-in')}${
      verdict?.check === 'noClientLocation'
        ? ' The client’s address has no map position, so your location was not checked.'
        : ''
    } Fill and sign the shift report before you clock out.`,
  clockedOut: (verdict: LocationVerdict | null, deviceTimeOff: boolean) =>
    `Clocked out.${reviewReason(verdict, deviceTimeOff, 'clock-out')}`,
  mileageSaved: 'Mileage saved.',
  marked: 'Attendance marked.',
  unmarked: 'Attendance unmarked.',
  updated: 'Attendance updated.',
  noStaff: 'This shift has no staff member to mark attendance for',
  badDateTime: 'Enter a valid date and time',
  badDeviceTime: 'The device time must be a date and time with its zone',
} as const;
