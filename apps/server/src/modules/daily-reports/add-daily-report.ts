import {
  ATTENDANCE_MESSAGES,
  dailyReportAddSchema,
  hasPosition,
  offlineStampSchema,
  type StatusReply,
} from '@care/domain';
import { z } from 'zod';
import { conflict, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone } from '../roster/roster.api.ts';
import { authorRecordId } from './daily-report-author.ts';
import { storeReportFile } from './daily-report-file.ts';
import { type AuthorKind, findByRequestId, insertDailyReport } from './daily-reports.repo.ts';
import { actionTime, reportTimes } from './report-times.ts';

export const DAILY_REPORT_TEXTS = {
  added: 'Your daily report was added.',
  edited: 'The daily report was saved.',
  closed: 'The daily report was saved and the day is closed.',
  requestIdTaken:
    "This request id belongs to another person's daily report. Nothing was saved: send the report again with a new request id.",
} as const;

/**
 * Replay ids are scoped to their author (issue 24): the same author on the same route sending an id
 * again is a replay (true); anyone else's id is refused, never dropped.
 */
function isOwnReplay(
  found: { authorKind: string; userCreated: string | null },
  principal: { uid: string },
  kind: AuthorKind,
): true {
  if (found.userCreated !== principal.uid || found.authorKind !== kind) {
    throw conflict(DAILY_REPORT_TEXTS.requestIdTaken, { requestId: DAILY_REPORT_TEXTS.requestIdTaken });
  }
  return true;
}

/** The query of a report the phone may have queued: its id and time (sendOrQueue adds them). */
export const stampedQuery = offlineStampSchema.extend({ userId: z.string().optional() });

const ROUTES: Record<AuthorKind, { url: string; who: string }> = {
  staff: { url: '/StaffAttendances/add_report', who: 'A staff member' },
  admin: { url: '/AdminAttendances/add_report', who: 'An administrator' },
};

/** Adding one's own daily report: a staff member's or an administrator's (spec 3 §2.3, §7.2). */
export function addDailyReportRoute(kind: AuthorKind) {
  return routeSpec({
    method: 'POST',
    url: ROUTES[kind].url,
    summary: `${ROUTES[kind].who} adds their own daily report (km, report, optional file) with the device location`,
    tags: [kind === 'staff' ? 'StaffAttendances' : 'AdminAttendances'],
    querystring: stampedQuery,
    body: dailyReportAddSchema,
    multipart: { files: ['imageFile'] },
    activity: 'Added a daily report',
    async handler({ deps, db, principal, query, body, files, now, recordActivity }): Promise<StatusReply> {
      const reply: StatusReply = { status: 'Success', message: DAILY_REPORT_TEXTS.added };
      // The phone sends a queued report again until it hears back: the second time changes nothing.
      const earlier = query.requestId
        ? await findByRequestId(db, principal.companyId, query.requestId)
        : null;
      if (earlier && isOwnReplay(earlier, principal, kind)) {
        recordActivity('A queued daily report arrived again (already received)');
        return reply;
      }
      const authorId = await authorRecordId(db, principal, kind);
      const at = actionTime(query.deviceTime, now);
      const position = { latitude: body.inLatitude, longitude: body.inLongitude };
      if (!hasPosition(position)) {
        throw fieldError('inLatitude', ATTENDANCE_MESSAGES.locationNeeded);
      }
      const zone = await companyZone(db, principal.companyId);
      const times = reportTimes(body, zone, at, now);
      const upload = files.imageFile;
      const fileId = upload
        ? await storeReportFile(db, deps.files, upload, {
            companyId: principal.companyId,
            userId: principal.uid,
          })
        : null;
      const id = await insertDailyReport(db, {
        companyId: principal.companyId,
        authorKind: kind,
        staffId: kind === 'staff' ? authorId : null,
        administratorId: kind === 'admin' ? authorId : null,
        ...times,
        startKm: body.startKm,
        endKm: body.endKm,
        report: body.report,
        fileId,
        inLatitude: position.latitude,
        inLongitude: position.longitude,
        requestId: query.requestId ?? null,
        dateCreated: now,
        userCreated: principal.uid,
      });
      // Two sends at once: the unique (company, request id) kept the other one; it must be ours.
      const raced =
        id === null && query.requestId
          ? await findByRequestId(db, principal.companyId, query.requestId)
          : null;
      if (raced) {
        isOwnReplay(raced, principal, kind);
      }
      return reply;
    },
  });
}
