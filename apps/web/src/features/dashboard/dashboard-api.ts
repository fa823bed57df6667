import { api } from '../../api/api.ts';

/** GET /Dashboard/summary: head counts for the signed-in user's company. */
export interface DashboardSummary {
  administrators: number;
  staff: number;
  clients: number;
  activeClients: number;
  users: number;
  auditApprovedClients: number;
  auditApprovedStaff: number;
}

export function fetchDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return api.get<DashboardSummary>('/Dashboard/summary', { signal });
}
