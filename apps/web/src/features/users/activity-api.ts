import { api } from '../../api/api.ts';

/** One line of the activity log (spec 2 §3). */
export interface ActivityRow {
  activityLogId: string;
  user: string;
  activity: string;
  medium: string;
  dateCreated: string;
}

/** The filter of the activity log: a user's name and a span of days (instants in the company zone). */
export interface ActivityFilter {
  username: string;
  fromDate: string | null;
  toDate: string | null;
}

export const activityLogKey = (filter: ActivityFilter | null) => ['activity-log', filter] as const;

/** GET /Account/activity_logs, or with a filter POST /Account/get_periodic_activities?fromDate&toDate&username. */
export async function fetchActivities(
  filter: ActivityFilter | null,
  signal?: AbortSignal,
): Promise<ActivityRow[]> {
  if (!filter) {
    const reply = await api.get<{ activityLogs: ActivityRow[] }>('/Account/activity_logs', { signal });
    return reply.activityLogs;
  }
  const reply = await api.post<{ activityLogs: ActivityRow[] }>(
    '/Account/get_periodic_activities',
    undefined,
    {
      query: {
        fromDate: filter.fromDate,
        toDate: filter.toDate,
        username: filter.username.trim() || undefined,
      },
      // A read, though the spec makes it a POST: no toasts.
      action: false,
      signal,
    },
  );
  return reply.activityLogs;
}
