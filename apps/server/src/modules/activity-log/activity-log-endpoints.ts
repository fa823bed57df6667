import { optionalInstant } from '@care/domain';
import { and, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { activityLogs } from '../../db/schema/index.ts';
import { routeSpec } from '../../http/route.ts';

const LIMIT = 5000;

function listActivities(
  db: Queryable,
  companyId: string,
  f: { from?: Date; to?: Date; username?: string } = {},
) {
  return db
    .select({
      activityLogId: activityLogs.id,
      user: activityLogs.user,
      userId: activityLogs.userId,
      activity: activityLogs.activity,
      medium: activityLogs.medium,
      dateCreated: activityLogs.dateCreated,
    })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.companyId, companyId),
        f.from ? gte(activityLogs.dateCreated, f.from) : undefined,
        f.to ? lt(activityLogs.dateCreated, f.to) : undefined,
        f.username ? ilike(activityLogs.user, `%${f.username.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      ),
    )
    .orderBy(desc(activityLogs.dateCreated))
    .limit(LIMIT);
}

export const activityLogsRoute = routeSpec({
  method: 'GET',
  url: '/Account/activity_logs',
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
