import { optionalInstant } from '@care/domain';
import { z } from 'zod';
import { routeSpec } from '../../http/route.ts';
import { listActivities } from './activity-log.repo.ts';

export const activityLogsRoute = routeSpec({
  method: 'GET',
  url: '/Account/activity_logs',
  readsFrom: 'standby',
  summary: 'The company’s activity log, newest first',
  tags: ['Activity log'],
  async handler({ db, principal }) {
    return { activityLogs: await listActivities(db, principal.companyId) };
  },
});

export const getPeriodicActivitiesRoute = routeSpec({
  method: 'POST',
  url: '/Account/get_periodic_activities',
  summary: 'The activity log between two instants, optionally of one user',
  tags: ['Activity log'],
  querystring: z.object({
    companyId: z.string().optional(),
    fromDate: optionalInstant('fromDate is not a valid date'),
    toDate: optionalInstant('toDate is not a valid date'),
    username: z.string().trim().max(100).optional(),
  }),
  async handler({ db, principal, query }) {
    return {
      activityLogs: await listActivities(db, principal.companyId, {
        from: query.fromDate,
        to: query.toDate,
        username: query.username,
      }),
    };
  },
});
