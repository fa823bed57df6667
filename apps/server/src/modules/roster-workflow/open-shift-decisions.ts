import { optionalText, ROSTER_MESSAGES, type RosterFinding, type StatusReply } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { fullName } from '../people/people.api.ts';
import { enforceChecks, findingsFor, shiftProfileIds, updateShift } from '../roster/roster.api.ts';
import { tellStaff } from './tell-staff.ts';
import { decideRequest, declineOthers, lockRequest, requestsOfShift, staffContact } from './workflow.repo.ts';
import { assertAllowed, type LockedShift, lockedShift, readShift } from './workflow-shift.ts';
import { shiftWords, WORKFLOW_TEXTS as T } from './workflow-texts.ts';

const requestQuery = z.object({
  requestId: z.uuid('The request id must be a UUID'),
  overrideReason: optionalText(500),
});

/** A Pending request of the company with its shift (both locked); 404 when not of the company. */
async function pendingRequest(db: Queryable, principal: Principal, requestId: string) {
  const request = await lockRequest(db, principal.companyId, requestId);
  if (!request) {
    throw notFound();
  }
  assertAllowed(request.status === 'Pending');
  return { request, shift: await lockedShift(db, principal, request.shiftRosterId) };
}

/** The shift as the staff member would have it, for the rostering checks. */
async function candidateFor(
  db: Queryable,
  companyId: string,
  shift: Pick<LockedShift, 'view'>,
  staffId: string,
) {
  return {
    shiftRosterId: shift.view.shiftRosterId,
    staffId,
    profileIds: await shiftProfileIds(db, companyId, shift.view.shiftRosterId),
    dateFrom: shift.view.dateFrom,
    dateTo: shift.view.dateTo,
  };
}

/** The office's side of open shifts: who asked, and giving the shift to one of them. */
export const openShiftRequestsRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/open_shift_requests',
  summary: 'The staff who asked to take an open shift, each with the rostering findings if they took it',
  tags: ['ShiftRosters'],
  querystring: z.object({ shiftId: z.uuid('The shift id must be a UUID') }),
  async handler({ db, principal, query }) {
    const shift = await readShift(db, principal, query.shiftId);
    const rows = await requestsOfShift(db, principal.companyId, query.shiftId);
    const out = [];
    for (const r of rows) {
      const findings: RosterFinding[] =
        r.status === 'Pending'
          ? await findingsFor(db, principal.companyId, shift.zone, [
              await candidateFor(db, principal.companyId, shift, r.staffId),
            ])
          : [];
      out.push({
        openShiftRequestId: r.openShiftRequestId,
        shiftRosterId: r.shiftRosterId,
        staffId: r.staffId,
        staffName: fullName(r),
        status: r.status,
        dateCreated: r.dateCreated.toISOString(),
        findings,
      });
    }
    return out;
  },
});

export const approveOpenShiftRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/approve_open_shift',
  summary:
    'Give an open shift to the staff member who asked (after the rostering checks); the other requests are declined',
  tags: ['ShiftRosters'],
  querystring: requestQuery,
  activity: 'Approved an open-shift request',
  async handler({ deps, db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const { request, shift } = await pendingRequest(db, principal, query.requestId);
    if (
      shift.row.staffId ||
      shift.row.status === 'Cancelled' ||
      shift.row.dateFrom.getTime() <= now.getTime()
    ) {
      throw badRequest(ROSTER_MESSAGES.notOpenShift);
    }
    const { findings, overridden } = await enforceChecks(
      db,
      principal.companyId,
      shift.zone,
      [await candidateFor(db, principal.companyId, shift, request.staffId)],
      query.overrideReason,
    );
    await updateShift(db, principal.companyId, shift.row.id, {
      staffId: request.staffId,
      overriddenFindings: overridden ? findings.map((f) => ({ kind: f.kind, message: f.message })) : null,
      overrideReason: overridden ? query.overrideReason : null,
      dateModified: now,
      userModified: principal.uid,
    });
    await decideRequest(db, principal.companyId, request.openShiftRequestId, 'Approved', principal.uid, now);
    const declined = await declineOthers(
      db,
      principal.companyId,
      shift.row.id,
      request.openShiftRequestId,
      principal.uid,
      now,
    );
    const what = shiftWords(shift.view, shift.zone);
    const news = (staffId: string, approved: boolean) =>
      tellStaff(db, deps, {
        companyId: principal.companyId,
        staffId,
        kind: approved ? 'openShiftApproved' : 'openShiftDeclined',
        shiftRosterId: shift.row.id,
        subject: approved ? 'You have the open shift' : 'Your open-shift request was declined',
        message: approved ? T.news.openApproved(what) : T.news.openDeclined(what),
        now,
        by: principal.uid,
      });
    await news(request.staffId, true);
    for (const staffId of declined) {
      await news(staffId, false);
    }
    const staff = await staffContact(db, principal.companyId, request.staffId);
    const name = staff ? fullName(staff) : 'the staff member';
    const override = overridden ? `; checks overridden: ${query.overrideReason}` : '';
    recordActivity(`Gave the open ${what} to ${name}${override}`);
    return { status: 'Success', message: T.openApproved(name) };
  },
});

export const declineOpenShiftRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/decline_open_shift',
  summary: 'Decline a staff member’s request to take an open shift',
  tags: ['ShiftRosters'],
  querystring: z.object({ requestId: z.uuid('The request id must be a UUID') }),
  activity: 'Declined an open-shift request',
  async handler({ deps, db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const { request, shift } = await pendingRequest(db, principal, query.requestId);
    await decideRequest(db, principal.companyId, request.openShiftRequestId, 'Declined', principal.uid, now);
    const what = shiftWords(shift.view, shift.zone);
    await tellStaff(db, deps, {
      companyId: principal.companyId,
      staffId: request.staffId,
      kind: 'openShiftDeclined',
      shiftRosterId: shift.row.id,
      subject: 'Your open-shift request was declined',
      message: T.news.openDeclined(what),
      now,
      by: principal.uid,
    });
    const staff = await staffContact(db, principal.companyId, request.staffId);
    recordActivity(`Declined ${staff ? fullName(staff) : 'a staff member'}’s request for the open ${what}`);
    return { status: 'Success', message: T.openDeclined };
  },
});
