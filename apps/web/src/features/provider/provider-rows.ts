import type { ReferralRow } from '../referrals/referrals-api.ts';
import type { AssignedClient, ServiceProviderRow } from '../referrals/service-providers-api.ts';
import type { ProviderClientRow } from './provider-api.ts';

export type ProviderClientStatus = 'Accepted' | 'Pending';

/** In the provider's referred-client list, isActive true reads Accepted and false Pending (spec 2 §4). */
export function providerClientStatus(isActive: boolean): ProviderClientStatus {
  return isActive ? 'Accepted' : 'Pending';
}

/**
 * The admin's view of one provider's clients, in the shape of the provider's own list: the clients
 * assigned to them (Accepted), then the referrals they sent that are still waiting (Pending).
 */
export function providerClientRows(
  provider: Pick<ServiceProviderRow, 'serviceProvidersId' | 'email'>,
  assigned: readonly AssignedClient[],
  referrals: readonly ReferralRow[],
): ProviderClientRow[] {
  const email = provider.email.toLowerCase();
  const waiting = referrals.filter(
    (r) =>
      !r.isAccepted &&
      (r.serviceProvidersId === provider.serviceProvidersId || r.referrerEmail.toLowerCase() === email),
  );
  return [
    ...assigned.map((a) => ({
      clientReferralId: null,
      profile: {
        profileId: a.profile.profileId,
        fullName: a.profile.fullName,
        email: a.profile.email,
        gender: a.profile.gender,
        phoneNumber: a.profile.phoneNumber,
        isActive: true,
      },
    })),
    ...waiting.map((r) => ({
      clientReferralId: r.clientReferralId,
      profile: {
        profileId: null,
        fullName: r.fullName,
        email: r.email,
        gender: r.form.gender,
        phoneNumber: r.contactNumber,
        isActive: false,
      },
    })),
  ];
}
