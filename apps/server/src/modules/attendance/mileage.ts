import { ATTENDANCE_MESSAGES as A, mileageSchema, type StatusReply } from '@care/domain';
import { badRequest } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { lockedShift, ownShift, shiftWords } from '../roster-workflow/roster-workflow.api.ts';
import { attendanceOfShift, updateAttendance } from './attendance.repo.ts';
import { actionTime, mileageQuery } from './attendance-input.ts';
import { ATTENDANCE_TEXTS as T } from './attendance-texts.ts';
import { recomputeSplits } from './split-recompute.ts';

/**
 * The kilometres of a shift (asked at clock-out, spec 3 §4.3, §7.5). Two kinds of caller share the
 * spec's one path: a support worker for their own shift (attendance.clock) and the office
 * (attendance.edit); the route's line names both and the handler reads which one the caller holds.
 */
export const fillMileageRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/fill_mileage',
  summary:
    'Record the start and end kilometres of a shift’s attendance: a support worker for their own shift, or the office (Edit Attendances)',
  tags: ['ShiftRosters'],
  querystring: mileageQuery,
  activity: 'Recorded the mileage of a shift',
  async handler({ db, principal, query, now, granted, recordActivity }): Promise<StatusReply> {
    const staffCaller = granted.includes('attendance.clock');
    const {
      row: shift,
      view,
      zone,
      staffId,
    } = staffCaller
      ? await ownShift(db, principal, query.shiftId)
      : { ...(await lockedShift(db, principal, query.shiftId)), staffId: undefined };
    const km = parseOrThrow(mileageSchema, { startKm: query.startKm, endKm: query.endKm });
    actionTime(query.deviceTime, now);
    const row = await attendanceOfShift(db, principal.companyId, shift.id, staffId);
    if (!row) {
      throw badRequest(staffCaller ? A.notClockedIn : A.notAttended);
    }
    await updateAttendance(db, principal.companyId, row.id, {
      startKm: km.startKm,
      endKm: km.endKm,
      dateModified: now,
      userModified: principal.uid,
    });
    await recomputeSplits(db, principal.companyId, [row.id], principal.uid);
    recordActivity(
      `Recorded ${km.endKm - km.startKm} km (${km.startKm} to ${km.endKm}) for the ${shiftWords(view, zone)}`,
    );
    return { status: 'Success', message: T.mileageSaved };
  },
});
