import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { clientServiceProviders, profiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { defineRoute } from '../../http/route.ts';
import { listProfiles } from '../people/people.repo.ts';
import { findProviderByUser, listReferralsBy } from './referrals.repo.ts';

/** The profile ids of the clients assigned to the signed-in provider. */
async function assignedProfileIds(
  db: Queryable,
  principal: Principal,
  providerId: string,
): Promise<string[]> {
  const rows = await db
    .select({ profileId: clientServiceProviders.profileId })
    .from(clientServiceProviders)
    .where(
      and(
        eq(clientServiceProviders.companyId, principal.companyId),
        eq(clientServiceProviders.serviceProvidersId, providerId),
      ),
    );
  return rows.map((r) => r.profileId);
}

async function ownProvider(db: Queryable, principal: Principal) {
  const provider = await findProviderByUser(db, principal.companyId, principal.uid);
  if (!provider) {
    throw notFound();
  }
  return provider;
}

/** The service provider's own area: the clients they referred or look after, and their profiles (spec 1 §2.5). */
export function registerProviderArea(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/ClientServiceProviders/my_clients',
    permission: 'provider.ownClients',
    summary:
      'The signed-in provider’s referred and assigned clients: isActive true reads Accepted, false Pending',
    tags: ['ClientServiceProviders'],
    async handler({ db, principal }) {
      const provider = await ownProvider(db, principal);
      const referrals = await listReferralsBy(
        db,
        principal.companyId,
        provider.serviceProvidersId,
        provider.email,
      );
      const assigned = await assignedProfileIds(db, principal, provider.serviceProvidersId);
      const clients = await listProfiles(db, { companyId: principal.companyId });
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
      for (const c of clients.filter(
        (c) => assigned.includes(c.profileId) && !rows.some((r) => r.profile.profileId === c.profileId),
      )) {
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

  defineRoute(app, deps, {
    method: 'GET',
    url: '/ClientReferrals/view_referred_client_profile',
    permission: 'session.use',
    summary: 'A referred client’s profile by e-mail (admins; a provider only for their own clients)',
    tags: ['ClientReferrals'],
    querystring: z.object({ email: z.string().trim().email('Enter a valid email address') }),
    async handler({ db, principal, query }) {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            eq(profiles.companyId, principal.companyId),
            sql`lower(${profiles.email}) = lower(${query.email})`,
          ),
        );
      if (!row) {
        throw notFound();
      }
      const isAdmin = principal.role === 'CompanyAdmin' || principal.role === 'Administrator';
      if (!isAdmin) {
        if (principal.role !== 'ServiceProvider') {
          throw forbidden();
        }
        const provider = await ownProvider(db, principal);
        if (!(await assignedProfileIds(db, principal, provider.serviceProvidersId)).includes(row.id)) {
          throw forbidden();
        }
      }
      const [profile] = await listProfiles(db, { companyId: principal.companyId, id: row.id });
      return profile;
    },
  });
}
