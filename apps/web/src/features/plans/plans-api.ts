import type { ClientPlanView, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

/** The values the plan form sends: amounts as typed text, categories as their numbers. */
export interface PlanFormValues {
  startDate: string;
  endDate: string;
  management: string;
  planManager: string;
  planManagerEmail: string;
  planManagerAbn: string;
  planManagerAddress: string;
  representativeName: string;
  representativeEmail: string;
  representativeAddress: string;
  note: string;
  budgets: { supportCategoryNumber: string; amount: string }[];
}

/** The cache key of one client's plans; every change reloads it. */
export const plansKey = (profileId: string) => ['client-plans', profileId] as const;

export function fetchClientPlans(profileId: string, signal?: AbortSignal): Promise<ClientPlanView[]> {
  return api.get<ClientPlanView[]>('/ClientPlans/get_client_plans', {
    query: { clientId: profileId },
    signal,
  });
}

/** POST /ClientPlans: the plan with its budget lines. Field errors stay in the form (no toast). */
export function addClientPlan(profileId: string, form: PlanFormValues): Promise<StatusReply> {
  return api.post<StatusReply>('/ClientPlans', { ...form, clientId: profileId }, { toastFailure: false });
}

/** POST /ClientPlans/edit/{id}: the budget lines sent replace the plan's. */
export function editClientPlan(id: string, form: PlanFormValues): Promise<StatusReply> {
  return api.post<StatusReply>(`/ClientPlans/edit/${encodeURIComponent(id)}`, form, { toastFailure: false });
}

export function deleteClientPlan(id: string): Promise<StatusReply> {
  return api.post<StatusReply>(`/ClientPlans/delete/${encodeURIComponent(id)}`);
}
