import type { BoundaryRule, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';

/** GET /Invoice/client_billing/{profileId}: the rule across band edges and what picks the price column. */
export interface ClientBillingView {
  profileId: string;
  boundaryRule: string;
  remoteness: string | null;
  state: string | null;
}

/** The cache key of one client's billing rule. */
export const billingKey = (profileId: string) => ['client-billing', profileId] as const;

export function fetchClientBilling(profileId: string, signal?: AbortSignal): Promise<ClientBillingView> {
  return api.get<ClientBillingView>(`/Invoice/client_billing/${encodeURIComponent(profileId)}`, { signal });
}

/** POST /Invoice/client_billing/{profileId}; the server's 'Billing rule saved' is toasted. */
export function saveClientBilling(profileId: string, boundaryRule: BoundaryRule): Promise<StatusReply> {
  return api.post<StatusReply>(`/Invoice/client_billing/${encodeURIComponent(profileId)}`, { boundaryRule });
}
