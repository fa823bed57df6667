import type { AttendanceSplitView, AttendanceView } from '@care/domain';
import { SHIFT_ID, STAFF_ID } from '../../test/dialog-shifts.ts';

export const ATTENDANCE_ID = '66666666-6666-4666-8666-666666666666';

/**
 * An attendance of the dialogs' test shift (Sydney 9:00 to 17:00 on 24 November 2026): clocked in at
 * 9:05 about 1.2 km from the client's address, clocked out at 21:30; override any field.
 */
export function attendanceView(over: Partial<AttendanceView> = {}): AttendanceView {
  return {
    attendanceId: ATTENDANCE_ID,
    shiftRosterId: SHIFT_ID,
    companyId: 'c-1',
    clockIn: '2026-11-23T22:05:00.000Z',
    clockOut: '2026-11-24T10:30:00.000Z',
    duration: 447_000_000_000,
    startKm: 100,
    endKm: 112.5,
    totalKm: 12.5,
    imageURL: null,
    inLatitude: -33.8688,
    inLongitude: 151.2209,
    outLatitude: -33.8785,
    outLongitude: 151.2093,
    isSplitted: true,
    report: 'All well',
    clockInCheck: true,
    clockOutCheck: true,
    source: 'clock',
    clockInLocation: 'outside',
    clockOutLocation: 'inside',
    clockInDistanceMetres: 1234,
    clockOutDistanceMetres: 40,
    clockInDeviceAt: null,
    clockInReceivedAt: '2026-11-23T22:05:00.000Z',
    clockOutDeviceAt: null,
    clockOutReceivedAt: '2026-11-24T10:30:00.000Z',
    deviceTimeOff: false,
    flagged: true,
    leftEarlyReason: null,
    unpaidBreakMinutes: null,
    unpaidBreaks: [],
    activePeriods: [],
    staff: {
      staffId: STAFF_ID,
      fullName: 'Amelia Clarke',
      email: null,
      phoneNumber: null,
      employeeId: null,
      firstName: 'Amelia',
      gender: null,
    },
    shiftRoster: {
      shiftRosterId: SHIFT_ID,
      dateFrom: '2026-11-23T22:00:00.000Z',
      dateTo: '2026-11-24T06:00:00.000Z',
      clients: 'Noah Williams',
      clientsId: '33333333-3333-4333-8333-333333333333',
      activities: 'Personal Support',
      isNightShift: false,
      isExceptionalShift: false,
      isBrokenShift: false,
    },
    clientLocation: { address: '1 Harbour St, Sydney NSW', latitude: -33.8788, longitude: 151.2093 },
    radiusMetres: 500,
    dateCreated: '2026-11-23T22:05:00.000Z',
    dateModified: null,
    ...over,
  };
}

/** Its splits: a weekday's daytime (M) and evening (E), 1 h 30 min of evening. */
export const SPLITS: AttendanceSplitView[] = [
  {
    attendanceSplitId: 'sp-1',
    attendanceId: ATTENDANCE_ID,
    clockIn: '2026-11-23T22:05:00.000Z',
    clockOut: '2026-11-24T09:00:00.000Z',
    duration: 393_000_000_000,
    totalKm: 12.5,
    shift: 'M',
    shiftName: 'Normal',
    status: 'Pending',
    localDate: '2026-11-24',
    shiftRoster: { shiftRosterId: SHIFT_ID, clients: 'Noah Williams' },
  },
  {
    attendanceSplitId: 'sp-2',
    attendanceId: ATTENDANCE_ID,
    clockIn: '2026-11-24T09:00:00.000Z',
    clockOut: '2026-11-24T10:30:00.000Z',
    duration: 54_000_000_000,
    totalKm: 0,
    shift: 'E',
    shiftName: 'Evening',
    status: '',
    localDate: '2026-11-24',
    shiftRoster: { shiftRosterId: SHIFT_ID, clients: 'Noah Williams' },
  },
];
