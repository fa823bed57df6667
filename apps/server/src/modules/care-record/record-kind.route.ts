import type { StatusReply } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import { type NamedStaffScope, namedStaffScope, reachedRow } from '../people/people.api.ts';
import {
  deleteRecord,
  findClientName,
  findRecord,
  insertRecord,
  listRecords,
  type RecordRow,
  updateRecord,
} from './care-record.repo.ts';
import type { RecordKind, RecordWrite } from './record-kind.ts';

const idParams = z.object({ id: z.uuid('The id must be a UUID') });
const byClient = z.object({ clientId: z.uuid('clientId must be a UUID') });
const userQuery = z.object({ userId: z.string().optional() });

/** The success reply of an add, edit or delete (spec 2 §8). */
const success = (message: string): StatusReply => ({ status: 'Success', message });

/**
 * The five routes of one kind of care record (record-kinds.ts): the client's list, one record, add,
 * edit and delete. Each write logs one line naming the client, in the request's transaction.
 */
export function recordRoutesOf(kind: RecordKind) {
  const tags = [kind.path];
  const url = (rest: string) => (rest ? `/${kind.path}/${rest}` : `/${kind.path}`);
  const reply = kind.reply ?? ((row: RecordRow) => row);
  const logged = kind.logged ?? (() => kind.activity);
  const userId = (write: RecordWrite) => (kind.userIdOn.includes(write) ? { querystring: userQuery } : {});
  const multipart = kind.multipart ? { multipart: kind.multipart } : {};
  /** The record the URL names, if the caller reaches its person; else 404, as if there were none. */
  const reached = async (db: Queryable, principal: Principal, id: string, shown?: NamedStaffScope) =>
    reachedRow(
      db,
      principal,
      kind.whose,
      await findRecord(db, kind.table, principal.companyId, id, shown),
      (r) => r.profileId,
    );

  const list = routeSpec({
    method: 'GET',
    url: url(kind.urls.list),
    summary: kind.summaries.list,
    tags,
    querystring: byClient,
    async handler({ db, principal, query }) {
      const rows = await listRecords(
        db,
        kind.table,
        principal.companyId,
        query.clientId,
        namedStaffScope(principal),
      );
      return rows.map(reply);
    },
  });

  const one = routeSpec({
    method: 'GET',
    url: url(kind.urls.one),
    summary: kind.summaries.one,
    tags,
    params: idParams,
    async handler({ db, principal, params }) {
      return reply(await reached(db, principal, params.id, namedStaffScope(principal)));
    },
  });

  const add = routeSpec({
    method: 'POST',
    url: url(kind.urls.add),
    summary: kind.summaries.add,
    tags,
    ...userId('add'),
    body: kind.add,
    ...multipart,
    activity: `Added ${kind.activity}`,
    async handler({ deps, db, principal, body, files, now, recordActivity }) {
      // The client's record rule is on the table line (body.<personField>).
      const profileId = body[kind.personField] as string;
      const name = await findClientName(db, principal.companyId, profileId);
      const values = await kind.stored(body, { db, deps, principal, files });
      const id = await insertRecord(db, kind.table, {
        ...values,
        companyId: principal.companyId,
        profileId,
        dateCreated: now,
        userCreated: principal.uid,
      });
      recordActivity(`Added ${logged(body)} for ${name}`);
      return { ...success(kind.message('added', body)), [kind.idKey]: id };
    },
  });

  const edit = routeSpec({
    method: 'POST',
    url: url('edit/:id'),
    summary: kind.summaries.edit,
    tags,
    params: idParams,
    ...userId('edit'),
    body: kind.edit,
    ...multipart,
    activity: `Edited ${kind.activity}`,
    async handler({ deps, db, principal, params, body, files, now, recordActivity }) {
      const row = await reached(db, principal, params.id);
      const name = await findClientName(db, principal.companyId, row.profileId);
      const values = await kind.stored(body, { db, deps, principal, files }, row);
      await updateRecord(db, kind.table, principal.companyId, params.id, {
        ...values,
        dateModified: now,
        userModified: principal.uid,
      });
      recordActivity(`Edited ${logged(body)} of ${name}`);
      return success(kind.message('updated', body));
    },
  });

  const remove = routeSpec({
    method: 'POST',
    url: url('delete/:id'),
    summary: kind.summaries.delete,
    tags,
    params: idParams,
    ...userId('delete'),
    activity: `Deleted ${kind.activity}`,
    async handler({ db, principal, params, recordActivity }) {
      const row = await reached(db, principal, params.id);
      const name = await findClientName(db, principal.companyId, row.profileId);
      await deleteRecord(db, kind.table, principal.companyId, params.id);
      recordActivity(`Deleted ${logged(row)} of ${name}`);
      return success(kind.message('deleted', row));
    },
  });
  return { list, one, add, edit, remove };
}
