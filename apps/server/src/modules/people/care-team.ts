import type { StatusReply } from '@care/domain';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { clientServiceProviders, serviceProviders, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findPerson, updatePerson } from './people-write.repo.ts';

const uuid = (name: string) => z.uuid(`${name} must be a UUID`);
const careManagerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

function listCareManagers(db: Queryable, companyId: string, name?: string) {
  return db
    .select({ id: users.id, fullName: careManagerName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'CareManager'),
        eq(users.isActive, true),
        name ? or(ilike(users.firstName, `%${name}%`), ilike(users.lastName, `%${name}%`)) : undefined,
      ),
    )
    .orderBy(asc(users.firstName));
}

/** The service providers a client is assigned to (shown on the client profile). */
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

const assignment = z.object({
  serviceProvidersId: uuid('serviceProvidersId'),
  clientId: uuid('clientId'),
  companyId: z.string().optional(),
});

/** Care manager and service provider assignment on the client profile (spec 1 §7.2). */
export const getCareManagerRoute = routeSpec({
  method: 'GET',
  url: '/Profiles/get_care_manager',
  summary: 'Care managers of the company, optionally by name',
  tags: ['Profiles'],
  querystring: z.object({ companyId: z.string().optional(), name: z.string().trim().max(100).optional() }),
  handler: ({ db, principal, query }) => listCareManagers(db, principal.companyId, query.name),
});

export const getAllUsersRoute = routeSpec({
  method: 'GET',
  url: '/ClientCareManagers/get_all_users',
  summary: 'Care managers of the company',
  tags: ['ClientCareManagers'],
  handler: ({ db, principal }) => listCareManagers(db, principal.companyId),
});

export const assignClientToCaremanagerRoute = routeSpec({
  method: 'POST',
  url: '/ClientCareManagers/assign_client_to_caremanager',
  summary: 'Assign a care manager to a client',
  tags: ['ClientCareManagers'],
  body: z.object({ id: uuid('id'), profileId: uuid('profileId'), companyId: z.string().optional() }),
  activity: 'Assigned a care manager',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const client = await findPerson(db, 'client', principal.companyId, body.profileId);
    const [manager] = (await listCareManagers(db, principal.companyId)).filter((m) => m.id === body.id);
    if (!client || !manager) {
      throw notFound();
    }
    await updatePerson(db, 'client', principal.companyId, client.id, {
      careManagerId: manager.id,
      careManager: manager.fullName,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Assigned care manager ${manager.fullName} to ${client.firstName} ${client.surName}`);
    return { status: 'Success', message: `${manager.fullName} is now ${client.firstName}'s care manager.` };
  },
});

export const getServiceProvidersRoute = routeSpec({
  method: 'GET',
  url: '/ClientReferrals/get_service_providers',
  summary: 'Service providers (support coordinators) of the company',
  tags: ['ClientReferrals'],
  async handler({ db, principal }) {
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
      .where(eq(serviceProviders.companyId, principal.companyId))
      .orderBy(asc(serviceProviders.name));
    return rows.map((r) => ({ ...r, fullName: `${r.name} ${r.lastName ?? ''}`.trim() }));
  },
});

export const assignClientServiceproviderRoute = routeSpec({
  method: 'POST',
  url: '/ClientServiceProviders/assign_client_serviceprovider',
  summary: 'Assign a client to a service provider',
  tags: ['ClientServiceProviders'],
  body: assignment,
  activity: 'Assigned a client to a service provider',
  async handler({ db, principal, body, now, recordActivity }): Promise<StatusReply> {
    const client = await findPerson(db, 'client', principal.companyId, body.clientId);
    const [provider] = await db
      .select({ id: serviceProviders.id, name: serviceProviders.name })
      .from(serviceProviders)
      .where(
        and(
          eq(serviceProviders.companyId, principal.companyId),
          eq(serviceProviders.id, body.serviceProvidersId),
        ),
      );
    if (!client || !provider) {
      throw notFound();
    }
    const existing = await listClientProviders(db, principal.companyId, client.id);
    if (existing.some((e) => e.serviceProvidersId === provider.id)) {
      throw badRequest(`${client.firstName} is already assigned to ${provider.name}.`);
    }
    await db.insert(clientServiceProviders).values({
      companyId: principal.companyId,
      serviceProvidersId: provider.id,
      profileId: client.id,
      userCreated: principal.uid,
      dateCreated: now,
    });
    recordActivity(`Assigned ${client.firstName} ${client.surName} to service provider ${provider.name}`);
    return { status: 'Success', message: `${client.firstName} was assigned to ${provider.name}.` };
  },
});

export const deleteClientServiceProviderRoute = routeSpec({
  method: 'POST',
  url: '/ClientServiceProviders/delete/:id',
  summary:
    'Remove a client from a service provider (id: the assignment, or the provider with clientId in the body)',
  tags: ['ClientServiceProviders'],
  params: z.object({ id: uuid('id') }),
  // Fastify hands a POST without a body over as null: that is the same as no body here.
  body: assignment.partial().nullish(),
  activity: 'Removed a client from a service provider',
  async handler({ db, principal, params, body, recordActivity }): Promise<StatusReply> {
    const byProvider =
      body?.clientId !== undefined
        ? and(
            eq(clientServiceProviders.serviceProvidersId, body.serviceProvidersId ?? params.id),
            eq(clientServiceProviders.profileId, body.clientId),
          )
        : undefined;
    const [removed] = await db
      .delete(clientServiceProviders)
      .where(
        and(
          eq(clientServiceProviders.companyId, principal.companyId),
          byProvider
            ? or(eq(clientServiceProviders.id, params.id), byProvider)
            : eq(clientServiceProviders.id, params.id),
        ),
      )
      .returning({ profileId: clientServiceProviders.profileId });
    if (!removed) {
      throw notFound();
    }
    recordActivity('Removed a client from a service provider');
    return { status: 'Success', message: 'The client was removed from the service provider.' };
  },
});
