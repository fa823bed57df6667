import {
  ATTENDANCE_MESSAGES as A,
  type AttendanceView,
  clockInTooEarly,
  formatInZone,
  ROSTER_LIMITS,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { openProgressNotes } from '../progress-notes/progress-notes.api.ts';
import { ownShift, shiftWords } from '../roster-workflow/roster-workflow.api.ts';
import { type AttendanceRow, attendanceOfShift, insertAttendance } from './attendance.repo.ts';
import { actionTime, clockQuery } from './attendance-input.ts';
import { ATTENDANCE_TEXTS as T } from './attendance-texts.ts';
import { writtenAttendanceView } from './attendance-view.repo.ts';
import { locationVerdict, phonePosition, storedVerdict } from './clock-position.ts';

export interface ClockReply {
  status: 'Success';
  message: string;
  attendance: AttendanceView;
}

/** The reply to a clock-in already recorded under the same request id: the same success. */
async function replayReply(db: Queryable, row: AttendanceRow): Promise<ClockReply> {
  const verdict = storedVerdict(row.clockInLocation, row.clockInDistanceMetres);
  return {
    status: 'Success',
    message: T.clockedIn(verdict, row.deviceTimeOff),
    attendance: await writtenAttendanceView(db, row.companyId, row.id),
  };
}

/**
 * A support worker clocks into their own shift (spec 3 §4.3, docs/workforce.md): from 10 minutes before
 * the start to the end, judged at the phone's time for a queued action; the position is checked
 * against the first client's address; a replay of the same request id gets the same reply.
 */
export const clockInRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/clock_in',
  summary:
    'Clock into one’s own shift with the phone’s position (lat, lng; 0,0 = none) and, when queued offline, requestId and deviceTime',
  tags: ['Attendances'],
  querystring: clockQuery,
  activity: 'Clocked in',
  async handler({ db, principal, query, now, recordActivity }): Promise<ClockReply> {
    const { row: shift, view, zone, staffId } = await ownShift(db, principal, query.shiftId);
    const what = shiftWords(view, zone);
    const existing = await attendanceOfShift(db, principal.companyId, shift.id, staffId);
    if (existing) {
      if (query.requestId && existing.clockInRequestId === query.requestId) {
        recordActivity(`Sent the same clock-in again for the ${what} (already recorded)`);
        return replayReply(db, existing);
      }
      throw badRequest(A.alreadyClockedIn);
    }
    if (shift.status === 'Cancelled') {
      throw badRequest(A.shiftCancelled);
    }
    const time = actionTime(query.deviceTime, now);
    const opens = shift.dateFrom.getTime() - ROSTER_LIMITS.clockInOpensMinutes * 60_000;
    if (time.at.getTime() < opens) {
      // How early, and when it opens (issue 40 item 10), on the company's clock.
      throw badRequest(
        clockInTooEarly(
          shift.dateFrom.getTime() - time.at.getTime(),
          formatInZone(new Date(opens), 'time', zone),
        ),
      );
    }
    if (time.at.getTime() >= shift.dateTo.getTime()) {
      throw badRequest(A.windowClosed);
    }
    const phone = phonePosition(query.lat, query.lng);
    const verdict = await locationVerdict(db, principal.companyId, shift.id, phone);
    if (verdict.refusal) {
      throw badRequest(verdict.refusal, { location: verdict.refusal });
    }
    const id = await insertAttendance(db, {
      companyId: principal.companyId,
      shiftRosterId: shift.id,
      staffId,
      clockIn: time.at,
      inLatitude: phone?.latitude ?? null,
      inLongitude: phone?.longitude ?? null,
      clockInCheck: true,
      source: 'clock',
      clockInDeviceAt: time.deviceAt,
      clockInReceivedAt: now,
      clockInRequestId: query.requestId ?? null,
      clockInLocation: verdict.check,
      clockInDistanceMetres: verdict.distanceMetres,
      deviceTimeOff: time.deviceTimeOff,
      dateCreated: now,
      userCreated: principal.uid,
    });
    await openProgressNotes(db, {
      companyId: principal.companyId,
      shiftRosterId: shift.id,
      attendanceId: id,
      staffId,
      clientIds: view.clientList.map((c) => c.profileId),
      date: shift.dateFrom,
      user: principal.uid,
      now,
    });
    const flagged = verdict.flagged || time.deviceTimeOff ? ' (flagged for review)' : '';
    recordActivity(`Clocked in to the ${what}${flagged}`);
    return {
      status: 'Success',
      message: T.clockedIn(verdict, time.deviceTimeOff),
      attendance: await writtenAttendanceView(db, principal.companyId, id),
    };
  },
});
