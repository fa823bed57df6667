import { type RouteTable, route } from '../../http/route-table.ts';
import { activityLogsRoute, getPeriodicActivitiesRoute } from './activity-log-endpoints.ts';

/** The activity log: newest first, the latest 5,000 lines; the periodic call filters by dates and user. */
export const activityLogRoutes: RouteTable = [
  route(activityLogsRoute, 'activityLog.view'),
  route(getPeriodicActivitiesRoute, 'activityLog.view'),
];
