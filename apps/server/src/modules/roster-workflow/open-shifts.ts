import { ROSTER_MESSAGES, type ShiftRosterView, type StatusReply } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyZone, findingsFor, openShiftsWhere, shiftViews } from '../roster/roster.api.ts';
import { insertRequest, requestedShiftIds } from './workflow.repo.ts';
import { callerStaffId, lockedShift } from './workflow-shift.ts';
import { shiftWords, WORKFLOW_TEXTS as T } from './workflow-texts.ts';

/**
 * The open shifts a staff member may take: inside their availability, with their screening in order
 * on the day and (when the work setting asks) their required training. The rostering checks decide
 * (the same context loading and domain rules as every write), once per distinct time, keeping only
 * those kinds of finding: an overlap with their own
 * shifts is for the office to weigh when approving.
 */
async function shiftsFitFor(db: Queryable, companyId: string, staffId: string, shifts: ShiftRosterView[]) {
  const zone = await companyZone(db, companyId);
  const verdicts = new Map<string, boolean>();
  const fit: ShiftRosterView[] = [];
  for (const s of shifts) {
    const key = `${s.dateFrom}|${s.dateTo}`;
    let fits = verdicts.get(key);
    if (fits === undefined) {
      const candidate = { staffId, profileIds: [], dateFrom: s.dateFrom, dateTo: s.dateTo };
      const findings = await findingsFor(db, companyId, zone, [candidate]);
      fits = !findings.some(
        (f) => f.kind === 'availability' || f.kind === 'screening' || f.kind === 'training',
      );
      verdicts.set(key, fits);
    }
    if (fits) {
      fit.push(s);
    }
  }
  return fit;
}

/** Open shifts: listed for staff who fit them and for the office; a staff member asks to take one. */
export const openShiftsRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/open_shifts',
  summary: 'Upcoming open shifts: a staff member sees those that fit their availability and screening',
  tags: ['ShiftRosters'],
  async handler({ db, principal, now, reach }) {
    const shifts = await shiftViews(db, principal.companyId, openShiftsWhere(now));
    // The office (deciding requests, or reading the roster) sees them all; a staff member those that fit.
    if (reach.all) {
      return shifts.map((s) => ({ ...s, requested: false }));
    }
    const staffId = await callerStaffId(db, principal);
    const fit = await shiftsFitFor(db, principal.companyId, staffId, shifts);
    const asked = await requestedShiftIds(
      db,
      principal.companyId,
      staffId,
      fit.map((s) => s.shiftRosterId),
    );
    return fit.map((s) => ({ ...s, requested: asked.has(s.shiftRosterId) }));
  },
});

export const requestOpenShiftRoute = routeSpec({
  method: 'POST',
  url: '/ShiftRosters/request_open_shift',
  summary: 'A staff member asks to take an open shift (a Pending request, once)',
  tags: ['ShiftRosters'],
  querystring: z.object({ shiftId: z.uuid('The shift id must be a UUID') }),
  activity: 'Asked to take an open shift',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const staffId = await callerStaffId(db, principal);
    const { view, zone } = await lockedShift(db, principal, query.shiftId);
    const [open] = await shiftViews(db, principal.companyId, openShiftsWhere(now, query.shiftId));
    if (!open) {
      throw badRequest(ROSTER_MESSAGES.notOpenShift);
    }
    // A shift they would not be shown (outside their availability or screening) is not theirs to ask for.
    if ((await shiftsFitFor(db, principal.companyId, staffId, [open])).length === 0) {
      throw notFound();
    }
    const inserted = await insertRequest(db, {
      companyId: principal.companyId,
      shiftRosterId: view.shiftRosterId,
      staffId,
      userCreated: principal.uid,
      dateCreated: now,
    });
    if (!inserted) {
      throw badRequest(T.alreadyRequested);
    }
    recordActivity(`Asked to take the open ${shiftWords(view, zone)}`);
    return { status: 'Success', message: T.openRequested };
  },
});
