import { formatInZone } from '@care/domain';
import { statusColour } from '../../ui/StatusBadge.tsx';

export { periodFromText, periodText, periodToText, whenText } from '../../ui/period-text.ts';

/** Who looks at a periodic timesheet: the office ('admin') or the staff member ('staff'). */
export type TimesheetViewer = 'admin' | 'staff';

/** The periodic timesheet page of a staff member and period, for the office or the worker (spec 3 §2.3, §2.4). */
export function periodicPath(
  viewer: TimesheetViewer,
  staffId: string,
  fromDate: string,
  toDate: string,
): string {
  const area = viewer === 'admin' ? 'reports' : 'staff';
  const part = encodeURIComponent;
  return `/app/${area}/view-periodic-report/${part(staffId)}/${part(fromDate)}/${part(toDate)}`;
}

/** The timesheet PDF page of a staff member and period (opened 2 s after Generate Timesheet, spec 3 §2.2). */
export const staffTimesheetPdfPath = (staffId: string, fromDate: string, toDate: string) =>
  `/pdf/staff-timesheet/${encodeURIComponent(staffId)}/${encodeURIComponent(fromDate)}/${encodeURIComponent(toDate)}`;

/** 'DD-MM-YYYY' in the company zone. */
export const dayText = (value: string | null | undefined, zone: string) =>
  value ? formatInZone(value, 'date', zone) : '';

/** Badge colours of the sent timesheet statuses (spec 3 §2.3): Rejected red, Pending yellow, Approved green. */
export const sentStatusColour = (status: string): string => statusColour('sentTimesheet', status);

/** Badge colours of the split statuses (spec 3 §4.4). */
export const splitStatusColour = (status: string | null | undefined): string =>
  statusColour('timesheetSplit', status);

/** The spec's pause between a timesheet request and its PDF opening (spec 3 §2.2). */
export const PDF_DELAY_MS = 2000;

/**
 * Opens a PDF page in a new tab two seconds after the request: the tab opens at once (inside the
 * click, so pop-up blockers allow it) and moves on after the pause; blocked, this tab goes there.
 */
export function openPdfLater(href: string, tab: Window | null, later = window.setTimeout.bind(window)): void {
  const url = new URL(href, window.location.href).href;
  later(() => {
    if (tab && !tab.closed) {
      tab.location.href = url;
    } else if (!tab) {
      window.location.assign(url);
    }
  }, PDF_DELAY_MS);
}
