import { wallTimeOf } from '../../shelf/dialog-support.ts';
import type { ShiftAttendanceFilter } from './timesheets-api.ts';

export { instantOf } from '../attendance-admin/attendance-form.ts';

/** The localStorage key the Timesheet Report leaves its filter under for the shift attendance PDF. */
export const SHIFT_ATTENDANCE_REPORT_KEY = 'shiftAttendanceReport';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A filter's instant as the form's wall time, or '' when none. */
export const wallTimeOfOrEmpty = (instant: string | undefined, zone: string) =>
  instant ? wallTimeOf(instant, zone) : '';

/** What the PDF page reads: the period and the people of the report on screen. */
export interface SavedReportFilter {
  fromDate: string;
  toDate: string;
  staffId: string | null;
  clientId: string | null;
}

/** The report's filter, or without one the report's own last 14 days up to `now`. */
export function reportFilterToSave(filter: ShiftAttendanceFilter | null, now: Date): SavedReportFilter {
  if (filter) {
    return {
      fromDate: filter.fromDate,
      toDate: filter.toDate,
      staffId: filter.staffId,
      clientId: filter.clientId,
    };
  }
  return {
    fromDate: new Date(now.getTime() - 14 * DAY_MS).toISOString(),
    toDate: now.toISOString(),
    staffId: null,
    clientId: null,
  };
}

export function saveReportFilter(saved: SavedReportFilter): void {
  window.localStorage.setItem(SHIFT_ATTENDANCE_REPORT_KEY, JSON.stringify(saved));
}

/** The saved filter, or null when there is none or it is not one. */
export function readReportFilter(): SavedReportFilter | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(SHIFT_ATTENDANCE_REPORT_KEY) ?? 'null') as unknown;
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as SavedReportFilter).fromDate === 'string' &&
      typeof (value as SavedReportFilter).toDate === 'string'
    ) {
      const v = value as SavedReportFilter;
      return {
        fromDate: v.fromDate,
        toDate: v.toDate,
        staffId: v.staffId ?? null,
        clientId: v.clientId ?? null,
      };
    }
  } catch {
    // A value that is not JSON reads as none.
  }
  return null;
}
