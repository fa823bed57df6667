import { ACCOUNTING_MESSAGES as M, PAY_MAPPING_MESSAGES, postTimesheetsSchema } from '@care/domain';
import { z } from 'zod';
import { AppError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyStaffIds } from '../people/people.api.ts';
import { insertJob, runningJob } from './accounting.repo.ts';
import { POST_TIMESHEETS_WORK } from './accounting-work.ts';
import { requireConnection } from './connection-session.ts';
import type { TimesheetPostPlan } from './post-timesheets-job.ts';

const RUNNING_MS = 15 * 60_000;

/** Post Staff Timesheet (a worker) and Send All (every worker): a job, its log at /Integrations/get_job. */
export const postTimesheetsRoute = routeSpec({
  method: 'POST',
  url: '/Timesheets/post_to_accounting',
  summary: 'Post approved pay lines to Xero Payroll AU timesheets (one worker, or All)',
  tags: ['Integrations'],
  body: postTimesheetsSchema,
  prepare: requireConnection,
  async handler({ db, deps, principal, body, now, recordActivity }) {
    const all = body.staffId === 'All' || body.staffId === '';
    if (!all && !z.uuid().safeParse(body.staffId).success) {
      throw notFound();
    }
    const staffIds = await companyStaffIds(db, principal.companyId, all ? {} : { ids: [body.staffId] });
    if (staffIds.length === 0) {
      throw notFound();
    }
    // One timesheet post per company at a time: two at once could reach Xero out of order (an older
    // figure after a newer one). A post running for longer than that has died and stops counting.
    if (await runningJob(db, principal.companyId, 'timesheets', new Date(now.getTime() - RUNNING_MS))) {
      throw new AppError(409, PAY_MAPPING_MESSAGES.alreadyRunning, undefined, 'Accounting');
    }
    const jobId = await insertJob(db, {
      companyId: principal.companyId,
      kind: 'timesheets',
      total: staffIds.length,
      startedBy: principal.fullName,
      startedAt: now,
    });
    recordActivity(all ? 'Sent all timesheets to Xero' : 'Posted a staff timesheet to Xero');
    const period = { from: new Date(body.fromDate), to: new Date(body.toDate) };
    // Off the request (a job on the queue), like the invoice post.
    await deps.work.start(POST_TIMESHEETS_WORK, {
      jobId,
      companyId: principal.companyId,
      staffIds,
      period,
      who: principal.fullName,
    } satisfies TimesheetPostPlan);
    return { jobId, message: M.jobStarted, total: staffIds.length };
  },
});
