import type { TimesheetAttendanceView, TimesheetSplitView } from '@care/domain';
import { TICKS_PER_MINUTE } from '@care/domain';
import { json } from '../../test/fixtures.ts';

/** Test data: two staff members, a client, and a fortnight in November 2026 (Sydney, UTC+11). */
export const AMELIA = 's-1';
export const BEN = 's-2';
export const FROM = '2026-11-08T13:00:00.000Z';
export const TO = '2026-11-22T13:00:00.000Z';
const HOUR = 60 * TICKS_PER_MINUTE;

export function split(over: Partial<TimesheetSplitView> = {}): TimesheetSplitView {
  return {
    attendanceSplitId: 'sp-1',
    attendanceId: 'a-1',
    clockIn: '2026-11-10T22:00:00.000Z',
    clockOut: '2026-11-11T05:00:00.000Z',
    duration: 7 * HOUR,
    totalKm: 12.5,
    shift: 'M',
    shiftName: 'Normal',
    status: 'Pending',
    localDate: '2026-11-11',
    staffId: AMELIA,
    staffName: 'Amelia Clarke',
    adjustmentReason: null,
    statusChangedAt: null,
    shiftRoster: {
      shiftRosterId: 'sh-1',
      clients: 'Noah Williams',
      dateFrom: '2026-11-10T22:00:00.000Z',
      dateTo: '2026-11-11T07:00:00.000Z',
    },
    ...over,
  };
}

export function attendance(over: Partial<TimesheetAttendanceView> = {}): TimesheetAttendanceView {
  const splits = over.attendanceSplits ?? [
    split(),
    split({
      attendanceSplitId: 'sp-2',
      clockIn: '2026-11-11T05:00:00.000Z',
      clockOut: '2026-11-11T07:00:00.000Z',
      duration: 2 * HOUR,
      totalKm: 0,
      shift: 'E',
      shiftName: 'Evening',
      status: 'Need Adjustment',
      adjustmentReason: 'I left at 5 pm, not 6 pm',
    }),
  ];
  return {
    attendanceId: 'a-1',
    shiftRosterId: 'sh-1',
    companyId: 'c-1',
    clockIn: '2026-11-10T22:00:00.000Z',
    clockOut: '2026-11-11T07:00:00.000Z',
    duration: 9 * HOUR,
    startKm: 100,
    endKm: 112.5,
    totalKm: 12.5,
    imageURL: null,
    inLatitude: null,
    inLongitude: null,
    outLatitude: null,
    outLongitude: null,
    isSplitted: true,
    report: 'Shopping and lunch out.',
    clockInCheck: true,
    clockOutCheck: true,
    source: 'clock',
    clockInLocation: null,
    clockOutLocation: null,
    clockInDistanceMetres: null,
    clockOutDistanceMetres: null,
    clockInDeviceAt: null,
    clockInReceivedAt: null,
    clockOutDeviceAt: null,
    clockOutReceivedAt: null,
    deviceTimeOff: false,
    flagged: false,
    leftEarlyReason: null,
    unpaidBreakMinutes: null,
    unpaidBreaks: [],
    activePeriods: [],
    staff: {
      staffId: AMELIA,
      fullName: 'Amelia Clarke',
      email: 'amelia@harbourside.demo',
      phoneNumber: null,
      employeeId: null,
      firstName: 'Amelia',
      gender: null,
    },
    shiftRoster: {
      shiftRosterId: 'sh-1',
      dateFrom: '2026-11-10T22:00:00.000Z',
      dateTo: '2026-11-11T07:00:00.000Z',
      clients: 'Noah Williams',
      clientsId: 'p-1',
      activities: '',
      isNightShift: false,
      isExceptionalShift: false,
      isBrokenShift: false,
    },
    clientLocation: null,
    radiusMetres: 300,
    dateCreated: '2026-11-10T22:00:00.000Z',
    dateModified: null,
    attendanceSplits: splits,
    ...over,
  };
}

/** Ben's approved Saturday. */
export const BENS = attendance({
  attendanceId: 'a-2',
  clockIn: '2026-11-13T23:00:00.000Z',
  clockOut: '2026-11-14T03:00:00.000Z',
  duration: 4 * HOUR,
  totalKm: 3.456,
  staff: { ...attendance().staff, staffId: BEN, fullName: 'Ben Okafor', firstName: 'Ben' },
  attendanceSplits: [
    split({
      attendanceSplitId: 'sp-3',
      attendanceId: 'a-2',
      clockIn: '2026-11-13T23:00:00.000Z',
      clockOut: '2026-11-14T03:00:00.000Z',
      duration: 4 * HOUR,
      totalKm: 3.456,
      shift: 'SA',
      shiftName: 'Saturday',
      status: 'Approved',
      staffId: BEN,
      staffName: 'Ben Okafor',
    }),
  ],
});

/** The pickers' people. */
export const PEOPLE = {
  'GET /api/Staffs/get_active_staffs': () =>
    json([
      { staffId: AMELIA, fullName: 'Amelia Clarke' },
      { staffId: BEN, fullName: 'Ben Okafor' },
    ]),
  'GET /api/Profiles/get_active_clients': () => json([{ profileId: 'p-1', fullName: 'Noah Williams' }]),
};
