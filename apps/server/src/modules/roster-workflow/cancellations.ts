import {
  adminShiftActions,
  CANCELLATION_MESSAGES,
  cancellationApprovalRefusal,
  cancellationNotice,
  cancellationRequestQuery,
  clientCancellationQuery,
  instantFromInput,
  type StatusReply,
  staffShiftActions,
  zonedWallTimeToInstant,
} from '@care/domain';
import { z } from 'zod';
import { conflict, fieldError } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { updateShift } from '../roster/roster.api.ts';
import { tellStaff } from './tell-staff.ts';
import { assertAllowed, lockedShift, ownShift } from './workflow-shift.ts';
import { shiftWords, WORKFLOW_TEXTS as T } from './workflow-texts.ts';

const shiftQuery = z.object({ shiftId: z.uuid('The shift id must be a UUID') });

const CLOCK_SLACK_MS = 5 * 60_000;

/** When the client told the provider: a local date-time, or a local date read as its midnight. */
function toldAt(text: string, zone: string, now: Date): Date {
  const value = text.trim();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? zonedWallTimeToInstant(`${value}T00:00`, zone)
    : instantFromInput(value, zone);
  if (!date || Number.isNaN(date.getTime())) {
    throw fieldError('cancellationDate', 'Enter a valid date');
  }
  // A browser clock a little ahead of the server's reads as now; further ahead is a mistake.
  if (date.getTime() > now.getTime() + CLOCK_SLACK_MS) {
    throw fieldError('cancellationDate', 'The client cannot have told you in the future');
  }
  return date.getTime() > now.getTime() ? now : date;
}

/** A staff member's cancellation request and the office's decisions on it; a client's cancellation. */
export const shiftCancellationRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/shift_cancellation',
  summary: 'A staff member asks to be released from their upcoming shift, with a reason (status Pending)',
  tags: ['ShiftRosters'],
  querystring: cancellationRequestQuery,
  activity: 'Asked to cancel a shift',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const { row, view, zone, staffId } = await ownShift(db, principal, query.shiftId);
    assertAllowed(staffShiftActions(view, now).includes('cancel'));
    await updateShift(db, principal.companyId, row.id, {
      status: 'Pending',
      reason: query.reason,
      cancellationRequestedBy: staffId,
      cancellationRequestedAt: now,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Asked to cancel the ${shiftWords(view, zone)}: ${query.reason}`);
    return { status: 'Success', message: T.requested };
  },
});

export const cancelShiftRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/cancel_shift',
  summary:
    'Approve a staff member’s cancellation request: the shift is Cancelled (by Staff); refused (409) once they have clocked in',
  tags: ['ShiftRosters'],
  querystring: shiftQuery,
  activity: 'Approved a shift cancellation',
  async handler({ deps, db, principal, query, now, recordActivity }): Promise<StatusReply> {
    // The shift row is locked, and a clock-in locks it too: the attendance read here is settled.
    const { row, view, zone } = await lockedShift(db, principal, query.shiftId);
    const refusal = cancellationApprovalRefusal({ status: row.status, attendance: view.attendance });
    assertAllowed(refusal !== 'notPending');
    if (refusal === 'workerClockedIn') {
      throw conflict(CANCELLATION_MESSAGES.workerClockedIn);
    }
    await updateShift(db, principal.companyId, row.id, {
      status: 'Cancelled',
      cancelledBy: 'Staff',
      dateModified: now,
      userModified: principal.uid,
    });
    const what = shiftWords(view, zone);
    if (row.staffId) {
      await tellStaff(db, deps, {
        companyId: principal.companyId,
        staffId: row.staffId,
        kind: 'cancellationApproved',
        shiftRosterId: row.id,
        subject: 'Your shift cancellation was approved',
        message: T.news.cancellationApproved(what),
        now,
        by: principal.uid,
      });
    }
    recordActivity(`Approved ${view.staff?.fullName ?? 'the staff member'}’s cancellation of the ${what}`);
    return { status: 'Success', message: T.approved };
  },
});

export const rejectShiftCancellationRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/reject_shift_cancellation',
  summary: 'Reject a staff member’s cancellation request: the shift is back to normal',
  tags: ['ShiftRosters'],
  querystring: shiftQuery,
  activity: 'Rejected a shift cancellation',
  async handler({ deps, db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const { row, view, zone } = await lockedShift(db, principal, query.shiftId);
    assertAllowed(row.status === 'Pending');
    // The request's reason is kept in the activity log below; the shift reads as it did before.
    await updateShift(db, principal.companyId, row.id, {
      status: null,
      reason: null,
      cancellationRequestedBy: null,
      cancellationRequestedAt: null,
      dateModified: now,
      userModified: principal.uid,
    });
    const what = shiftWords(view, zone);
    if (row.staffId) {
      await tellStaff(db, deps, {
        companyId: principal.companyId,
        staffId: row.staffId,
        kind: 'cancellationRejected',
        shiftRosterId: row.id,
        subject: 'Your shift cancellation was not approved',
        message: T.news.cancellationRejected(what),
        now,
        by: principal.uid,
      });
    }
    recordActivity(
      `Rejected ${view.staff?.fullName ?? 'the staff member'}’s cancellation of the ${what} (reason given: ${row.reason ?? ''})`,
    );
    return { status: 'Success', message: T.rejected };
  },
});

export const cancelClientShiftRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/cancel_client_shift',
  summary: 'Cancel a client’s shift: when the client told, why, the NDIS reason code and the notice given',
  tags: ['ShiftRosters'],
  querystring: clientCancellationQuery,
  activity: 'Cancelled a client’s shift',
  async handler({
    deps,
    db,
    principal,
    query,
    now,
    recordActivity,
  }): Promise<StatusReply & { isShortNotice: boolean; noticeMinutes: number }> {
    const { row, view, zone } = await lockedShift(db, principal, query.shiftId);
    assertAllowed(adminShiftActions(view, now).includes('cancelClientShift'));
    const told = toldAt(query.cancellationDate, zone, now);
    const notice = cancellationNotice(told, row.dateFrom);
    await updateShift(db, principal.companyId, row.id, {
      status: 'Cancelled',
      cancelledBy: 'Client',
      cancellationDate: told,
      noticeMinutes: notice.noticeMinutes,
      isShortNotice: notice.isShortNotice,
      cancellationReasonCode: query.reasonCode,
      reason: query.reason,
      dateModified: now,
      userModified: principal.uid,
    });
    const what = shiftWords(view, zone);
    if (row.staffId && row.dateTo.getTime() > now.getTime()) {
      await tellStaff(db, deps, {
        companyId: principal.companyId,
        staffId: row.staffId,
        kind: 'clientCancelled',
        shiftRosterId: row.id,
        subject: 'A client cancelled your shift',
        message: T.news.clientCancelled(what),
        now,
        by: principal.uid,
      });
    }
    recordActivity(
      `Cancelled the ${what} for the client (${query.reasonCode}${notice.isShortNotice ? ', short notice' : ''})`,
    );
    return { status: 'Success', message: T.clientCancelled(notice.isShortNotice), ...notice };
  },
});
