import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { listProfiles } from '../people/people.api.ts';
import { findProviderByUser, listReferralsBy } from './referrals.repo.ts';

async function ownProvider(db: Queryable, principal: Principal) {
  const provider = await findProviderByUser(db, principal.companyId, principal.uid);
  if (!provider) {
    throw notFound();
  }
  return provider;
}

/** The service provider's own area: the clients they referred or look after, and their profiles (spec 1 §2.5). */
export const myClientsRoute = routeSpec({
  method: 'GET',
  url: '/ClientServiceProviders/my_clients',
  summary:
    'The signed-in provider’s referred and assigned clients: isActive true reads Accepted, false Pending',
  tags: ['ClientServiceProviders'],
  async handler({ db, principal }) {
    const provider = await ownProvider(db, principal);
    const referrals = await listReferralsBy(db, principal.companyId, provider.serviceProvidersId);
    // The clients the provider may see: those assigned to them (personScope in the domain).
    const clients = await listProfiles(db, { companyId: principal.companyId, reader: principal });
    const rows: {
      clientReferralId: string | null;
      profile: Record<string, unknown> & { profileId: string | null };
    }[] = referrals.map((r) => {
      const client = r.profileId ? clients.find((c) => c.profileId === r.profileId) : undefined;
      return {
        clientReferralId: r.clientReferralId,
        profile: {
          profileId: client?.profileId ?? null,
          fullName: client?.fullName ?? r.fullName,
          email: client?.email ?? r.email,
          gender: client?.gender ?? r.form.gender,
          phoneNumber: client?.phoneNumber ?? r.form.contactNumber,
          isActive: r.isAccepted,
        },
      };
    });
    for (const c of clients.filter((c) => !rows.some((r) => r.profile.profileId === c.profileId))) {
      rows.push({
        clientReferralId: null,
        profile: {
          profileId: c.profileId,
          fullName: c.fullName,
          email: c.email,
          gender: c.gender,
          phoneNumber: c.phoneNumber,
          isActive: true,
        },
      });
    }
    return rows;
  },
});

export const viewReferredClientProfileRoute = routeSpec({
  method: 'GET',
  url: '/ClientReferrals/view_referred_client_profile',
  summary: 'A referred client’s profile by e-mail (admins; a provider only for their own clients)',
  tags: ['ClientReferrals'],
  querystring: z.object({ email: z.string().trim().email('Enter a valid email address') }),
  async handler({ db, principal, query }) {
    const [profile] = await listProfiles(db, {
      companyId: principal.companyId,
      reader: principal,
      email: query.email,
    });
    if (!profile) {
      throw notFound();
    }
    return profile;
  },
});
