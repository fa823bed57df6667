import {
  ATTENDANCE_MESSAGES as A,
  nextSplitStatus,
  optionalKm,
  optionalText,
  readPayFacts,
  type StatusReply,
  splitStatusOf,
  TIMESHEET_MESSAGES as T,
  type TimesheetSplitView,
  timesheetPeriodSchema,
} from '@care/domain';
import { z } from 'zod';
import { badRequest, fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import {
  assertSpan,
  lockAttendance,
  recomputeSplits,
  typedInstant,
  updateAttendance,
} from '../attendance/attendance.api.ts';
import { companyZone } from '../roster/roster.api.ts';
import { splitsOfAttendance } from './split-access.repo.ts';
import {
  companyStaff,
  type LockedSplit,
  lockSplits,
  setSplitStatus,
  staffPeriod,
  uuid,
} from './split-locks.ts';
import { timesheetSplitViews } from './timesheet-split-view.ts';

const needsAdjustment = (s: LockedSplit) => nextSplitStatus(s.split.status, 'adjust', 'admin') === 'Adjusted';

/** The distinct reasons the worker gave for the splits that need adjustment, one text. */
const reasonsOf = (splits: LockedSplit[]) =>
  [...new Set(splits.filter(needsAdjustment).map((s) => s.split.adjustmentReason?.trim()))]
    .filter((r): r is string => !!r)
    .join('; ') || null;

const adjustQuery = z.object({
  userId: z.string().optional(),
  attendanceId: uuid('attendance'),
  clockIn: optionalText(40),
  clockOut: optionalText(40),
  startKm: optionalKm(),
  endKm: optionalKm(),
});

/** Adjust Attendances (spec 3 §6, §7.2): the office answers a worker's adjustment request. */
export const adjustAttendancesRoute = routeSpec({
  method: 'GET',
  url: '/attendances/adjust_attendances',
  summary:
    'Adjust an attendance with a split that needs adjustment: optional new clockIn, clockOut, startKm, endKm; then its splits not yet approved are Adjusted',
  tags: ['Timesheets'],
  querystring: adjustQuery,
  activity: 'Adjusted an attendance',
  async handler({
    db,
    principal,
    query,
    now,
    recordActivity,
  }): Promise<StatusReply & { splits: TimesheetSplitView[] }> {
    const row = await lockAttendance(db, principal.companyId, query.attendanceId);
    if (!row) {
      throw notFound();
    }
    const ofAttendance = splitsOfAttendance(row.id);
    const before = await lockSplits(db, principal.companyId, ofAttendance);
    if (!before.some(needsAdjustment)) {
      throw badRequest(T.notAwaitingAdjustment);
    }
    const changes: string[] = [];
    const retimed = query.clockIn || query.clockOut;
    const rekm = query.startKm !== null || query.endKm !== null;
    if (retimed || rekm) {
      const zone = await companyZone(db, principal.companyId);
      const clockIn = typedInstant('clockIn', query.clockIn, zone, row.clockIn);
      const clockOut = typedInstant('clockOut', query.clockOut, zone, row.clockOut);
      assertSpan(clockIn, clockOut);
      const startKm = query.startKm ?? row.startKm;
      const endKm = query.endKm ?? row.endKm;
      if (startKm !== null && endKm !== null && endKm < startKm) {
        throw fieldError('endKm', A.endKmBelowStart);
      }
      // The stored breaks (and work inside a sleepover) must still lie within the new times, or pay
      // would read a break outside the attendance. Stored facts were checked against the shift's kind,
      // so a sleepover is the one with periods worked inside it.
      const facts = readPayFacts(
        {
          unpaidBreakMinutes: row.unpaidBreakMinutes,
          unpaidBreaks: row.unpaidBreaks,
          activePeriods: row.activePeriods,
        },
        { clockIn, clockOut, sleepover: row.activePeriods.length > 0 },
        zone,
      );
      if (!facts.ok) {
        throw fieldError(query.clockOut ? 'clockOut' : 'clockIn', T.breakNoLongerFits);
      }
      await updateAttendance(db, principal.companyId, row.id, {
        clockIn,
        clockOut,
        startKm,
        endKm,
        dateModified: now,
        userModified: principal.uid,
      });
      await recomputeSplits(db, principal.companyId, [row.id], principal.uid);
      if (retimed) {
        changes.push(`${clockIn.toISOString()} to ${clockOut?.toISOString() ?? 'in shift'}`);
      }
      if (rekm) {
        changes.push(`${startKm ?? '-'} to ${endKm ?? '-'} km`);
      }
    }
    const reason = reasonsOf(before);
    const after = await lockSplits(db, principal.companyId, ofAttendance);
    for (const s of after.filter((x) => splitStatusOf(x.split.status) !== 'Approved')) {
      await setSplitStatus(
        db,
        principal.companyId,
        [s.split.id],
        'Adjusted',
        { now, userId: principal.uid },
        { adjustmentReason: s.split.adjustmentReason ?? reason },
      );
    }
    const staffName = before[0]?.staffName ?? 'a staff member';
    recordActivity(
      `Adjusted ${staffName}’s attendance of ${row.clockIn.toISOString()}${changes.length ? ` (${changes.join(', ')})` : ''}`,
    );
    return {
      status: 'Success',
      message: T.adjusted,
      splits: await timesheetSplitViews(db, principal.companyId, ofAttendance),
    };
  },
});

export const adjustPeriodicAttendanceRoute = routeSpec({
  method: 'GET',
  url: '/Attendances/adjust_periodic_attendance',
  summary:
    'Mark Adjusted every split of a staff member that needs adjustment, clock-in in [shiftdatefrom, shiftdateto)',
  tags: ['Timesheets'],
  querystring: z.object({
    userId: z.string().optional(),
    shiftdatefrom: z.unknown().optional(),
    shiftdateto: z.unknown().optional(),
    companyId: uuid('company').optional(),
    staffId: uuid('staff'),
  }),
  activity: 'Adjusted attendances of a period',
  async handler({ db, principal, query, now, recordActivity }): Promise<StatusReply & { adjusted: number }> {
    const staff = await companyStaff(db, principal.companyId, query.staffId);
    const parsed = timesheetPeriodSchema.safeParse({
      fromDate: query.shiftdatefrom,
      toDate: query.shiftdateto,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === 'toDate' ? 'shiftdateto' : 'shiftdatefrom';
      throw fieldError(field, issue?.message ?? T.periodRequired);
    }
    const from = new Date(parsed.data.fromDate);
    const to = new Date(parsed.data.toDate);
    const waiting = (await lockSplits(db, principal.companyId, staffPeriod(staff.staffId, from, to))).filter(
      needsAdjustment,
    );
    await setSplitStatus(
      db,
      principal.companyId,
      waiting.map((s) => s.split.id),
      'Adjusted',
      { now, userId: principal.uid },
    );
    recordActivity(
      `Adjusted ${waiting.length} split${waiting.length === 1 ? '' : 's'} of ${staff.staffName}’s attendance from ${from.toISOString()} to ${to.toISOString()}`,
    );
    return { status: 'Success', message: T.adjusted, adjusted: waiting.length };
  },
});
