import type { StatusReply } from '@care/domain';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { findPerson } from '../people/people.api.ts';
import {
  assignClientToProvider,
  isAssigned,
  listProviders,
  removeAssignment,
} from './client-providers.repo.ts';
import { findProvider } from './referrals.repo.ts';

const uuid = (name: string) => z.uuid(`${name} must be a UUID`);

const assignment = z.object({
  serviceProvidersId: uuid('serviceProvidersId'),
  clientId: uuid('clientId'),
  companyId: z.string().optional(),
});

/** Service provider assignment on the client profile (spec 1 §7.2). */
export const getServiceProvidersRoute = routeSpec({
  method: 'GET',
  url: '/ClientReferrals/get_service_providers',
  summary: 'Service providers (support coordinators) of the company',
  tags: ['ClientReferrals'],
  handler: ({ db, principal }) => listProviders(db, principal.companyId),
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
    const provider = await findProvider(db, principal.companyId, body.serviceProvidersId);
    if (!client || !provider) {
      throw notFound();
    }
    if (await isAssigned(db, principal.companyId, provider.serviceProvidersId, client.id)) {
      throw badRequest(`${client.firstName} is already assigned to ${provider.name}.`);
    }
    await assignClientToProvider(db, {
      companyId: principal.companyId,
      serviceProvidersId: provider.serviceProvidersId,
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
        ? { serviceProvidersId: body.serviceProvidersId ?? params.id, profileId: body.clientId }
        : undefined;
    if (!(await removeAssignment(db, principal.companyId, params.id, byProvider))) {
      throw notFound();
    }
    recordActivity('Removed a client from a service provider');
    return { status: 'Success', message: 'The client was removed from the service provider.' };
  },
});
