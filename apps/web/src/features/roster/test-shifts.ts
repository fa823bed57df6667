import type { ShiftDayCounts, ShiftRosterView } from '@care/domain';
import { groupByLocalDay } from './roster-calendar.ts';
import { searchShifts } from './roster-search.ts';

let next = 1;

/** Test data: a confirmed shift with one staff member and one client; override what the test is about. */
export function shiftView(overrides: Partial<ShiftRosterView> = {}): ShiftRosterView {
  const n = next++;
  const id = overrides.shiftRosterId ?? `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    shiftRosterId: id,
    companyId: 'c-1',
    staffId: 's-1',
    staff: { staffId: 's-1', fullName: 'Aroha Ngata', signatureUrl: null },
    profile: { profileId: 'p-1', fullName: 'Ben Carter' },
    clients: 'Ben Carter',
    clientsId: 'p-1',
    clientList: [{ profileId: 'p-1', fullName: 'Ben Carter' }],
    dateFrom: '2026-12-09T22:00:00.000Z',
    dateTo: '2026-12-10T02:00:00.000Z',
    activities: 'Personal Care',
    description: null,
    appointment: null,
    isNightShift: false,
    isExceptionalShift: false,
    status: null,
    attendance: false,
    attendanceId: null,
    isEnded: false,
    clockInLocation: null,
    attendanceFlagged: false,
    attendanceClockIn: null,
    attendanceClockOut: null,
    leftEarlyReason: null,
    isShiftReportSigned: false,
    reportId: null,
    reason: null,
    repeat: false,
    stopDate: null,
    seriesId: null,
    isOpenShift: false,
    openShiftRequests: 0,
    cancelledBy: null,
    cancellationDate: null,
    noticeMinutes: null,
    isShortNotice: null,
    cancellationReasonCode: null,
    overriddenFindings: null,
    overrideReason: null,
    dateCreated: '2026-11-01T00:00:00.000Z',
    userCreated: null,
    dateModified: null,
    userModified: null,
    sunday: false,
    monday: false,
    tuesday: false,
    wednesday: false,
    thursday: false,
    friday: false,
    saturday: false,
    ...overrides,
  };
}

/**
 * What `get_shift_counts_by_day` answers for these shifts (test double of the server): the shifts
 * starting on each local day in Sydney within the asked dates, narrowed by the search and the flag
 * as the page narrows its lists.
 */
export function countsReply(shifts: readonly ShiftRosterView[], url: string): ShiftDayCounts {
  const q = new URL(url, 'http://x').searchParams;
  let found = searchShifts(shifts, q.get('search') ?? '');
  if (q.get('flaggedOnly') === 'true') {
    found = found.filter((s) => s.attendanceFlagged);
  }
  const from = q.get('fromDate') ?? '';
  const to = q.get('toDate') ?? '';
  return [...groupByLocalDay(found, 'Australia/Sydney')]
    .filter(([date]) => date >= from && date <= to)
    .map(([date, list]) => ({ date, count: list.length }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
