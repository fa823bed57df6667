import { type DailyReportView, seesOnlyAuditApproved } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyQuery, idParams } from '../people/people.api.ts';
import { assertMayRead } from './daily-report-access.ts';
import { dailyReportView } from './daily-report-view.ts';
import { findDailyReport, listDailyReports } from './daily-reports.repo.ts';

const staffQuery = z.object({ staffId: z.uuid('The staff id must be a UUID') });

/** The daily report lists and one report (spec 3 §7.2), newest clock-in first. */
export const getAllStaffAttendancesRoute = routeSpec({
  method: 'GET',
  url: '/StaffAttendances/get_all_staff_attendances',
  summary: 'The staff daily reports of the company (an auditor: of audit-approved staff)',
  tags: ['StaffAttendances'],
  querystring: companyQuery,
  async handler({ db, principal }): Promise<DailyReportView[]> {
    const f = { authorKind: 'staff' as const, auditApprovedOnly: seesOnlyAuditApproved(principal.role) };
    return (await listDailyReports(db, principal.companyId, f)).map(dailyReportView);
  },
});

export const getStaffAttendancesRoute = routeSpec({
  method: 'GET',
  url: '/StaffAttendances/get_staff_attendances',
  summary: 'One staff member’s daily reports (a staff member: their own)',
  tags: ['StaffAttendances'],
  querystring: staffQuery,
  // The staff member is one the caller reaches: the line's record rule.
  async handler({ db, principal, query }): Promise<DailyReportView[]> {
    const f = { authorKind: 'staff' as const, staffId: query.staffId };
    return (await listDailyReports(db, principal.companyId, f)).map(dailyReportView);
  },
});

export const getAdminAttendanceRoute = routeSpec({
  method: 'GET',
  url: '/AdminAttendances/get_admin_attendance',
  summary: 'The administrators’ daily reports of the company',
  tags: ['AdminAttendances'],
  querystring: companyQuery,
  async handler({ db, principal }): Promise<DailyReportView[]> {
    return (await listDailyReports(db, principal.companyId, { authorKind: 'admin' })).map(dailyReportView);
  },
});

export const getAttendanceRecordRoute = routeSpec({
  method: 'GET',
  url: '/StaffAttendances/get_attendance_record/:id',
  summary: 'One daily report, a staff member’s or an administrator’s (a staff member: their own)',
  tags: ['StaffAttendances'],
  params: idParams,
  async handler({ db, principal, params, reach }): Promise<DailyReportView> {
    const report = await findDailyReport(db, principal.companyId, params.id);
    if (!report) {
      throw notFound();
    }
    await assertMayRead(db, principal, reach, report);
    return dailyReportView(report);
  },
});
