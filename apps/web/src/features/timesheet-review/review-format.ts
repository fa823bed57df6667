import { DATE_FORMATS, dayjs, formatInZone, WIRE_FORMATS } from '@care/domain';
import { statusColour } from '../../ui/StatusBadge.tsx';

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

/** A date-time as the timesheet screens show it: 'DD/MM/YYYY h:mm A' in the company zone. */
export const whenText = (value: string | null | undefined, zone: string) =>
  value ? formatInZone(value, 'listDateTime', zone) : '';

/** 'DD-MM-YYYY' in the company zone. */
export const dayText = (value: string | null | undefined, zone: string) =>
  value ? formatInZone(value, 'date', zone) : '';

const atMidnight = (value: string, zone: string) =>
  dayjs(value).tz(zone).format(WIRE_FORMATS.time) === '00:00';

/** A period's start: its day ('DD/MM/YYYY') when it starts at midnight in the zone, else the date-time. */
export const periodFromText = (fromDate: string, zone: string) =>
  atMidnight(fromDate, zone)
    ? dayjs(fromDate).tz(zone).format(DATE_FORMATS.listDate)
    : whenText(fromDate, zone);

/**
 * A period's end: periods end before `toDate`, so one ending at midnight reads as its last whole day
 * (a fortnight 9–23 Nov 00:00 reads 09/11/2026 – 22/11/2026); otherwise the date-time.
 */
export const periodToText = (toDate: string, zone: string) =>
  atMidnight(toDate, zone)
    ? dayjs(toDate).tz(zone).subtract(1, 'day').format(DATE_FORMATS.listDate)
    : whenText(toDate, zone);

/** The period as one line: 'DD/MM/YYYY – DD/MM/YYYY' (or with times when it does not start and end at midnight). */
export const periodText = (fromDate: string, toDate: string, zone: string) =>
  `${periodFromText(fromDate, zone)} – ${periodToText(toDate, zone)}`;

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
