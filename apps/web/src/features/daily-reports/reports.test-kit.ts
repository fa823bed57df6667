import type { DailyReportView } from '@care/domain';

/** A staff member's daily report as the server replies it: 10:00–12:30 on 11 March 2026 in Sydney. */
export function staffReport(over: Partial<DailyReportView> = {}): DailyReportView {
  return {
    staffAttendanceId: 'r-1',
    staffId: 's-1',
    staff: { fullName: 'Sam Carter' },
    clockIn: '2026-03-10T23:00:00.000Z',
    clockOut: '2026-03-11T01:30:00.000Z',
    clockInCheck: false,
    clockOutCheck: false,
    duration: 150 * 60 * 10_000_000,
    startKm: 100,
    endKm: 125,
    inLatitude: -33.8151,
    inLongitude: 151.0011,
    report: 'Visited two clients in Parramatta',
    imageURL: null,
    companyId: 'c-1',
    dateCreated: '2026-03-10T23:00:00.000Z',
    dateModified: null,
    userCreated: 'u-1',
    userModified: null,
    ...over,
  };
}

/** An administrator's daily report. */
export function adminReport(over: Partial<DailyReportView> = {}): DailyReportView {
  const { staffAttendanceId: _id, staffId: _s, staff: _n, ...rest } = staffReport();
  return {
    ...rest,
    adminAttendanceId: 'a-1',
    administratorId: 'ad-1',
    administrator: { fullName: 'Priya Sharma' },
    ...over,
  };
}

/** Replaces navigator.geolocation: a position, or a refusal. */
export function stubLocation(answer: { latitude: number; longitude: number } | 'refused') {
  const getCurrentPosition = (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'refused') {
      fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    } else {
      ok({ coords: answer } as GeolocationPosition);
    }
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
}
