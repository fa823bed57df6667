import type { AttendanceSplitView, AttendanceView } from '@care/domain';

const TICKS_PER_MINUTE = 600_000_000;

/** An attendance as the attendance calls reply it: clocked in and out inside the client's area, unless told. */
export function attendanceView(over: Partial<AttendanceView> = {}): AttendanceView {
  return {
    attendanceId: 'att-1',
    shiftRosterId: 'shift-1',
    companyId: 'c-1',
    // 9:55 AM – 2:05 PM on Wednesday 11 March 2026 in Sydney (AEDT, UTC+11).
    clockIn: '2026-03-10T22:55:00.000Z',
    clockOut: '2026-03-11T03:05:00.000Z',
    duration: 250 * TICKS_PER_MINUTE,
    startKm: 1200.5,
    endKm: 1234,
    totalKm: 33.5,
    imageURL: null,
    inLatitude: -33.8688,
    inLongitude: 151.2093,
    outLatitude: -33.8688,
    outLongitude: 151.2093,
    isSplitted: true,
    report: null,
    clockInCheck: true,
    clockOutCheck: true,
    source: 'clock',
    clockInLocation: 'inside',
    clockOutLocation: 'inside',
    clockInDistanceMetres: 120,
    clockOutDistanceMetres: 80,
    clockInDeviceAt: '2026-03-10T22:55:00.000Z',
    clockInReceivedAt: '2026-03-10T22:55:01.000Z',
    clockOutDeviceAt: '2026-03-11T03:05:00.000Z',
    clockOutReceivedAt: '2026-03-11T03:05:01.000Z',
    deviceTimeOff: false,
    flagged: false,
    leftEarlyReason: null,
    unpaidBreakMinutes: null,
    unpaidBreaks: [],
    activePeriods: [],
    staff: {
      staffId: 'staff-1',
      fullName: 'Sam Carter',
      email: null,
      phoneNumber: null,
      employeeId: null,
      firstName: 'Sam',
      gender: null,
    },
    shiftRoster: {
      shiftRosterId: 'shift-1',
      dateFrom: '2026-03-10T23:00:00.000Z',
      dateTo: '2026-03-11T03:00:00.000Z',
      clients: 'Alex Nguyen',
      clientsId: 'p-1',
      activities: 'Personal Support',
      isNightShift: false,
      isExceptionalShift: false,
      isBrokenShift: false,
    },
    clientLocation: { address: '1 George St, Sydney NSW 2000', latitude: -33.8698, longitude: 151.2083 },
    radiusMetres: 500,
    dateCreated: '2026-03-10T22:55:01.000Z',
    dateModified: null,
    ...over,
  };
}

/** A split row of the attendance. */
export function splitView(over: Partial<AttendanceSplitView> = {}): AttendanceSplitView {
  return {
    attendanceSplitId: 'split-1',
    attendanceId: 'att-1',
    clockIn: '2026-03-10T22:55:00.000Z',
    clockOut: '2026-03-11T03:05:00.000Z',
    duration: 250 * TICKS_PER_MINUTE,
    totalKm: 33.5,
    shift: 'M',
    shiftName: 'Normal',
    status: 'Pending',
    localDate: '2026-03-11',
    shiftRoster: { shiftRosterId: 'shift-1', clients: 'Alex Nguyen' },
    ...over,
  };
}

export const minutesAsTicks = (minutes: number) => minutes * TICKS_PER_MINUTE;
