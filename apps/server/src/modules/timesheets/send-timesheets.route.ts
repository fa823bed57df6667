import type { SendTimesheetReply } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { sendLogText, sendTimesheets } from './send-timesheets.ts';
import { chosenStaff, periodOf, requireCompanyStaff } from './timesheet-period.ts';

const text = z.string().optional();
const tags = ['Timesheets'];

/** Sending timesheets to staff (spec 3 §2.2, §7.2) and the send-all log. */
export const sendTimesheetRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/send_timesheet',
  summary: 'Sends the period’s timesheet (Pending) to each chosen staff member with splits in it, by mail',
  tags,
  activity: 'Sent timesheets',
  querystring: z.object({
    userId: text,
    companyId: text,
    staffId: text,
    staffs: text,
    fromDate: text,
    toDate: text,
  }),
  async handler(ctx): Promise<SendTimesheetReply> {
    const p = periodOf(ctx.query);
    const ids = await requireCompanyStaff(
      ctx.db,
      ctx.principal.companyId,
      chosenStaff(ctx.query.staffId, ctx.query.staffs),
    );
    return sendTimesheets(ctx, p, ids, { skipWithoutAccount: false });
  },
});

export const sendAllTimesheetRoute = routeSpec({
  method: 'GET',
  url: '/ShiftRosters/send_all_timesheet',
  summary:
    'Sends the period’s timesheet to every staff member with splits; those without a sign-in account are skipped and logged',
  tags,
  activity: 'Sent all timesheets',
  querystring: z.object({ userId: text, companyId: text, fromDate: text, toDate: text }),
  async handler(ctx): Promise<SendTimesheetReply> {
    return sendTimesheets(ctx, periodOf(ctx.query), 'all', { skipWithoutAccount: true });
  },
});

export const sendLogRoute = routeSpec({
  method: 'GET',
  url: '/Timesheets/send_log/:id',
  summary: 'The log of a send-all run, as text',
  tags,
  params: z.object({ id: z.uuid('The log id must be a UUID') }),
  cookieSession: true,
  async handler({ db, principal, params, reply }) {
    const log = await sendLogText(db, principal.companyId, params.id);
    if (log === undefined) {
      throw notFound();
    }
    reply.type('text/plain; charset=utf-8');
    return log;
  },
});
