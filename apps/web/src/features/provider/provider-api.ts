import { api } from '../../api/api.ts';
import type { ClientProfile } from '../../shelf/person-types.ts';

/** A row of the provider-client list (spec 2 §3): the profile fields the list shows. */
export interface ProviderClientRow {
  /** The referral behind the row, when the client came by referral. */
  clientReferralId: string | null;
  profile: {
    /** Empty until the referral is accepted and the client exists. */
    profileId: string | null;
    fullName: string;
    email: string | null;
    gender: string | null;
    phoneNumber: string | null;
    /** In this list: true reads Accepted, false Pending (spec 2 §4). */
    isActive: boolean;
  };
}

export const MY_CLIENTS_KEY = ['provider', 'my-clients'] as const;

/** GET /ClientServiceProviders/my_clients: the signed-in provider's referred and assigned clients. */
export function fetchMyClients(signal?: AbortSignal): Promise<ProviderClientRow[]> {
  return api.get<ProviderClientRow[]>('/ClientServiceProviders/my_clients', { signal });
}

/** GET /ClientReferrals/view_referred_client_profile?email (spec 1 §7.2): returns the profile. */
export function fetchReferredClient(email: string, signal?: AbortSignal): Promise<ClientProfile> {
  return api.get<ClientProfile>('/ClientReferrals/view_referred_client_profile', {
    query: { email },
    signal,
  });
}

/** The provider area's page of a referred client (spec 1 §2.5). */
export const referredClientPath = (profile: { email: string | null; profileId: string | null }) =>
  profile.profileId && profile.email
    ? `/app/provider/clients-profile/${encodeURIComponent(profile.email)}/${encodeURIComponent(profile.profileId)}`
    : null;
