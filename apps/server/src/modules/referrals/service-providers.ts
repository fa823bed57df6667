import { type StatusReply, serviceProviderForm } from '@care/domain';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { addedAndInvited } from '../mail/mail.api.ts';
import { createSignIn } from '../users/users.api.ts';
import { providerClients } from './client-providers.repo.ts';
import {
  findProvider,
  findProviderByEmail,
  findProviderByUser,
  insertProvider,
  updateProvider,
} from './referrals.repo.ts';

const idParams = z.object({ id: z.uuid('The id must be a UUID') });

/** Service providers (support coordinators): add with a sign-in, read, edit, and their clients (spec 2 §7). */
export const getServiceProviderRoute = routeSpec({
  method: 'GET',
  url: '/ClientReferrals/get_service_provider/:id',
  summary: 'One service provider',
  tags: ['ClientReferrals'],
  params: idParams,
  async handler({ db, principal, params }) {
    const provider = await findProvider(db, principal.companyId, params.id);
    if (!provider) {
      throw notFound();
    }
    return provider;
  },
});

export const addServiceproviderRoute = routeSpec({
  method: 'POST',
  url: '/ClientReferrals/add_serviceprovider',
  summary: 'Add a service provider with a sign-in; they are invited by e-mail',
  tags: ['ClientReferrals'],
  querystring: z.object({ userId: z.string().optional() }),
  body: serviceProviderForm,
  activity: 'Added a service provider',
  async handler({
    deps,
    db,
    principal,
    body,
    now,
    recordActivity,
  }): Promise<StatusReply & { serviceProvidersId: string }> {
    if (await findProviderByEmail(db, principal.companyId, body.email)) {
      throw fieldError('email', 'A service provider with this email already exists.');
    }
    const userId = await createSignIn(
      db,
      deps,
      {
        companyId: principal.companyId,
        email: body.email,
        firstName: body.name,
        lastName: body.lastName ?? '',
        phoneNumber: body.phone,
        role: 'ServiceProvider',
      },
      { userId: principal.uid },
      now,
    );
    const { companyId: _ignored, ...fields } = body;
    const serviceProvidersId = await insertProvider(db, {
      ...fields,
      companyId: principal.companyId,
      userId,
      userCreated: principal.uid,
      dateCreated: now,
    });
    recordActivity(`Added service provider ${body.name} (${body.referralCompany})`);
    return {
      status: 'Success',
      message: addedAndInvited(body.name, deps.config),
      serviceProvidersId,
    };
  },
});

export const editServiceProviderRoute = routeSpec({
  method: 'POST',
  url: '/ClientReferrals/edit_service_provider/:id',
  summary: 'Edit a service provider',
  tags: ['ClientReferrals'],
  params: idParams,
  querystring: z.object({ userId: z.string().optional() }),
  body: serviceProviderForm,
  activity: 'Edited a service provider',
  async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
    const provider = await findProvider(db, principal.companyId, params.id);
    if (!provider) {
      throw notFound();
    }
    const other = await findProviderByEmail(db, principal.companyId, body.email);
    if (other && other.serviceProvidersId !== provider.serviceProvidersId) {
      throw fieldError('email', 'A service provider with this email already exists.');
    }
    const { companyId: _ignored, ...fields } = body;
    await updateProvider(db, principal.companyId, params.id, {
      ...fields,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited service provider ${body.name}`);
    return { status: 'Success', message: `${body.name} was updated.` };
  },
});

export const getServiceproviderClientsRoute = routeSpec({
  method: 'GET',
  url: '/ClientServiceProviders/get_serviceprovider_clients',
  summary: 'The clients assigned to a service provider (admins: any provider; a provider: their own)',
  tags: ['ClientServiceProviders'],
  querystring: z.object({ providerId: z.uuid('providerId must be a UUID') }),
  async handler({ db, principal, query, reach }) {
    const provider = await findProvider(db, principal.companyId, query.providerId);
    // A provider reads their own list only; another's is not found, as if it did not exist.
    if (!provider || (!reach.all && provider.userId !== reach.userId)) {
      throw notFound();
    }
    return providerClients(db, principal.companyId, provider.serviceProvidersId);
  },
});

export const myProviderRoute = routeSpec({
  method: 'GET',
  url: '/ClientServiceProviders/my_provider',
  summary: 'The signed-in service provider’s own record',
  tags: ['ClientServiceProviders'],
  async handler({ db, principal }) {
    const provider = await findProviderByUser(db, principal.companyId, principal.uid);
    if (!provider) {
      throw notFound();
    }
    return provider;
  },
});
