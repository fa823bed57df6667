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
  /** Spec 3 §2.8: the auditor's counts of staff trainings and policy modules. */
  staffTrainings: number;
  policyModules: number;
}

export function fetchDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return api.get<DashboardSummary>('/Dashboard/summary', { signal });
}
