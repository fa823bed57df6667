import { type EarningsCode, timesheetPayloads } from '@care/domain';
import type { AppDeps } from '../../http/deps.ts';
import { staffPayrollOf } from '../people/people.api.ts';
import { periodSplits } from '../timesheets/timesheets.api.ts';
import { findConnection, findPosting, savePosting, updateJob } from './accounting.repo.ts';
import { describeFailure } from './accounting-failure.ts';
import { accountingSession } from './connection-session.ts';
import { revisionKey } from './posting-key.ts';

export interface TimesheetPostPlan {
  jobId: string;
  companyId: string;
  staffIds: string[];
  period: { from: Date; to: Date };
  who: string;
}

/**
 * Post Staff Timesheet / Send All (spec 3 §2.2, §7.2): each worker's approved splits of the period
 * as one payroll timesheet per pay period of their calendar, created or (posted before, or entered in
 * Xero) updated. Who failed and why goes to the job's log; the others go on.
 */
export async function runTimesheetPost(deps: AppDeps, plan: TimesheetPostPlan): Promise<void> {
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
  const rates = ((await findConnection(db, companyId))?.settings.earningsRates ?? {}) as Partial<
    Record<EarningsCode, string>
  >;
  const calendars = await deps.accounting.payCalendars(session).catch(() => []);
  let posted = 0;
  for (const staffId of plan.staffIds) {
    const staff = await staffPayrollOf(db, companyId, staffId);
    const name = staff ? `${staff.firstName ?? ''} ${staff.surName ?? ''}`.trim() : staffId;
    try {
      const splits = (await periodSplits(db, companyId, plan.period, [staffId])).filter(
        (s) => s.status === 'Approved',
      );
      if (splits.length === 0) {
        continue;
      }
      if (!staff?.employeeId) {
        logs.push({
          name,
          reason: 'Not yet in Xero payroll: use Update Record to Xero or Import From Xero first',
        });
        continue;
      }
      const calendarId = await deps.accounting.employeeCalendar(session, staff.employeeId);
      const calendar = calendars.find((c) => c.id === calendarId);
      if (!calendar) {
        logs.push({ name, reason: 'The employee does not have a pay run calendar in Xero' });
        continue;
      }
      const { timesheets, unmapped } = timesheetPayloads(
        { type: calendar.type, anchor: calendar.startDate },
        splits.map((s) => ({
          localDate: s.localDate,
          code: s.shift,
          durationTicks: s.duration,
          totalKm: s.totalKm,
        })),
        rates,
      );
      if (unmapped.length > 0) {
        logs.push({
          name,
          reason: `No earnings rate is mapped for ${unmapped.join(', ')} (Setup → Integrations)`,
        });
        continue;
      }
      for (const ts of timesheets) {
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
