import { fullName, type StatusReply } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { routeSpec } from '../../http/route.ts';
import { lockPerson, namePartsOf, reachedRow } from '../people/people.api.ts';
import {
  findNeeds,
  hasNeeds,
  insertNeeds,
  listNeeds,
  type NeedsRow,
  updateNeeds,
} from './care-needs.repo.ts';
import type { NeedsKindDef } from './needs-kinds.ts';

/** The client's name for messages and the activity log. */
async function clientName(db: Queryable, companyId: string, profileId: string): Promise<string> {
  const name = (await namePartsOf(db, 'client', companyId, [profileId])).get(profileId);
  return name ? fullName(name.firstName, null, name.surName) : 'the client';
}

const idParams = z.object({ id: z.uuid('The id must be a UUID') });
const clientQuery = z.object({ clientId: z.uuid('clientId must be a UUID') });
const userIdQuery = z.object({ userId: z.string().optional() });

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
      const row = await reachedRow(
        db,
        principal,
        'client',
        await findNeeds(db, def.kind, principal.companyId, params.id),
        (r) => r.profileId,
      );
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
      // The client's record rule is on the table line (body.profileId).
      const profileId = body.profileId as string;
      await lockPerson(db, 'client', principal.companyId, profileId);
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
      const row = await reachedRow(
        db,
        principal,
        'client',
        await findNeeds(db, def.kind, principal.companyId, params.id),
        (r) => r.profileId,
      );
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
