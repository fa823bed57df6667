/**
 * The GETs the staff portal needs to open with the day's shifts without a signal: the session and
 * company boot calls, the roster reads of the staff portal, one shift, its report and the worker's
 * attendances. The service worker answers them NetworkFirst from 'care-api-snapshots' (vite.config.ts).
 * Never the GET actions (clock_in, clock_out, fill_mileage…): those go through the queue.
 */
const ID = '[0-9A-Za-z-]+';
/** A record id in the path: it has a digit, which the named actions (clock_in…) have not. */
const RECORD_ID = '(?=[0-9A-Za-z-]*[0-9])[0-9A-Za-z-]{8,}';
const PATHS = [
  'Account/me',
  'Account/get_user_claims',
  `Companies/get_company/${ID}`,
  'Staffs/my_profile',
  'Dashboard/summary',
  'Notices/mine',
  'SetUp/get_work_settings',
  `ShiftRosters/on_site/${RECORD_ID}`,
  'ShiftRosters/get_shifts_by_user',
  'ShiftRosters/get_periodic_shift_rosters',
  `ShiftRosters/${RECORD_ID}`,
  `ShiftReports/get_shiftreport_details/${ID}`,
  'ShiftReports/get_staff_shiftreports',
  `Attendances/${RECORD_ID}`,
  'Attendances/get_staff_attendances',
  'Attendances/get_split_attendances',
  'StaffAttendances/get_staff_attendances',
];

/**
 * One pattern, as Workbox serialises it into sw.js (a function would lose its closure): the whole
 * URL from its start, a listed path, then the query or the end.
 */
export const API_SNAPSHOT_PATTERN = new RegExp(`^https?://[^/]+/api/(?:${PATHS.join('|')})(?:\\?|$)`);
