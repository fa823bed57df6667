import {
  addCalendarDays,
  CATEGORY_LABELS,
  calendarDateInZone,
  PAY_MAPPING_MESSAGES as M,
  type PayCategory,
  type PayPeriodDates,
  type PostablePeriod,
  payPeriodOf,
  payrollPeriodsTouched,
  payTimesheets,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import type { AppDeps } from '../../http/deps.ts';
import { companyPayContext, type PayContext } from '../pay-lines/pay-lines.api.ts';
import { staffPayrollOf } from '../people/people.api.ts';
import { findPosting, listCategoryMappings, savePosting, updateJob } from './accounting.repo.ts';
import { describeFailure } from './accounting-failure.ts';
import { accountingSession } from './connection-session.ts';
import { payLinesToPost } from './pay-lines-to-post.ts';
import { revisionKey } from './posting-key.ts';

export interface TimesheetPostPlan {
  jobId: string;
  companyId: string;
  staffIds: string[];
  period: { from: Date; to: Date };
  who: string;
}

/** The product's pay periods that hold any day of a range of local dates. */
function productPeriods(ctx: PayContext, fromDate: string, toDate: string): PayPeriodDates[] {
  const out: PayPeriodDates[] = [];
  for (
    let p = payPeriodOf(ctx.rule, fromDate);
    p.fromDate <= toDate;
    p = payPeriodOf(ctx.rule, addCalendarDays(p.toDate, 1))
  ) {
    out.push(p);
  }
  return out;
}

/** Each product period's lines, read once for every worker of the post. */
function linesByPeriod(db: Queryable, ctx: PayContext) {
  const cache = new Map<string, Promise<Map<string, PostablePeriod>>>();
  return (period: PayPeriodDates, staffId: string): Promise<PostablePeriod | undefined> => {
    let read = cache.get(period.fromDate);
    if (!read) {
      read = payLinesToPost(db, ctx, period).then(
        (workers) => new Map(workers.map((w) => [w.staffId, { ...period, lines: w.lines }])),
      );
      cache.set(period.fromDate, read);
    }
    return read.then((m) => m.get(staffId));
  };
}

/**
 * Post Staff Timesheet / Send All (issue 38 item 5): each worker's approved pay lines as one Xero
 * Payroll timesheet per pay period of their Xero calendar, a line per mapped pay item and a number
 * per day. A payroll period is sent whole: the lines of every product period that overlaps it, so a
 * later post never replaces it with part of its days. The period is looked up first and updated
 * when it exists (posted before, a reply lost, or entered in Xero): never a second timesheet. Who
 * failed and why goes to the job's log; the others go on.
 */
export async function runTimesheetPost(deps: AppDeps, plan: TimesheetPostPlan): Promise<void> {
  try {
    await postTimesheets(deps, plan);
  } catch (error) {
    // Not left Running: that would hold the company's next post for the running window.
    await updateJob(deps.database.db, plan.companyId, plan.jobId, {
      status: 'Error',
      message: 'The post stopped on an unexpected error; nothing more was sent. Post again.',
      finishedAt: deps.clock(),
    });
    throw error;
  }
}

async function postTimesheets(deps: AppDeps, plan: TimesheetPostPlan): Promise<void> {
  const db = deps.database.db;
  const { companyId, jobId } = plan;
  const logs: { name: string; reason: string }[] = [];
  let done = 0;
  const finish = (status: string, message: string) =>
    updateJob(db, companyId, jobId, { status, message, logs, done, finishedAt: deps.clock() });
  let session: Awaited<ReturnType<typeof accountingSession>>;
  try {
    session = await accountingSession(deps, companyId);
  } catch (error) {
    return finish('Error', describeFailure(error));
  }
  const ctx = await companyPayContext(db, companyId, deps.clock());
  const mapping = Object.fromEntries(
    (await listCategoryMappings(db, companyId)).map((r) => [r.category, r.payItemId]),
  ) as Partial<Record<PayCategory, string>>;
  const fromDate = calendarDateInZone(plan.period.from, ctx.zone);
  const toDate = calendarDateInZone(new Date(plan.period.to.getTime() - 1), ctx.zone);
  const linesOf = linesByPeriod(db, ctx);
  // Read once; a failed read is each worker's failure with its own reason (a 500 or a 429 is not "no calendar").
  const calendarsRead = deps.accounting.payCalendars(session);
  calendarsRead.catch(() => undefined);
  let posted = 0;
  for (const staffId of plan.staffIds) {
    const staff = await staffPayrollOf(db, companyId, staffId);
    const name = staff ? `${staff.firstName ?? ''} ${staff.surName ?? ''}`.trim() : staffId;
    try {
      const asked = await readTogether(
        db,
        productPeriods(ctx, fromDate, toDate).map((p) => () => linesOf(p, staffId)),
      );
      if (!asked.some((p) => p && p.lines.length > 0)) {
        if (plan.staffIds.length === 1) {
          logs.push({ name, reason: M.nothingApproved });
        }
        continue;
      }
      if (!staff?.employeeId) {
        logs.push({ name, reason: M.notLinked });
        continue;
      }
      const calendarId = await deps.accounting.employeeCalendar(session, staff.employeeId);
      const calendar = (await calendarsRead).find((c) => c.id === calendarId);
      if (!calendar) {
        logs.push({ name, reason: M.noCalendar });
        continue;
      }
      const rule = { type: calendar.type, anchor: calendar.startDate };
      const payroll = payrollPeriodsTouched(rule, fromDate, toDate);
      const first = payroll[0];
      const last = payroll.at(-1);
      if (!first || !last) {
        logs.push({ name, reason: M.calendarType(calendar.type) });
        continue;
      }
      const whole = await readTogether(
        db,
        productPeriods(ctx, first.startDate, last.endDate).map((p) => () => linesOf(p, staffId)),
      );
      const { timesheets, unmapped, belowZero } = payTimesheets(
        rule,
        whole.filter((p) => p !== undefined),
        mapping,
      );
      if (unmapped.length > 0) {
        logs.push({ name, reason: M.unmapped(unmapped.map((c) => CATEGORY_LABELS[c])) });
        continue;
      }
      if (belowZero.length > 0) {
        logs.push({ name, reason: M.belowZero(belowZero.map((c) => CATEGORY_LABELS[c])) });
        continue;
      }
      for (const ts of timesheets.filter((t) => payroll.some((p) => p.startDate === t.startDate))) {
        // Looked up before each write: a create whose answer was lost is found and updated.
        const existing = await deps.accounting.findTimesheet(session, staff.employeeId, ts.startDate);
        const sheet = { employeeId: staff.employeeId, ...ts };
        const localKey = `${staffId}:${ts.startDate}`;
        const before = await findPosting(db, companyId, 'timesheet', localKey);
        // A key of this content and revision: a corrected timesheet is a new request, a retry is not.
        const key = revisionKey(`ts:${companyId}:${localKey}`, (before?.revision ?? 0) + 1, {
          sheet,
          existing,
        });
        const saved = await deps.accounting.saveTimesheet(session, sheet, existing, key);
        await savePosting(db, {
          companyId,
          kind: 'timesheet',
          localKey,
          externalId: saved.externalId,
          number: null,
          link: saved.link,
          postedAt: deps.clock(),
          postedBy: plan.who,
        });
      }
      posted += 1;
    } catch (error) {
      logs.push({ name, reason: describeFailure(error) });
    } finally {
      done += 1;
      await updateJob(db, companyId, jobId, { done, logs });
    }
  }
  const message = `Posted the timesheets of ${posted} worker${posted === 1 ? '' : 's'} to Xero${logs.length ? `; ${logs.length} failed` : ''}.`;
  return finish(logs.length === 0 ? 'Success' : posted > 0 ? 'Warning' : 'Error', message);
}
