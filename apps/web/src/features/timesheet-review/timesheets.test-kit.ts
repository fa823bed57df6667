import type { PeriodicTimesheetView, SentTimesheetView, TimesheetSplitView } from '@care/domain';
import { vi } from 'vitest';
import { MY_STAFF } from '../../test/portal-shifts.ts';

const HOUR = 60 * 60 * 10_000_000;
/** A fortnight in Sydney: 2–16 March 2026 (AEDT, UTC+11). */
export const FROM = '2026-03-01T13:00:00.000Z';
export const TO = '2026-03-15T13:00:00.000Z';

/** A split of Sam Carter's: 9:00–11:00 on 3 March 2026 in Sydney, Pending unless told. */
export function split(over: Partial<TimesheetSplitView> = {}): TimesheetSplitView {
  return {
    attendanceSplitId: 'sp-1',
    attendanceId: 'at-1',
    clockIn: '2026-03-02T22:00:00.000Z',
    clockOut: '2026-03-03T00:00:00.000Z',
    duration: 2 * HOUR,
    totalKm: 12.5,
    shift: 'M',
    shiftName: 'Weekday Daytime',
    status: 'Pending',
    localDate: '2026-03-03',
    shiftRoster: { shiftRosterId: 'sh-1', clients: 'Alex Nguyen', dateFrom: FROM, dateTo: TO },
    staffId: MY_STAFF.staffId,
    staffName: MY_STAFF.fullName,
    adjustmentReason: null,
    statusChangedAt: null,
    ...over,
  };
}

/** One split in each status: Pending, Need Adjustment (with the worker's reason), Approved, Adjusted. */
export const SPLITS = [
  split(),
  split({
    attendanceSplitId: 'sp-2',
    attendanceId: 'at-2',
    clockIn: '2026-03-04T22:00:00.000Z',
    clockOut: '2026-03-05T01:00:00.000Z',
    localDate: '2026-03-05',
    duration: 3 * HOUR,
    status: 'Need Adjustment',
    adjustmentReason: 'I finished at 12:30',
  }),
  split({ attendanceSplitId: 'sp-3', attendanceId: 'at-3', localDate: '2026-03-07', status: 'Approved' }),
  split({ attendanceSplitId: 'sp-4', attendanceId: 'at-4', localDate: '2026-03-08', status: 'Adjusted' }),
];

export function periodic(over: Partial<PeriodicTimesheetView> = {}): PeriodicTimesheetView {
  return {
    staffId: MY_STAFF.staffId,
    staffName: MY_STAFF.fullName,
    fromDate: FROM,
    toDate: TO,
    xeroUploadLink: null,
    pendingCount: 1,
    needAdjustmentCount: 1,
    timesheet: null,
    attendanceSplits: SPLITS,
    normalDuration: 5 * HOUR,
    eveningDuration: 90 * 60 * 10_000_000,
    exceptionalDuration: HOUR,
    satDuration: 2 * HOUR,
    sunDuration: 0,
    phDuration: 4 * HOUR,
    sleepoverDuration: 8 * HOUR,
    nightShift: 1,
    totalKm: 37.5,
    totalDuration: 9 * HOUR,
    byCode: { M: 5 * HOUR },
    ...over,
  };
}

export function sent(over: Partial<SentTimesheetView> = {}): SentTimesheetView {
  return {
    timesheetId: 'ts-1',
    staffId: MY_STAFF.staffId,
    staffName: MY_STAFF.fullName,
    fromDate: FROM,
    toDate: TO,
    status: 'Pending',
    totalDuration: 9 * HOUR,
    responseNote: null,
    sentAt: '2026-03-16T00:00:00.000Z',
    respondedAt: null,
    dateCreated: '2026-03-16T00:00:00.000Z',
    dateModified: null,
    ...over,
  };
}

/**
 * Captures the 2-second pause before a PDF opens (other timers run as usual): `run()` ends it.
 * Returns the fake tab window.open gave.
 */
export function stubPdfTab() {
  const tab = { closed: false, close: vi.fn(), location: { href: '' } };
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  const paused: { ms: number; run: () => void }[] = [];
  const original = window.setTimeout.bind(window);
  vi.spyOn(window, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    if (ms === 2000) {
      paused.push({ ms, run: fn });
      return 0;
    }
    return original(fn, ms);
  }) as typeof window.setTimeout);
  return { tab, open, paused };
}
