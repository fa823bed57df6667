import { clientProgressScore, type PersonKind } from '@care/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { notFound } from '../../http/errors.ts';
import { jsonText } from '../../http/json-text.ts';
import { defineRoute } from '../../http/route.ts';
import { listClientProviders, registerCareTeam } from './care-team.ts';
import { registerCreatePeople } from './create-routes.ts';
import { registerEditPerson } from './edit-person.ts';
import { registerImportSpreadsheet } from './import-spreadsheet.ts';
import { activeQuery, companyQuery, idParams } from './people.queries.ts';
import {
  listAdministrators,
  listPeopleJson,
  listProfiles,
  listStaffs,
  type PeopleFilter,
  peopleListKey,
} from './people.repo.ts';
import { findPersonByUser } from './people-write.repo.ts';
import { registerStatusActions } from './status-actions.ts';

const first = (rows: readonly unknown[]): unknown => {
  const row = rows[0];
  if (!row) {
    throw notFound();
  }
  return row;
};

/** A people list's JSON, reused for two seconds per company, reader and filter (`http/read-cache.ts`). */
function cachedList(deps: AppDeps, now: Date, kind: PersonKind, f: PeopleFilter, db: Queryable) {
  return deps.reads.through(peopleListKey(kind, f), now, () => listPeopleJson(db, kind, f));
}

const KINDS = [
  {
    kind: 'administrator',
    base: '/Administrators',
    active: 'get_active_admin',
    permission: 'administrator.view',
    list: listAdministrators,
  },
  { kind: 'staff', base: '/Staffs', active: 'get_active_staffs', permission: 'staff.view', list: listStaffs },
  {
    kind: 'client',
    base: '/Profiles',
    active: 'get_active_clients',
    permission: 'client.view',
    list: listProfiles,
  },
] as const;

/** Administrators, staff and clients: lists, records, the signed-in person's own record, and the write side. */
export function peopleRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const k of KINDS) {
    const tags = [k.base.slice(1)];
    defineRoute(app, deps, {
      method: 'GET',
      url: k.base,
      permission: k.permission,
      summary: `All ${tags[0]} of the company`,
      tags,
      querystring: companyQuery,
      handler: async ({ db, principal, reply, now }) =>
        jsonText(
          reply,
          await cachedList(deps, now, k.kind, { companyId: principal.companyId, reader: principal }, db),
        ),
    });
    defineRoute(app, deps, {
      method: 'GET',
      url: `${k.base}/${k.active}`,
      permission: k.permission,
      summary: `${tags[0]} filtered by status`,
      tags,
      querystring: activeQuery,
      handler: async ({ db, principal, query, reply, now }) =>
        jsonText(
          reply,
          await cachedList(
            deps,
            now,
            k.kind,
            { companyId: principal.companyId, reader: principal, isActive: query.IsActive === 'true' },
            db,
          ),
        ),
    });
    defineRoute(app, deps, {
      method: 'GET',
      url: `${k.base}/my_profile`,
      permission: 'session.use',
      summary: `The signed-in user’s own ${k.kind} record`,
      tags,
      async handler({ db, principal }) {
        const own = await findPersonByUser(db, k.kind as PersonKind, principal.companyId, principal.uid);
        if (!own) {
          throw notFound();
        }
        return withExtras(
          k.kind,
          first(await k.list(db, { companyId: principal.companyId, reader: principal, id: own.id })),
          db,
          principal.companyId,
        );
      },
    });
    defineRoute(app, deps, {
      method: 'GET',
      url: `${k.base}/:id`,
      permission: k.permission,
      summary: `One of the company’s ${tags[0]}`,
      tags,
      params: idParams,
      handler: async ({ db, principal, params }) =>
        withExtras(
          k.kind,
          first(await k.list(db, { companyId: principal.companyId, reader: principal, id: params.id })),
          db,
          principal.companyId,
        ),
    });
  }

  defineRoute(app, deps, {
    method: 'GET',
    url: '/Profiles/get_client_progress_score',
    permission: 'client.view',
    summary: 'How complete a client’s record is, in percent',
    tags: ['Profiles'],
    querystring: z.object({ profileId: z.uuid('profileId must be a UUID') }),
    async handler({ db, principal, query }) {
      const profile = first(
        await listProfiles(db, { companyId: principal.companyId, reader: principal, id: query.profileId }),
      );
      return { percentage: clientProgressScore(profile as Record<string, unknown>) };
    },
  });

  registerEditPerson(app, deps);
  registerStatusActions(app, deps);
  registerCreatePeople(app, deps);
  registerImportSpreadsheet(app, deps);
  registerCareTeam(app, deps);
}

/** A client's record also carries the service providers it is assigned to. */
async function withExtras(
  kind: string,
  record: unknown,
  db: Parameters<typeof listClientProviders>[0],
  companyId: string,
) {
  if (kind !== 'client') {
    return record;
  }
  const profile = record as { profileId: string };
  return { ...profile, serviceProviders: await listClientProviders(db, companyId, profile.profileId) };
}
