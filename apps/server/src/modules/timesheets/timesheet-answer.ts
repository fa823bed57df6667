import {
  nextSplitStatus,
  nextTimesheetStatus,
  rejectTimesheetSchema,
  type StatusReply,
  splitStatusOf,
  TIMESHEET_MESSAGES as T,
  type TimesheetStatus,
} from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { callerStaffId } from '../roster-workflow/roster-workflow.api.ts';
import { lockSplits, setSplitStatus, staffPeriod, uuid } from './split-locks.ts';
import { answerTimesheet, lockTimesheet, type TimesheetRow } from './timesheet-answer.repo.ts';

/** The caller's own sent timesheet, locked; another's (or another company's) is 404. */
async function ownTimesheet(db: Queryable, principal: Principal, timesheetId: string): Promise<TimesheetRow> {
  const staffId = await callerStaffId(db, principal);
  const row = await lockTimesheet(db, principal.companyId, timesheetId);
  if (!row || row.staffId !== staffId) {
    throw notFound();
  }
  return row;
}

const statusOf = (row: TimesheetRow) => row.status as TimesheetStatus;
const period = (row: TimesheetRow) => `${row.fromDate.toISOString()} to ${row.toDate.toISOString()}`;

/** The worker's answer to a sent timesheet (spec 3 §2.4 My Timesheet, §4.4): approve it, or ask for changes. */
export const approveTimesheetRoute = routeSpec({
  method: 'GET',
  url: '/Timesheets/approve_timesheet',
  summary:
    'A support worker approves their own Pending timesheet (refused while a split of its period needs adjustment); its Pending splits are approved too',
  tags: ['Timesheets'],
  querystring: z.object({ timesheetId: uuid('timesheet') }),
  activity: 'Approved a timesheet',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply & { approved: number }> {
    const row = await ownTimesheet(db, principal, query.timesheetId);
    const splits = await lockSplits(
      db,
      principal.companyId,
      staffPeriod(row.staffId, row.fromDate, row.toDate),
    );
    const waiting = splits.filter((s) => splitStatusOf(s.split.status) === 'Need Adjustment').length;
    const next = nextTimesheetStatus(statusOf(row), 'approve', waiting);
    if (!next) {
      throw badRequest(statusOf(row) === 'Pending' ? T.awaitingAdjustments : T.timesheetNotPending);
    }
    const pending = splits.filter((s) => nextSplitStatus(s.split.status, 'approve', 'staff') === 'Approved');
    await setSplitStatus(
      db,
      principal.companyId,
      pending.map((s) => s.split.id),
      'Approved',
      { now, userId: principal.uid },
    );
    await answerTimesheet(db, row.id, { status: next, responseNote: null, now, userId: principal.uid });
    recordActivity(
      `Approved their timesheet of ${period(row)} (${pending.length} pending split${pending.length === 1 ? '' : 's'} approved)`,
    );
    return { status: 'Success', message: T.timesheetApproved, approved: pending.length };
  },
});

export const rejectTimesheetRoute = routeSpec({
  method: 'GET',
  url: '/Timesheets/reject_timesheet',
  summary: 'A support worker asks for changes to their own Pending timesheet, saying what (reason)',
  tags: ['Timesheets'],
  querystring: z.object({ timesheetId: uuid('timesheet'), reason: z.unknown().optional() }),
  activity: 'Asked for changes to a timesheet',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply> {
    const row = await ownTimesheet(db, principal, query.timesheetId);
    const { reason } = parseOrThrow(rejectTimesheetSchema, { reason: query.reason });
    const next = nextTimesheetStatus(statusOf(row), 'reject');
    if (!next) {
      throw badRequest(T.timesheetNotPending);
    }
    await answerTimesheet(db, row.id, { status: next, responseNote: reason, now, userId: principal.uid });
    recordActivity(`Asked for changes to their timesheet of ${period(row)}: ${reason}`);
    return { status: 'Success', message: T.changesRequested };
  },
});
