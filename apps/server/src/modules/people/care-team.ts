import type { StatusReply } from '@care/domain';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { careManagers } from '../users/users.api.ts';
import { findPerson, updatePerson } from './people-write.repo.ts';

const uuid = (name: string) => z.uuid(`${name} must be a UUID`);

/** Care manager assignment on the client profile (spec 1 §7.2). */
export const getCareManagerRoute = routeSpec({
  method: 'GET',
  url: '/Profiles/get_care_manager',
  summary: 'Care managers of the company, optionally by name',
  tags: ['Profiles'],
  querystring: z.object({ companyId: z.string().optional(), name: z.string().trim().max(100).optional() }),
  handler: ({ db, principal, query }) => careManagers(db, principal.companyId, query.name),
});

export const getAllUsersRoute = routeSpec({
  method: 'GET',
  url: '/ClientCareManagers/get_all_users',
  summary: 'Care managers of the company',
  tags: ['ClientCareManagers'],
  handler: ({ db, principal }) => careManagers(db, principal.companyId),
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
    const [manager] = (await careManagers(db, principal.companyId)).filter((m) => m.id === body.id);
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
