import { and, asc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { clientServiceProviders, profiles, serviceProviders } from '../../db/schema/index.ts';

// The assignments of clients to service providers (client_service_providers).

/** The company's service providers by name, for the assignment dialog. */
export async function listProviders(db: Queryable, companyId: string) {
  const rows = await db
    .select({
      serviceProvidersId: serviceProviders.id,
      referralCompany: serviceProviders.referralCompany,
      name: serviceProviders.name,
      lastName: serviceProviders.lastName,
      email: serviceProviders.email,
      phone: serviceProviders.phone,
      address: serviceProviders.address,
      companyId: serviceProviders.companyId,
      dateCreated: serviceProviders.dateCreated,
    })
    .from(serviceProviders)
    .where(eq(serviceProviders.companyId, companyId))
    .orderBy(asc(serviceProviders.name));
  return rows.map((r) => ({ ...r, fullName: `${r.name} ${r.lastName ?? ''}`.trim() }));
}

/** The clients assigned to a provider, with the client's details shown in the list. */
export async function providerClients(db: Queryable, companyId: string, serviceProvidersId: string) {
  const rows = await db
    .select({
      clientServiceProviderId: clientServiceProviders.id,
      profile: {
        profileId: profiles.id,
        firstName: profiles.firstName,
        surName: profiles.surName,
        email: profiles.email,
        gender: profiles.gender,
        phoneNumber: profiles.phoneNumber,
        isActive: profiles.isActive,
      },
    })
    .from(clientServiceProviders)
    .innerJoin(profiles, eq(profiles.id, clientServiceProviders.profileId))
    .where(
      and(
        eq(clientServiceProviders.companyId, companyId),
        eq(clientServiceProviders.serviceProvidersId, serviceProvidersId),
      ),
    );
  return rows.map((r) => ({
    ...r,
    profile: { ...r.profile, fullName: `${r.profile.firstName} ${r.profile.surName}` },
  }));
}

/** Whether the client is assigned to the provider already. */
export async function isAssigned(
  db: Queryable,
  companyId: string,
  serviceProvidersId: string,
  profileId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: clientServiceProviders.id })
    .from(clientServiceProviders)
    .where(
      and(
        eq(clientServiceProviders.companyId, companyId),
        eq(clientServiceProviders.serviceProvidersId, serviceProvidersId),
        eq(clientServiceProviders.profileId, profileId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Assigns the client to the service provider (a client_service_providers row). */
export async function assignClientToProvider(
  db: Queryable,
  values: {
    companyId: string;
    serviceProvidersId: string;
    profileId: string;
    userCreated: string;
    dateCreated: Date;
  },
): Promise<void> {
  await db.insert(clientServiceProviders).values(values);
}

/**
 * Removes an assignment: the one with this id, or (`byProvider`) the provider's assignment of the
 * client. The removed row's client, or undefined when nothing matched.
 */
export async function removeAssignment(
  db: Queryable,
  companyId: string,
  id: string,
  byProvider?: { serviceProvidersId: string; profileId: string },
) {
  const ofProvider = byProvider
    ? and(
        eq(clientServiceProviders.serviceProvidersId, byProvider.serviceProvidersId),
        eq(clientServiceProviders.profileId, byProvider.profileId),
      )
    : undefined;
  const [removed] = await db
    .delete(clientServiceProviders)
    .where(
      and(
        eq(clientServiceProviders.companyId, companyId),
        ofProvider ? or(eq(clientServiceProviders.id, id), ofProvider) : eq(clientServiceProviders.id, id),
      ),
    )
    .returning({ profileId: clientServiceProviders.profileId });
  return removed;
}
