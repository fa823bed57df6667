import { ATTENDANCE_MESSAGES as A, leftEarly } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { workSettingsOf } from '../companies/companies.api.ts';
import { ownShift, shiftWords } from '../roster-workflow/roster-workflow.api.ts';
import {
  type AttendanceRow,
  attendanceOfShift,
  isShiftReportSigned,
  updateAttendance,
} from './attendance.repo.ts';
import { actionTime, clockOutQuery } from './attendance-input.ts';
import { ATTENDANCE_TEXTS as T } from './attendance-texts.ts';
import { writtenAttendanceView } from './attendance-view.repo.ts';
import type { ClockReply } from './clock-in.ts';
import { locationVerdict, phonePosition, storedVerdict } from './clock-position.ts';
import { payFactsAfter, payFactsWords } from './pay-facts-input.ts';
import { recomputeSplits } from './split-recompute.ts';

async function replayReply(db: Queryable, row: AttendanceRow): Promise<ClockReply> {
  const verdict = storedVerdict(row.clockOutLocation, row.clockOutDistanceMetres);
  return {
    status: 'Success',
    message: T.clockedOut(verdict, row.deviceTimeOff),
    attendance: await writtenAttendanceView(db, row.companyId, row.id),
  };
}

/**
 * A support worker clocks out of their own shift (spec 3 §4.3): after clocking in, with the shift
 * report signed; the position is recorded and checked but never refuses; the splits follow.
 */
export const clockOutRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/clock_out',
  summary:
    'Clock out of one’s own shift (needs the signed shift report, and a leftEarlyReason when leaving before the end less the tolerance); optional lat, lng, requestId, deviceTime',
  tags: ['Attendances'],
  querystring: clockOutQuery,
  activity: 'Clocked out',
  async handler({ db, principal, query, now, recordActivity }): Promise<ClockReply> {
    const { row: shift, view, zone, staffId } = await ownShift(db, principal, query.shiftId);
    const what = shiftWords(view, zone);
    const row = await attendanceOfShift(db, principal.companyId, shift.id, staffId);
    if (!row) {
      throw badRequest(A.notClockedIn);
    }
    if (query.requestId && row.clockOutRequestId === query.requestId) {
      recordActivity(`Sent the same clock-out again for the ${what} (already recorded)`);
      return replayReply(db, row);
    }
    if (row.clockOut) {
      throw badRequest(A.alreadyClockedOut);
    }
    if (!(await isShiftReportSigned(db, principal.companyId, shift.id))) {
      throw badRequest(A.reportNotSigned);
    }
    const time = actionTime(query.deviceTime, now);
    if (time.at.getTime() <= row.clockIn.getTime()) {
      throw badRequest(A.clockOutAfterIn);
    }
    // Leaving before the end less the company's tolerance needs a reason, which the office reads.
    const { deliveryToleranceMinutes } = await workSettingsOf(db, principal.companyId);
    const early = leftEarly(view.dateTo, time.at, deliveryToleranceMinutes);
    const reason = query.leftEarlyReason?.trim() || null;
    if (early && !reason) {
      throw fieldError('leftEarlyReason', A.leftEarlyReasonRequired);
    }
    const pay = payFactsAfter(
      query,
      row,
      { clockIn: row.clockIn, clockOut: time.at, sleepover: view.isNightShift },
      zone,
    );
    const phone = phonePosition(query.lat, query.lng);
    const verdict = await locationVerdict(db, principal.companyId, shift.id, phone);
    const deviceTimeOff = row.deviceTimeOff || time.deviceTimeOff;
    await updateAttendance(db, principal.companyId, row.id, {
      clockOut: time.at,
      outLatitude: phone?.latitude ?? null,
      outLongitude: phone?.longitude ?? null,
      clockOutCheck: true,
      clockOutDeviceAt: time.deviceAt,
      clockOutReceivedAt: now,
      clockOutRequestId: query.requestId ?? null,
      clockOutLocation: verdict.check,
      clockOutDistanceMetres: verdict.distanceMetres,
      deviceTimeOff,
      leftEarlyReason: early ? reason : null,
      ...pay.facts,
      dateModified: now,
      userModified: principal.uid,
    });
    await recomputeSplits(db, principal.companyId, [row.id], principal.uid);
    const flagged = verdict.flagged || time.deviceTimeOff ? ' (flagged for review)' : '';
    const paid = payFactsWords(pay.facts);
    recordActivity(
      `Clocked out of the ${what}${flagged}${early ? ` before the end: ${reason}` : ''}${paid ? ` (${paid})` : ''}`,
    );
    return {
      status: 'Success',
      message: T.clockedOut(verdict, time.deviceTimeOff),
      attendance: await writtenAttendanceView(db, principal.companyId, row.id),
    };
  },
});
