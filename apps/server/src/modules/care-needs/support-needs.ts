import { canSeePerson, type StatusReply } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { personFacts } from '../people/record-scope.repo.ts';
import {
  clientName,
  findNeeds,
  hasNeeds,
  insertNeeds,
  listNeeds,
  lockClient,
  type NeedsRow,
  updateNeeds,
} from './care-needs.repo.ts';
import type { NeedsKindDef } from './needs-kinds.ts';

const idParams = z.object({ id: z.uuid('The id must be a UUID') });
const clientQuery = z.object({ clientId: z.uuid('clientId must be a UUID') });
const userIdQuery = z.object({ userId: z.string().optional() });

/**
 * The client must be one the reader may see (record-access.ts): a client only themself, an auditor
 * only audit-approved clients. Anyone else's record, or another company's, is not found.
 */
async function reachClient(db: Queryable, principal: Principal, profileId: string): Promise<void> {
  const facts = await personFacts(db, 'client', principal.companyId, profileId, principal.asOf);
  if (!facts || !canSeePerson(principal, 'client', facts)) {
    throw notFound();
  }
}

/** A record as the API answers it: the spec's id name, no tenant column. */
function toReply(def: NeedsKindDef, row: NeedsRow): Record<string, unknown> {
  const { id, companyId: _company, ...rest } = row;
  return { [def.idKey]: id, ...rest };
}

/** What a form stores: its answers, without the ids and company the spec's bodies repeat. */
function answersOf(def: NeedsKindDef, body: Record<string, unknown>): Record<string, unknown> {
  const { profileId: _p, companyID: _c, [def.idKey]: _id, ...answers } = body;
  return answers;
}

/** The four routes of one kind of support needs: get_all, one, add, edit (spec 2 §7). */
export function needsRoutesOf(def: NeedsKindDef) {
  const tags = [def.path];
  const lower = def.title.toLowerCase();

  const list = routeSpec({
    method: 'GET',
    url: `/${def.path}/get_all`,
    summary: `A client's ${lower}, oldest first (the form uses the first)`,
    tags,
    querystring: clientQuery,
    async handler({ db, principal, query }) {
      await reachClient(db, principal, query.clientId);
      const rows = await listNeeds(db, def.kind, principal.companyId, query.clientId);
      return rows.map((r) => toReply(def, r));
    },
  });

  const one = routeSpec({
    method: 'GET',
    url: `/${def.path}/:id`,
    summary: `One record of ${lower}`,
    tags,
    params: idParams,
    async handler({ db, principal, params }) {
      const row = await findNeeds(db, def.kind, principal.companyId, params.id);
      if (!row) {
        throw notFound();
      }
      await reachClient(db, principal, row.profileId);
      return toReply(def, row);
    },
  });

  const add = routeSpec({
    method: 'POST',
    url: `/${def.path}`,
    summary: `Add a client's ${lower} (one record per client: a second Add is refused)`,
    tags,
    querystring: userIdQuery,
    body: def.add,
    activity: `Added ${lower}`,
    async handler({
      db,
      principal,
      body,
      now,
      recordActivity,
    }): Promise<StatusReply & Record<string, string>> {
      const profileId = body.profileId as string;
      await reachClient(db, principal, profileId);
      await lockClient(db, principal.companyId, profileId);
      const name = await clientName(db, principal.companyId, profileId);
      if (await hasNeeds(db, def.kind, principal.companyId, profileId)) {
        throw conflict(`${name} already has ${lower}. Reload the page to see and update them.`);
      }
      const id = await insertNeeds(db, def.kind, {
        ...answersOf(def, body),
        companyId: principal.companyId,
        profileId,
        dateCreated: now,
        userCreated: principal.uid,
      });
      recordActivity(`Added the ${lower} of ${name}`);
      return { status: 'Success', message: `${def.title} of ${name} added.`, [def.idKey]: id };
    },
  });

  const edit = routeSpec({
    method: 'POST',
    url: `/${def.path}/edit/:id`,
    summary: `Update a client's ${lower}`,
    tags,
    params: idParams,
    querystring: userIdQuery,
    body: def.edit,
    activity: `Updated ${lower}`,
    async handler({ db, principal, params, body, now, recordActivity }): Promise<StatusReply> {
      const row = await findNeeds(db, def.kind, principal.companyId, params.id);
      if (!row) {
        throw notFound();
      }
      await reachClient(db, principal, row.profileId);
      await updateNeeds(db, def.kind, principal.companyId, params.id, {
        ...answersOf(def, body),
        dateModified: now,
        userModified: principal.uid,
      });
      const name = await clientName(db, principal.companyId, row.profileId);
      recordActivity(`Updated the ${lower} of ${name}`);
      return { status: 'Success', message: `${def.title} of ${name} updated.` };
    },
  });
  return { list, one, add, edit };
}
