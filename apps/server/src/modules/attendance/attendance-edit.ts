import { ATTENDANCE_MESSAGES as A, attendanceEditSchema, type StatusReply } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import type { Upload } from '../../http/multipart.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { sniffFileKind } from '../../ports/files/sniff.ts';
import { storeUpload } from '../files/files.api.ts';
import { companyZone } from '../roster/roster.api.ts';
import { lockAttendance, updateAttendance } from './attendance.repo.ts';
import { idParams, userQuery } from './attendance-input.ts';
import { ATTENDANCE_TEXTS as T } from './attendance-texts.ts';
import { assertSpan, typedInstant } from './attendance-times.ts';
import { attendanceView } from './attendance-view.repo.ts';
import { payFactsAfter, payFactsWords } from './pay-facts-input.ts';
import { recomputeSplits } from './split-recompute.ts';

const IMAGE = 'ImageFile';
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** The attendance's image (.png, .jpg, .jpeg by name and by its bytes), stored through the files port. */
async function storeImage(
  db: Queryable,
  deps: AppDeps,
  principal: Principal,
  upload: Upload | undefined,
): Promise<string | null> {
  if (!upload) {
    return null;
  }
  const kind = sniffFileKind(upload.bytes);
  if (!IMAGE_NAME.test(upload.filename) || (kind !== 'png' && kind !== 'jpeg')) {
    throw fieldError(IMAGE, A.fileTypeImage);
  }
  const stored = await storeUpload(db, deps.files, upload, 'receipt', {
    companyId: principal.companyId,
    userId: principal.uid,
    field: IMAGE,
  });
  return stored.fileId;
}

/**
 * The office edits an attendance (Edit Shift when attendance exists, the timesheet's Edit): times,
 * kilometres, report and an image. An empty clock-out keeps the recorded one (an edit never puts a
 * finished attendance back in shift: unmark does that). The splits follow the new times.
 */
export const editAttendanceRoute = routeSpec({
  method: 'POST',
  url: '/Attendances/edit/:id',
  summary:
    'Edit an attendance (multipart ClockIn, ClockOut, StartKm, EndKm, Report, optional ImageFile .png/.jpg/.jpeg)',
  tags: ['Attendances'],
  params: idParams,
  querystring: userQuery,
  body: attendanceEditSchema,
  multipart: { files: [IMAGE] },
  activity: 'Edited an attendance',
  async handler({ deps, db, principal, params, body, files, now, recordActivity }): Promise<StatusReply> {
    const row = await lockAttendance(db, principal.companyId, params.id);
    if (!row) {
      throw notFound();
    }
    const zone = await companyZone(db, principal.companyId);
    const clockIn = typedInstant('clockIn', body.clockIn, zone, row.clockIn);
    const clockOut = typedInstant('clockOut', body.clockOut, zone, row.clockOut);
    assertSpan(clockIn, clockOut);
    const before = await attendanceView(db, principal.companyId, row.id);
    const pay = payFactsAfter(
      body,
      row,
      { clockIn, clockOut, sleepover: before?.shiftRoster.isNightShift ?? false },
      zone,
    );
    const startKm = body.startKm === undefined ? row.startKm : body.startKm;
    const endKm = body.endKm === undefined ? row.endKm : body.endKm;
    if (startKm !== null && endKm !== null && endKm < startKm) {
      throw fieldError('endKm', A.endKmBelowStart);
    }
    const imageFileId = await storeImage(db, deps, principal, files[IMAGE]);
    await updateAttendance(db, principal.companyId, row.id, {
      clockIn,
      clockOut,
      startKm,
      endKm,
      report: body.report === undefined ? row.report : body.report,
      ...pay.facts,
      ...(imageFileId ? { imageFileId } : {}),
      dateModified: now,
      userModified: principal.uid,
    });
    // A change to what pay reads sends the splits back to Pending: the office approves them again.
    await recomputeSplits(db, principal.companyId, [row.id], principal.uid, pay.changed ? [row.id] : []);
    const paid = pay.changed
      ? `; ${payFactsWords(pay.facts) || 'no unpaid break or work inside a sleepover'}`
      : '';
    recordActivity(
      `Edited ${before?.staff.fullName ?? 'a staff member'}’s attendance (${clockIn.toISOString()} to ${clockOut?.toISOString() ?? 'in shift'}${paid})`,
    );
    return { status: 'Success', message: T.updated };
  },
});
