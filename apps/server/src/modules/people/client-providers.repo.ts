import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { clientServiceProviders, serviceProviders } from '../../db/schema/index.ts';

/**
 * The service providers a client is assigned to (shown on the client profile). Read here, not
 * through the referrals door: referrals creates clients through the people door, so the other way
 * round would make the two modules a circle.
 */
export function listClientProviders(db: Queryable, companyId: string, profileId: string) {
  return db
    .select({
      clientServiceProviderId: clientServiceProviders.id,
      serviceProvidersId: serviceProviders.id,
      fullName: sql<string>`trim(${serviceProviders.name} || ' ' || coalesce(${serviceProviders.lastName}, ''))`,
      referralCompany: serviceProviders.referralCompany,
    })
    .from(clientServiceProviders)
    .innerJoin(serviceProviders, eq(serviceProviders.id, clientServiceProviders.serviceProvidersId))
    .where(
      and(eq(clientServiceProviders.companyId, companyId), eq(clientServiceProviders.profileId, profileId)),
    );
}
