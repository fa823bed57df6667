import {
  assistanceForm,
  type RepresentativeRow,
  representativeEditForm,
  representativeForm,
  toAssistance,
} from '@care/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { defineRoute } from '../../http/route.ts';
import {
  deleteRepresentative,
  findRepresentative,
  insertRepresentative,
  listRepresentatives,
  updateRepresentative,
} from './care-record.repo.ts';
import { success, visibleClient, visibleRow } from './client-access.ts';
import { byClient, idParams } from './daily-activities.ts';

const editForm = representativeEditForm.extend({ profileId: z.string().optional() });
const assistanceEdit = assistanceForm.extend({ profileId: z.string().optional() });
const asRow = (r: Awaited<ReturnType<typeof findRepresentative>>) => r as unknown as RepresentativeRow;

/**
 * Representatives (spec 2 §7) and the client portal's Assistances (spec 3 §7.7): one table, so what
 * a client adds in the portal shows on the office's Representative tab and the other way round.
 */
export function registerRepresentatives(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/Representatives/get_all',
    permission: 'clientRecord.view',
    summary: "A client's representatives",
    tags: ['Representatives'],
    querystring: byClient,
    async handler({ db, principal, query }) {
      await visibleClient(db, principal, query.clientId);
      return listRepresentatives(db, principal.companyId, query.clientId);
    },
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/Representatives/:id',
    permission: 'clientRecord.view',
    summary: 'One representative',
    tags: ['Representatives'],
    params: idParams,
    async handler({ db, principal, params }) {
      const { clientName: _n, ...row } = await visibleRow(
        db,
        principal,
        await findRepresentative(db, principal.companyId, params.id),
      );
      return row;
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/Representatives/add_representative',
    permission: 'representative.manage',
    summary: 'Add a representative',
    tags: ['Representatives'],
    body: representativeForm,
    activity: 'Added a representative',
    async handler({ db, principal, body, now, recordActivity }) {
      const name = await visibleClient(db, principal, body.profileId);
      const { representativeId: _id, ...values } = body;
      const representativeId = await insertRepresentative(db, {
        ...values,
        companyId: principal.companyId,
        dateCreated: now,
        userCreated: principal.uid,
      });
      recordActivity(`Added representative ${body.fullName} for ${name}`);
      return { ...success(`${body.fullName} was added as a representative.`), representativeId };
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/Representatives/edit/:id',
    permission: 'representative.manage',
    summary: 'Edit a representative',
    tags: ['Representatives'],
    params: idParams,
    body: editForm,
    activity: 'Edited a representative',
    async handler({ db, principal, params, body, now, recordActivity }) {
      const row = await visibleRow(
        db,
        principal,
        await findRepresentative(db, principal.companyId, params.id),
      );
      const { representativeId: _id, profileId: _p, ...values } = body;
      await updateRepresentative(db, principal.companyId, params.id, {
        ...values,
        dateModified: now,
        userModified: principal.uid,
      });
      recordActivity(`Edited representative ${body.fullName} of ${row.clientName}`);
      return success(`${body.fullName} was updated.`);
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/Representatives/delete/:id',
    permission: 'representative.manage',
    summary: 'Delete a representative',
    tags: ['Representatives'],
    params: idParams,
    activity: 'Deleted a representative',
    async handler({ db, principal, params, recordActivity }) {
      const row = await visibleRow(
        db,
        principal,
        await findRepresentative(db, principal.companyId, params.id),
      );
      await deleteRepresentative(db, principal.companyId, params.id);
      recordActivity(`Deleted representative ${row.fullName} of ${row.clientName}`);
      return success(`${row.fullName} was removed.`);
    },
  });

  // The client portal's shape of the same records (spec 3 §7.7).

  defineRoute(app, deps, {
    method: 'GET',
    url: '/Assistances/get_all',
    permission: 'clientRecord.view',
    summary: "A client's representatives as the portal's Assistances",
    tags: ['Assistances'],
    querystring: byClient,
    async handler({ db, principal, query }) {
      await visibleClient(db, principal, query.clientId);
      const rows = await listRepresentatives(db, principal.companyId, query.clientId);
      return rows.map((r) => toAssistance(asRow(r)));
    },
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/Assistances/:id',
    permission: 'clientRecord.view',
    summary: 'One Assistance',
    tags: ['Assistances'],
    params: idParams,
    async handler({ db, principal, params }) {
      const row = await visibleRow(
        db,
        principal,
        await findRepresentative(db, principal.companyId, params.id),
      );
      return toAssistance(asRow(row));
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/Assistances',
    permission: 'representative.manage',
    summary: 'Add an Assistance (a representative with the portal fields)',
    tags: ['Assistances'],
    body: assistanceForm,
    activity: 'Added a representative',
    async handler({ db, principal, body, now, recordActivity }) {
      const name = await visibleClient(db, principal, body.profileId);
      const assistanceId = await insertRepresentative(db, {
        companyId: principal.companyId,
        profileId: body.profileId,
        fullName: body.fullName,
        email: body.email,
        mobilePhone: body.phone,
        position: body.personel,
        dateCreated: now,
        userCreated: principal.uid,
      });
      recordActivity(`Added representative ${body.fullName} for ${name}`);
      return { ...success(`${body.fullName} was added as a representative.`), assistanceId };
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/Assistances/edit/:id',
    permission: 'representative.manage',
    summary: 'Edit an Assistance; the office-only fields are kept',
    tags: ['Assistances'],
    params: idParams,
    body: assistanceEdit,
    activity: 'Edited a representative',
    async handler({ db, principal, params, body, now, recordActivity }) {
      const row = await visibleRow(
        db,
        principal,
        await findRepresentative(db, principal.companyId, params.id),
      );
      await updateRepresentative(db, principal.companyId, params.id, {
        fullName: body.fullName,
        email: body.email,
        mobilePhone: body.phone,
        position: body.personel,
        dateModified: now,
        userModified: principal.uid,
      });
      recordActivity(`Edited representative ${body.fullName} of ${row.clientName}`);
      return success(`${body.fullName} was updated.`);
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/Assistances/delete/:id',
    permission: 'representative.manage',
    summary: 'Delete an Assistance',
    tags: ['Assistances'],
    params: idParams,
    activity: 'Deleted a representative',
    async handler({ db, principal, params, recordActivity }) {
      const row = await visibleRow(
        db,
        principal,
        await findRepresentative(db, principal.companyId, params.id),
      );
      await deleteRepresentative(db, principal.companyId, params.id);
      recordActivity(`Deleted representative ${row.fullName} of ${row.clientName}`);
      return success(`${row.fullName} was removed.`);
    },
  });
}
