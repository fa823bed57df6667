import { ACCOUNTING_MESSAGES as M, postTimesheetsSchema } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { companyStaffIds } from '../people/people.api.ts';
import { insertJob } from './accounting.repo.ts';
import { POST_TIMESHEETS_WORK } from './accounting-work.ts';
import { requireConnection } from './connection-session.ts';
import type { TimesheetPostPlan } from './post-timesheets-job.ts';

/** Post Staff Timesheet (a worker) and Send All (every worker): a job, its log at /Integrations/get_job. */
export const postTimesheetsRoute = routeSpec({
  method: 'POST',
  url: '/Timesheets/post_to_accounting',
  summary: 'Post approved timesheets to Xero Payroll (one worker, or All)',
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
