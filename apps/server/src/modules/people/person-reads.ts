import { clientProgressScore, type PersonKind } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { notFound } from '../../http/errors.ts';
import { jsonText } from '../../http/json-text.ts';
import { routeSpec } from '../../http/route.ts';
import { listClientProviders } from './client-providers.repo.ts';
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

export const PERSON_KINDS = [
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

/** The reads of one kind of person: the list, the list by status, the signed-in person's own record, one record. */
export function personReadRoutesOf(k: (typeof PERSON_KINDS)[number]) {
  const tags = [k.base.slice(1)];
  const list = routeSpec({
    method: 'GET',
    url: k.base,
    summary: `All ${tags[0]} of the company`,
    tags,
    querystring: companyQuery,
    handler: async ({ db, deps, principal, reply, now }) =>
      jsonText(
        reply,
        await cachedList(deps, now, k.kind, { companyId: principal.companyId, reader: principal }, db),
      ),
  });
  const active = routeSpec({
    method: 'GET',
    url: `${k.base}/${k.active}`,
    summary: `${tags[0]} filtered by status`,
    tags,
    querystring: activeQuery,
    handler: async ({ db, deps, principal, query, reply, now }) =>
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
  const mine = routeSpec({
    method: 'GET',
    url: `${k.base}/my_profile`,
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
  const one = routeSpec({
    method: 'GET',
    url: `${k.base}/:id`,
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
  return { list, active, mine, one };
}

/** How complete a client's record is (the client's profile page). */
export const getClientProgressScoreRoute = routeSpec({
  method: 'GET',
  url: '/Profiles/get_client_progress_score',
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
