import type { ShiftBuckets, ShiftRosterView } from '@care/domain';
import { section, shiftItem, type TodayContext, type TodaySectionSource } from './today-context.ts';

const byStart = (a: ShiftRosterView, b: ShiftRosterView) => Date.parse(a.dateFrom) - Date.parse(b.dateFrom);

async function inList(ctx: TodayContext, list: keyof ShiftBuckets): Promise<ShiftRosterView[]> {
  return (await ctx.shifts())
    .filter((x) => x.in[list])
    .map((x) => x.shift)
    .sort(byStart);
}

/** Open shifts starting in the next hours (or under way) with nobody on them. */
export const unfilledShifts: TodaySectionSource = async (ctx) =>
  section(
    {
      key: 'unfilled',
      title: 'Shifts without a worker',
      hint: 'Starting within 12 hours: assign someone or offer the shift.',
      link: '/app/shift/roster',
      tone: 'red',
    },
    (await inList(ctx, 'unfilled')).map((s) => shiftItem(ctx, s)),
  );

/** Rostered workers not clocked in 10 minutes after the start. */
export const notClockedIn: TodaySectionSource = async (ctx) =>
  section(
    {
      key: 'notClockedIn',
      title: 'Not clocked in',
      hint: '10 minutes or more after the start: call the worker, or mark the attendance.',
      link: '/app/shift/roster',
      tone: 'red',
    },
    (await inList(ctx, 'notClockedIn')).map((s) => shiftItem(ctx, s)),
  );

/** Clock-ins and clock-outs the location or time check flagged. */
export const flaggedClockIns: TodaySectionSource = async (ctx) =>
  section(
    {
      key: 'flagged',
      title: 'Flagged clock-ins',
      hint: 'Away from the client’s address, without a location, or sent late from the phone: review them.',
      link: '/app/shift/roster',
      tone: 'orange',
    },
    (await inList(ctx, 'flagged')).map((s) =>
      shiftItem(
        ctx,
        s,
        s.clockInLocation === 'outside' ? 'Clocked in away from the address' : 'Check the location or time',
      ),
    ),
  );

/** Workers who clocked out before the end (past the tolerance), with their reason. */
export const leftEarly: TodaySectionSource = async (ctx) =>
  section(
    {
      key: 'leftEarly',
      title: 'Left early',
      hint: 'Clocked out before the rostered end: read the reason, adjust the timesheet if needed.',
      link: '/app/shift/timesheet',
      tone: 'yellow',
    },
    (await inList(ctx, 'leftEarly')).map((s) => shiftItem(ctx, s, s.leftEarlyReason)),
  );

/** Workers still clocked in after the rostered end. */
export const stillClockedIn: TodaySectionSource = async (ctx) =>
  section(
    {
      key: 'stillClockedIn',
      title: 'Still clocked in after the end',
      hint: 'Check the worker is safe and has clocked out.',
      link: '/app/shift/roster',
      tone: 'orange',
    },
    (await inList(ctx, 'stillClockedIn')).map((s) => shiftItem(ctx, s)),
  );

/** Cancellation requests awaiting a decision. */
export const cancellationRequests: TodaySectionSource = async (ctx) =>
  section(
    {
      key: 'cancellations',
      title: 'Cancellation requests',
      hint: 'Approve or reject each request.',
      link: '/app/shift/roster',
      tone: 'blue',
    },
    (await inList(ctx, 'pendingCancellation')).map((s) => shiftItem(ctx, s, s.reason)),
  );

/** Open shifts that workers asked to take. */
export const openShiftRequests: TodaySectionSource = async (ctx) =>
  section(
    {
      key: 'openShiftRequests',
      title: 'Open-shift requests',
      hint: 'Choose who takes each open shift.',
      link: '/app/shift/roster',
      tone: 'blue',
    },
    (await inList(ctx, 'openShiftRequests')).map((s) =>
      shiftItem(ctx, s, `${s.openShiftRequests} ${s.openShiftRequests === 1 ? 'request' : 'requests'}`),
    ),
  );
