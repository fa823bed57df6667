import {
  ATTENDANCE_MESSAGES as A,
  adminShiftActions,
  markAttendanceSchema,
  NO_PAY_FACTS,
  ROSTER_MESSAGES,
  type StatusReply,
} from '@care/domain';
import { badRequest } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { openProgressNotes } from '../progress-notes/progress-notes.api.ts';
import { lockedShift, shiftWords } from '../roster-workflow/roster-workflow.api.ts';
import { attendanceOfShift, deleteAttendance, insertAttendance } from './attendance.repo.ts';
import { markQuery } from './attendance-input.ts';
import { ATTENDANCE_TEXTS as T } from './attendance-texts.ts';
import { assertSpan, typedInstant } from './attendance-times.ts';
import { payFactsAfter, payFactsWords } from './pay-facts-input.ts';
import { recomputeSplits } from './split-recompute.ts';

/**
 * The office marks a missed clock-in (spec 3 §2.1, §5: the last resort) and unmarks it. Marking
 * needs a started shift with a staff member, no attendance, not Pending or Cancelled (the admin
 * actions by state offer it); the times default to the shift's.
 */
export const markAttendanceRoute = routeSpec({
  method: 'POST',
  url: '/Attendances/mark_attendance',
  summary:
    'Mark a staff member’s attendance at a started shift (startKm, endKm, report; clockIn/clockOut default to the shift’s times)',
  tags: ['Attendances'],
  querystring: markQuery,
  body: markAttendanceSchema,
  activity: 'Marked attendance',
  async handler({ db, principal, query, body, now, recordActivity }): Promise<StatusReply> {
    const { row: shift, view, zone } = await lockedShift(db, principal, query.shiftId);
    if (!shift.staffId) {
      throw badRequest(T.noStaff);
    }
    if (view.attendance) {
      throw badRequest(A.attendanceExists);
    }
    if (shift.status === 'Cancelled') {
      throw badRequest(A.shiftCancelled);
    }
    if (!adminShiftActions(view, now).includes('markAttendance')) {
      throw badRequest(ROSTER_MESSAGES.notAllowedNow);
    }
    const clockIn = typedInstant('clockIn', body.clockIn, zone, shift.dateFrom);
    const clockOut = typedInstant('clockOut', body.clockOut, zone, shift.dateTo);
    assertSpan(clockIn, clockOut);
    const pay = payFactsAfter(body, NO_PAY_FACTS, { clockIn, clockOut, sleepover: shift.isNightShift }, zone);
    const id = await insertAttendance(db, {
      companyId: principal.companyId,
      shiftRosterId: shift.id,
      staffId: shift.staffId,
      clockIn,
      clockOut,
      startKm: body.startKm,
      endKm: body.endKm,
      report: body.report,
      clockInCheck: body.clockInCheck ?? true,
      clockOutCheck: body.clockOutCheck ?? true,
      source: 'marked',
      ...pay.facts,
      dateCreated: now,
      userCreated: principal.uid,
    });
    await recomputeSplits(db, principal.companyId, [id], principal.uid);
    await openProgressNotes(db, {
      companyId: principal.companyId,
      shiftRosterId: shift.id,
      attendanceId: id,
      staffId: shift.staffId,
      clientIds: view.clientList.map((c) => c.profileId),
      date: shift.dateFrom,
      user: principal.uid,
      now,
    });
    const paid = payFactsWords(pay.facts);
    recordActivity(
      `Marked ${view.staff?.fullName ?? 'the staff member'}’s attendance at the ${shiftWords(view, zone)}${paid ? ` (${paid})` : ''}`,
    );
    return { status: 'Success', message: T.marked };
  },
});

export const unmarkAttendanceRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/unmark_attendance',
  summary: 'Remove a shift’s attendance (and its splits): an ended attendance, or one the office marked',
  tags: ['Attendances'],
  querystring: markQuery,
  activity: 'Unmarked attendance',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const { row: shift, view, zone } = await lockedShift(db, principal, query.shiftId);
    const row = await attendanceOfShift(db, principal.companyId, shift.id);
    if (!row) {
      throw badRequest(A.notAttended);
    }
    if (row.source !== 'marked' && !adminShiftActions(view, now).includes('unmarkAttendance')) {
      throw badRequest(A.unmarkClockedIn);
    }
    await deleteAttendance(db, principal.companyId, row.id);
    recordActivity(
      `Unmarked ${view.staff?.fullName ?? 'the staff member'}’s attendance at the ${shiftWords(view, zone)}`,
    );
    return { status: 'Success', message: T.unmarked };
  },
});
