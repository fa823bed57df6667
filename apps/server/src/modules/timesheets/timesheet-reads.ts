import {
  type PeriodicTimesheetView,
  type SentTimesheetView,
  SHIFT_CODES,
  type TimesheetAttendanceView,
} from '@care/domain';
import { z } from 'zod';
import { assertOwnStaff, reachedStaff } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { workRecordListScope, workRecordStaffScope } from '../people/people.api.ts';
import { periodicTimesheets } from './periodic-timesheets.ts';
import { sentTimesheets } from './sent-timesheets.repo.ts';
import { shiftAttendanceReply, timesheetAttendances } from './timesheet-attendances.ts';
import { chosenStaff, listableStaff, periodOf, requireCompanyStaff } from './timesheet-period.ts';

const DAY = 24 * 3600 * 1000;
const text = z.string().optional();
const uuid = (what: string) => z.uuid(`The ${what} id must be a UUID`);
/** The period fields: checked by periodOf so that a missing one gives the spec's message. */
const period = { fromDate: text, toDate: text };
const tags = ['Timesheets'];

/** The timesheet reads (spec 3 §2.2, §2.3, §2.4, §7.2): generate, periodic, attendance lists, sent lists. */
export const generateStaffTimesheetRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/generate_staff_timesheet',
  readsFrom: 'standby',
  summary:
    'The periodic timesheets of the chosen staff (staffid and/or staffs, comma-separated) for a period',
  tags,
  querystring: z.object({ userId: text, staffid: text, staffs: text, ...period }),
  async handler({ db, principal, query }): Promise<{ timesheet: PeriodicTimesheetView[] }> {
    const p = periodOf(query);
    const ids = await requireCompanyStaff(
      db,
      principal.companyId,
      chosenStaff(query.staffid, query.staffs, 'staffid'),
      workRecordStaffScope(principal),
    );
    return {
      timesheet: await periodicTimesheets(db, principal.companyId, p, ids, workRecordListScope(principal)),
    };
  },
});

export const generateAllStaffTimesheetRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/generate_all_staff_timesheet',
  readsFrom: 'standby',
  summary: 'The periodic timesheets of every staff member with splits in the period, by name',
  tags,
  querystring: z.object({ userId: text, ...period }),
  async handler({ db, principal, query }): Promise<{ timesheet: PeriodicTimesheetView[] }> {
    const p = periodOf(query);
    const staffIds = await listableStaff(db, principal, []);
    const visible = workRecordListScope(principal);
    return {
      timesheet: await periodicTimesheets(db, principal.companyId, p, staffIds ?? 'all', visible).then(
        // An auditor's "all" is the approved staff with splits they reach in the period, as for everyone.
        (list) => (staffIds ? list.filter((t) => t.attendanceSplits.length > 0) : list),
      ),
    };
  },
});

export const loadPeriodicTimesheetsRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/load_periodic_timesheets',
  readsFrom: 'standby',
  summary: 'A staff member’s periodic timesheet (a support worker: their own only)',
  tags,
  querystring: z.object({ staffId: uuid('staff'), ...period }),
  async handler({ db, principal, query, reach }): Promise<PeriodicTimesheetView> {
    // Whose timesheet first: another's is not found whatever the period says.
    assertOwnStaff(reach, query.staffId);
    const [id] = (await listableStaff(db, principal, [query.staffId.toLowerCase()])) ?? [];
    const p = periodOf(query);
    const [view] = await periodicTimesheets(
      db,
      principal.companyId,
      p,
      [id as string],
      workRecordListScope(principal),
    );
    return view as PeriodicTimesheetView;
  },
});

export const getPeriodicAttendancesByCompanyRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/get_periodic_attendances_by_company',
  readsFrom: 'standby',
  summary:
    'Attendances with clock-in in the period (of the chosen staff, or all) with their splits, newest first',
  tags,
  querystring: z.object({ companyId: text, staffId: text, staffs: text, ...period }),
  async handler({ db, principal, query }): Promise<TimesheetAttendanceView[]> {
    const staffIds = await listableStaff(db, principal, chosenStaff(query.staffId, query.staffs));
    const p = periodOf(query);
    if (staffIds?.length === 0) {
      return [];
    }
    return timesheetAttendances(db, principal.companyId, p, {
      staffIds: staffIds ?? [],
      visible: workRecordListScope(principal),
    });
  },
});

export const getShiftAttendanceRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/get_shift_attendance',
  summary: 'The Timesheet Report: attendances of the last 14 days with their splits, total duration and km',
  tags,
  querystring: z.object({ companyId: text }),
  async handler({ db, principal, now }) {
    const staffIds = await listableStaff(db, principal, []);
    if (staffIds?.length === 0) {
      return shiftAttendanceReply([]);
    }
    const list = await timesheetAttendances(
      db,
      principal.companyId,
      { from: new Date(now.getTime() - 14 * DAY), to: new Date(now.getTime() + 1) },
      { staffIds: staffIds ?? [], visible: workRecordListScope(principal) },
    );
    return shiftAttendanceReply(list);
  },
});

export const getPeriodicShiftAttendnaceRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/get_periodic_shift_attendnace',
  summary: 'The Timesheet Report for a period, by staff, client and shift code; total duration and km',
  tags,
  querystring: z.object({
    companyId: text,
    staffId: text,
    clientId: z.union([uuid('client'), z.literal('')]).optional(),
    shifttype: z
      .union([
        z.enum(SHIFT_CODES, { error: `The shift type is one of ${SHIFT_CODES.join(', ')}` }),
        z.literal(''),
      ])
      .optional(),
    ...period,
  }),
  async handler({ db, principal, query }) {
    const staffIds = await listableStaff(db, principal, chosenStaff(query.staffId, undefined));
    const p = periodOf(query);
    if (staffIds?.length === 0) {
      return shiftAttendanceReply([]);
    }
    const list = await timesheetAttendances(db, principal.companyId, p, {
      staffIds: staffIds ?? [],
      clientId: query.clientId || undefined,
      shiftType: query.shifttype || undefined,
      visible: workRecordListScope(principal),
    });
    return shiftAttendanceReply(list);
  },
});

export const loadTimesheetsRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/load_timesheets',
  readsFrom: 'standby',
  summary: 'The sent timesheets, newest sent first; optional staffId (a support worker: their own only)',
  tags,
  querystring: z.object({ companyId: text, staffId: z.union([uuid('staff'), z.literal('')]).optional() }),
  async handler({ db, principal, query, reach }): Promise<SentTimesheetView[]> {
    const ownStaffId = reachedStaff(reach);
    const staffId = ownStaffId ?? (query.staffId || undefined);
    if (ownStaffId && query.staffId) {
      assertOwnStaff(reach, query.staffId);
    }
    const allowed = await listableStaff(db, principal, staffId ? [staffId.toLowerCase()] : []);
    const list = await sentTimesheets(db, principal.companyId, { staffId: staffId?.toLowerCase() });
    return allowed ? list.filter((t) => allowed.includes(t.staffId)) : list;
  },
});

export const getStaffTimesheetsRoute = routeSpec({
  method: 'GET',
  url: '/Timesheets/get_staff_timesheets',
  summary: 'A staff member’s received timesheets, newest sent first (a support worker: their own only)',
  tags,
  querystring: z.object({ staffId: uuid('staff') }),
  async handler({ db, principal, query, reach }): Promise<SentTimesheetView[]> {
    assertOwnStaff(reach, query.staffId);
    const [id] = (await listableStaff(db, principal, [query.staffId.toLowerCase()])) ?? [];
    return sentTimesheets(db, principal.companyId, { staffId: id });
  },
});
