import type { ReferralForm, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** The provider a referral link belongs to (GET /ClientReferrals/referral_company/{companyId}). */
export interface ReferralCompany {
  companyId: string;
  companyName: string;
  email: string | null;
  phoneNumber: string | null;
}

export function fetchReferralCompany(companyId: string, signal?: AbortSignal): Promise<ReferralCompany> {
  return api.get<ReferralCompany>(`/ClientReferrals/referral_company/${encodeURIComponent(companyId)}`, {
    auth: false,
    signal,
  });
}

export type SubmitReferralReply = StatusReply & { clientReferralId: string };

/**
 * POST /ClientReferrals/submit_referral/{companyId}: no session needed. A service provider signed in
 * (who came from Refer a Client) sends theirs, and the referral is attributed to them: the referrer
 * e-mail typed in the form attributes nothing. The page shows the outcome itself (a confirmation
 * panel, messages under the fields, the rate limit's message), so nothing is toasted.
 */
export function submitReferral(companyId: string, form: ReferralForm): Promise<SubmitReferralReply> {
  return api.post<SubmitReferralReply>(
    `/ClientReferrals/submit_referral/${encodeURIComponent(companyId)}`,
    form,
    { auth: getSession()?.role === 'ServiceProvider', toastSuccess: false, toastFailure: false },
  );
}
