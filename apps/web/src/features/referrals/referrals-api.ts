import type { ReferralForm, StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** A referral as GET /ClientReferrals/get_client_referrals gives it (spec 2 §3 ClientReferral, plus the form). */
export interface ReferralRow {
  clientReferralId: string;
  fullName: string;
  email: string | null;
  isAccepted: boolean;
  status: 'Accepted' | 'Pending';
  form: ReferralForm;
  /** The client made from the referral, once accepted. */
  profileId: string | null;
  serviceProvidersId: string | null;
  referrerEmail: string;
  referrerName: string;
  referrerOrganisation: string | null;
  currentResidence: string;
  contactNumber: string;
  ndisNo: string;
  ndisStartDate: string | null;
  ndisEndDate: string | null;
  dateCreated: string;
  dateModified: string;
}

export const REFERRALS_KEY = ['referrals'] as const;

const userId = () => getSession()?.user.uid ?? '';

export function fetchReferrals(signal?: AbortSignal): Promise<ReferralRow[]> {
  return api.get<ReferralRow[]>('/ClientReferrals/get_client_referrals', { signal });
}

export function fetchReferral(id: string, signal?: AbortSignal): Promise<ReferralRow> {
  return api.get<ReferralRow>(`/ClientReferrals/get_client_referral/${encodeURIComponent(id)}`, { signal });
}

/** POST edit_referral/{id}: the form shows a refusal itself, so only success is toasted. */
export function editReferral(id: string, form: ReferralForm): Promise<StatusReply> {
  return api.post<StatusReply>(`/ClientReferrals/edit_referral/${encodeURIComponent(id)}`, form, {
    toastFailure: false,
  });
}

/** GET accept_client_referral?id&userId (a mutation kept as GET by the spec): makes the client. */
export function acceptReferral(id: string): Promise<StatusReply & { profileId: string }> {
  return api.get<StatusReply & { profileId: string }>('/ClientReferrals/accept_client_referral', {
    query: { id, userId: userId() },
    action: true,
  });
}

/** POST /ClientReferrals/delete/{id}: the spec's one delete for referrals and service providers. */
export function deleteReferralOrProvider(id: string): Promise<StatusReply> {
  return api.post<StatusReply>(`/ClientReferrals/delete/${encodeURIComponent(id)}`, undefined, {
    query: { userId: userId() },
  });
}

/** The PDF itself (also authenticated by the token cookie, so a tab or frame can open it). */
export const referralPdfUrl = (id: string) => `/api/ClientReferrals/referral_pdf/${encodeURIComponent(id)}`;

/** The web page that shows the PDF (spec 2 §2). */
export const referralPdfPage = (id: string) => `/pdf/refferal-pdf/${encodeURIComponent(id)}`;

/** The public referral page of a company (spec 1 §2.1). */
export const referralLink = (companyId: string) => `${window.location.origin}/referral/${companyId}`;

/** The client profile an accepted referral became (spec 1 §2.5 admin route). */
export const acceptedClientPath = (r: Pick<ReferralRow, 'profileId' | 'form'>) =>
  r.profileId
    ? `/app/user/clients/${encodeURIComponent(r.profileId)}/${encodeURIComponent(r.form.firstName)}`
    : null;
