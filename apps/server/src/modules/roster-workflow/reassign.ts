import { optionalText, ROSTER_MESSAGES, type StatusReply } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { fullName } from '../people/people.api.ts';
import { enforceChecks, shiftProfileIds, updateShift } from '../roster/roster.api.ts';
import { tellStaff } from './tell-staff.ts';
import { staffContact } from './workflow.repo.ts';
import { assertAllowed, lockedShift } from './workflow-shift.ts';
import { shiftWords, WORKFLOW_TEXTS as T } from './workflow-texts.ts';

/** Reassign Shift: a staff member must be chosen (spec 3 §5); an override reason passes the checks. */
const reassignQuery = z.object({
  shiftId: z.uuid('The shift id must be a UUID'),
  staffId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z.string().min(1, ROSTER_MESSAGES.staffRequired).pipe(z.uuid(ROSTER_MESSAGES.staffRequired)),
  ),
  overrideReason: optionalText(500),
});

/** Re-assigning a Cancelled shift to another staff member (spec 3 §4.2). */
export const reassignStaffRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/reassign_staff',
  summary: 'Give a Cancelled shift to another staff member: it is rostered again, after the rostering checks',
  tags: ['ShiftRosters'],
  querystring: reassignQuery,
  activity: 'Reassigned a shift',
  async handler({ deps, db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const { row, view, zone } = await lockedShift(db, principal, query.shiftId);
    assertAllowed(row.status === 'Cancelled');
    const staff = await staffContact(db, principal.companyId, query.staffId);
    if (!staff) {
      throw notFound();
    }
    const { findings, overridden } = await enforceChecks(
      db,
      principal.companyId,
      zone,
      [
        {
          shiftRosterId: row.id,
          staffId: staff.staffId,
          profileIds: await shiftProfileIds(db, principal.companyId, row.id),
          dateFrom: view.dateFrom,
          dateTo: view.dateTo,
        },
      ],
      query.overrideReason,
    );
    // Rostered again: the cancellation is over (its story stays in the activity log below); who
    // asked to be released stays on the row, as the schema keeps it.
    await updateShift(db, principal.companyId, row.id, {
      staffId: staff.staffId,
      status: null,
      reason: null,
      cancelledBy: null,
      cancellationDate: null,
      noticeMinutes: null,
      isShortNotice: null,
      cancellationReasonCode: null,
      overriddenFindings: overridden ? findings.map((f) => ({ kind: f.kind, message: f.message })) : null,
      overrideReason: overridden ? query.overrideReason : null,
      dateModified: now,
      userModified: principal.uid,
    });
    const name = fullName(staff);
    const what = shiftWords(view, zone);
    await tellStaff(db, deps, {
      companyId: principal.companyId,
      staffId: staff.staffId,
      kind: 'shiftAssigned',
      shiftRosterId: row.id,
      subject: 'You have a new shift',
      message: T.news.reassigned(what),
      now,
      by: principal.uid,
    });
    const before = `cancelled by ${row.cancelledBy ?? 'someone'}${row.reason ? `: ${row.reason}` : ''}`;
    const override = overridden ? `; checks overridden: ${query.overrideReason}` : '';
    recordActivity(`Reassigned the ${what} (${before}) to ${name}${override}`);
    return { status: 'Success', message: T.reassigned(name) };
  },
});
