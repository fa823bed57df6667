import { dailyReportEditSchema, type StatusReply } from '@care/domain';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { idParams } from '../people/people.api.ts';
import { DAILY_REPORT_TEXTS, stampedQuery } from './add-daily-report.ts';
import { assertMayEdit } from './daily-report-access.ts';
import { storeReportFile } from './daily-report-file.ts';
import { type AuthorKind, findDailyReport, updateDailyReport } from './daily-reports.repo.ts';
import { actionTime } from './report-times.ts';

const URLS: Record<AuthorKind, string> = {
  staff: '/StaffAttendances/edit/:id',
  admin: '/AdminAttendances/edit/:id',
};

/**
 * Editing a daily report (spec 3 §5): km, report and file; the clock times are read-only. The end km
 * is required, so the first edit closes an open day at the time of the edit.
 */
export function editDailyReportRoute(kind: AuthorKind) {
  return routeSpec({
    method: 'POST',
    url: URLS[kind],
    summary: `Edit a ${kind === 'staff' ? 'staff member’s' : 'an administrator’s'} daily report: start and end km, report, file; closes an open day`,
    tags: [kind === 'staff' ? 'StaffAttendances' : 'AdminAttendances'],
    params: idParams,
    querystring: stampedQuery,
    body: dailyReportEditSchema,
    multipart: { files: ['imageFile'] },
    activity: 'Edited a daily report',
    async handler({
      deps,
      db,
      principal,
      params,
      query,
      body,
      files,
      now,
      reach,
      recordActivity,
    }): Promise<StatusReply> {
      const report = await findDailyReport(db, principal.companyId, params.id);
      if (!report || report.authorKind !== kind) {
        throw notFound();
      }
      await assertMayEdit(db, principal, reach, report);
      const at = actionTime(query.deviceTime, now);
      // Never before the clock-in: an edit sent from a phone whose clock lags cannot make a negative day.
      const closesAt = new Date(Math.max(at.getTime(), report.clockIn.getTime()));
      const upload = files.imageFile;
      const fileId = upload
        ? await storeReportFile(db, deps.files, upload, {
            companyId: principal.companyId,
            userId: principal.uid,
          })
        : report.fileId;
      await updateDailyReport(db, principal.companyId, report.id, {
        startKm: body.startKm,
        endKm: body.endKm,
        report: body.report,
        fileId,
        clockOut: report.clockOut ?? closesAt,
        dateModified: now,
        userModified: principal.uid,
      });
      const whose = report.authorName ? ` of ${report.authorName}` : '';
      recordActivity(`Edited the daily report${whose}`);
      return {
        status: 'Success',
        message: report.clockOut ? DAILY_REPORT_TEXTS.edited : DAILY_REPORT_TEXTS.closed,
      };
    },
  });
}
