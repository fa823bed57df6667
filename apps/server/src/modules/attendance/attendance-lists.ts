import {
  type AttendanceSplitView,
  type AttendanceView,
  addCalendarDays,
  instantFromInput,
  zonedWallTimeToInstant,
} from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { assertOwnStaff } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { assertReachesWorkRecord, findPerson, workRecordListScope } from '../people/people.api.ts';
import { companyZone } from '../roster/roster.api.ts';
import { ATTENDANCE_TEXTS as T } from './attendance-texts.ts';
import { attendanceViews, splitViews } from './attendance-view.repo.ts';

const uuid = (what: string) => z.uuid(`The ${what} id must be a UUID`);
const companyQuery = z.object({
  companyId: uuid('company').optional(),
  fromDate: z.string().optional(),
  toDate: z.string().optional(),
  flagged: z.enum(['true', 'false'], { error: "flagged must be 'true' or 'false'" }).optional(),
});

/** A bound of the company list: an instant, a wall time, or a local date (its start; `to` reads to its end). */
function bound(field: string, text: string | undefined, zone: string, end: boolean): Date | undefined {
  const value = text?.trim();
  if (!value) {
    return undefined;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const start = zonedWallTimeToInstant(`${value}T00:00`, zone);
    return end ? zonedWallTimeToInstant(`${nextDay(value)}T00:00`, zone) : start;
  }
  const at = instantFromInput(value, zone);
  if (!at) {
    throw fieldError(field, T.badDateTime);
  }
  return at;
}

const nextDay = (date: string) => addCalendarDays(date, 1);

/** The attendance lists (spec 3 §7.2): a staff member's, the company's, and one attendance's splits. */
export const getStaffAttendancesRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/get_staff_attendances',
  summary: 'A staff member’s attendances, newest first (a support worker: their own only)',
  tags: ['Attendances'],
  querystring: z.object({ staffId: uuid('staff'), staffs: z.string().optional() }),
  async handler({ db, principal, query, reach }): Promise<AttendanceView[]> {
    assertOwnStaff(reach, query.staffId);
    if (!(await findPerson(db, 'staff', principal.companyId, query.staffId))) {
      throw notFound();
    }
    // A staff member the caller may not see there (an auditor: not audit-approved) is not found.
    await assertReachesWorkRecord(db, principal, { staffId: query.staffId });
    return attendanceViews(db, principal.companyId, {
      staffId: query.staffId,
      visible: workRecordListScope(principal),
    });
  },
});

export const getAllAttendancesByCompanyRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/get_all_attendances_by_company',
  summary:
    'The company’s attendances, newest first; optional fromDate/toDate (clock-in within) and flagged=true (for review)',
  tags: ['Attendances'],
  querystring: companyQuery,
  async handler({ db, principal, query }): Promise<AttendanceView[]> {
    const zone = await companyZone(db, principal.companyId);
    return attendanceViews(db, principal.companyId, {
      from: bound('fromDate', query.fromDate, zone, false),
      to: bound('toDate', query.toDate, zone, true),
      flagged: query.flagged === 'true',
      visible: workRecordListScope(principal),
    });
  },
});

export const getSplitAttendancesRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/get_split_attendances',
  summary: 'An attendance’s splits by shift code (a support worker: their own attendance only)',
  tags: ['Attendances'],
  querystring: z.object({ attendanceId: uuid('attendance') }),
  async handler({ db, principal, row }): Promise<{ splittedAttendance: AttendanceSplitView[] }> {
    const view = row as AttendanceView;
    return { splittedAttendance: await splitViews(db, principal.companyId, view.attendanceId) };
  },
});
