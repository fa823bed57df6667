import {
  nextSplitStatus,
  requestAdjustmentSchema,
  type SplitActor,
  type StatusReply,
  splitStatusOf,
  TIMESHEET_MESSAGES as T,
  timesheetPeriodSchema,
} from '@care/domain';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors.ts';
import { assertOwnStaff, type Reach } from '../../http/reach.ts';
import { routeSpec } from '../../http/route.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { callerStaffId } from '../roster-workflow/roster-workflow.api.ts';
import {
  companyStaff,
  lockSplit,
  lockSplits,
  setSplitStatus,
  splitLabel,
  staffPeriod,
  uuid,
} from './split-locks.ts';

/** Who acts on splits: the office (attendance.approve) on anyone's, a support worker (timesheet.own) on their own. */
const actorOf = (reach: Reach): SplitActor => (reach.all ? 'admin' : 'staff');

const splitQuery = z.object({ attendancesplitId: uuid('attendance split') });

/** Approve one split, ask to adjust one, and approve all pending of a staff member (spec 3 §4.4, §7.2). */
export const approveAttendanceRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/approve_attendance',
  summary: 'Approve a split: a support worker their own Pending split, the office a Pending or Adjusted one',
  tags: ['Timesheets'],
  querystring: splitQuery,
  activity: 'Approved an attendance split',
  async handler({ db, principal, query, now, reach, recordActivity }): Promise<StatusReply> {
    const actor = actorOf(reach);
    const locked = await lockSplit(db, principal.companyId, query.attendancesplitId);
    assertOwnStaff(reach, locked.staffId);
    const next = nextSplitStatus(locked.split.status, 'approve', actor);
    if (!next) {
      throw badRequest(T.notPending);
    }
    await setSplitStatus(db, principal.companyId, [locked.split.id], next, { now, userId: principal.uid });
    recordActivity(`Approved ${splitLabel(locked, actor)}`);
    return { status: 'Success', message: actor === 'staff' ? T.staffApproved : T.approved };
  },
});

export const requestAdjustmentRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/request_adjustment',
  summary: 'A support worker asks to adjust their own Pending split (optional reason: what should change)',
  tags: ['Timesheets'],
  querystring: splitQuery.extend({ reason: z.unknown().optional() }),
  activity: 'Requested an adjustment of an attendance split',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const staffId = await callerStaffId(db, principal);
    const locked = await lockSplit(db, principal.companyId, query.attendancesplitId);
    if (locked.staffId !== staffId) {
      throw notFound();
    }
    const { reason } = parseOrThrow(requestAdjustmentSchema, { reason: query.reason });
    const next = nextSplitStatus(locked.split.status, 'requestAdjustment', 'staff');
    if (!next) {
      throw badRequest(T.notPending);
    }
    await setSplitStatus(
      db,
      principal.companyId,
      [locked.split.id],
      next,
      { now, userId: principal.uid },
      { adjustmentReason: reason },
    );
    recordActivity(`Requested an adjustment of ${splitLabel(locked, 'staff')}${reason ? `: ${reason}` : ''}`);
    return { status: 'Success', message: T.adjustmentRequested };
  },
});

export const approveAllRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/approve_all',
  summary:
    'Approve every Pending split of a staff member whose clock-in is in [fromDate, toDate) (a support worker: their own)',
  tags: ['Timesheets'],
  querystring: z.object({
    staffId: uuid('staff'),
    fromDate: z.unknown().optional(),
    toDate: z.unknown().optional(),
  }),
  activity: 'Approved all pending attendance splits',
  async handler({
    db,
    principal,
    query,
    now,
    reach,
    recordActivity,
  }): Promise<StatusReply & { approved: number }> {
    // Whose splits first: another's staff member is not found, whatever the period.
    const actor = actorOf(reach);
    assertOwnStaff(reach, query.staffId);
    const staff = await companyStaff(db, principal.companyId, query.staffId);
    const period = parseOrThrow(timesheetPeriodSchema, { fromDate: query.fromDate, toDate: query.toDate });
    const from = new Date(period.fromDate);
    const to = new Date(period.toDate);
    const splits = await lockSplits(db, principal.companyId, staffPeriod(staff.staffId, from, to));
    const pending = splits.filter(
      (s) =>
        splitStatusOf(s.split.status) === 'Pending' &&
        nextSplitStatus(s.split.status, 'approve', actor) === 'Approved',
    );
    await setSplitStatus(
      db,
      principal.companyId,
      pending.map((s) => s.split.id),
      'Approved',
      { now, userId: principal.uid },
    );
    const whose = actor === 'staff' ? 'their' : `${staff.staffName}’s`;
    recordActivity(
      `Approved ${pending.length} pending split${pending.length === 1 ? '' : 's'} of ${whose} attendance from ${from.toISOString()} to ${to.toISOString()}`,
    );
    return { status: 'Success', message: T.allApproved, approved: pending.length };
  },
});
