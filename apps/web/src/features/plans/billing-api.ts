import type { BoundaryRule, ClientBillingView, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

/** The cache key of one client's billing rule. */
export const billingKey = (profileId: string) => ['client-billing', profileId] as const;

export function fetchClientBilling(profileId: string, signal?: AbortSignal): Promise<ClientBillingView> {
  return api.get<ClientBillingView>(`/Invoice/client_billing/${encodeURIComponent(profileId)}`, { signal });
}

/** POST /Invoice/client_billing/{profileId}; the server's 'Billing rule saved' is toasted. */
export function saveClientBilling(profileId: string, boundaryRule: BoundaryRule): Promise<StatusReply> {
  return api.post<StatusReply>(`/Invoice/client_billing/${encodeURIComponent(profileId)}`, { boundaryRule });
}
