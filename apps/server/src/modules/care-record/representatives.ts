import {
  assistanceForm,
  type RepresentativeRow,
  representativeEditForm,
  representativeForm,
  toAssistance,
} from '@care/domain';
import { z } from 'zod';
import { reachedRow } from '../../http/record-rules.ts';
import { routeSpec } from '../../http/route.ts';
import {
  deleteRepresentative,
  findClientName,
  findRepresentative,
  insertRepresentative,
  listRepresentatives,
  updateRepresentative,
} from './care-record.repo.ts';
import { byClient, idParams, success } from './daily-activities.ts';

const editForm = representativeEditForm.extend({ profileId: z.string().optional() });
const assistanceEdit = assistanceForm.extend({ profileId: z.string().optional() });
const asRow = (r: Awaited<ReturnType<typeof findRepresentative>>) => r as unknown as RepresentativeRow;

/**
 * Representatives (spec 2 §7) and the client portal's Assistances (spec 3 §7.7): one table, so what
 * a client adds in the portal shows on the office's Representative tab and the other way round.
 */
export const getGetAllRoute = routeSpec({
  method: 'GET',
  url: '/Representatives/get_all',
  summary: "A client's representatives",
  tags: ['Representatives'],
  querystring: byClient,
  async handler({ db, principal, query }) {
    return listRepresentatives(db, principal.companyId, query.clientId);
  },
});

export const representativesRoute = routeSpec({
  method: 'GET',
  url: '/Representatives/:id',
  summary: 'One representative',
  tags: ['Representatives'],
  params: idParams,
  async handler({ db, principal, params }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findRepresentative(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    return row;
  },
});

export const addRepresentativeRoute = routeSpec({
  method: 'POST',
  url: '/Representatives/add_representative',
  summary: 'Add a representative',
  tags: ['Representatives'],
  body: representativeForm,
  activity: 'Added a representative',
  async handler({ db, principal, body, now, recordActivity }) {
    const name = await findClientName(db, principal.companyId, body.profileId);
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

export const editRepresentativeRoute = routeSpec({
  method: 'POST',
  url: '/Representatives/edit/:id',
  summary: 'Edit a representative',
  tags: ['Representatives'],
  params: idParams,
  body: editForm,
  activity: 'Edited a representative',
  async handler({ db, principal, params, body, now, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findRepresentative(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    const { representativeId: _id, profileId: _p, ...values } = body;
    await updateRepresentative(db, principal.companyId, params.id, {
      ...values,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited representative ${body.fullName} of ${name}`);
    return success(`${body.fullName} was updated.`);
  },
});

export const deleteRepresentativeRoute = routeSpec({
  method: 'POST',
  url: '/Representatives/delete/:id',
  summary: 'Delete a representative',
  tags: ['Representatives'],
  params: idParams,
  activity: 'Deleted a representative',
  async handler({ db, principal, params, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findRepresentative(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    await deleteRepresentative(db, principal.companyId, params.id);
    recordActivity(`Deleted representative ${row.fullName} of ${name}`);
    return success(`${row.fullName} was removed.`);
  },
});

// The client portal's shape of the same records (spec 3 §7.7).
export const getAllAssistanceRoute = routeSpec({
  method: 'GET',
  url: '/Assistances/get_all',
  summary: "A client's representatives as the portal's Assistances",
  tags: ['Assistances'],
  querystring: byClient,
  async handler({ db, principal, query }) {
    const rows = await listRepresentatives(db, principal.companyId, query.clientId);
    return rows.map((r) => toAssistance(asRow(r)));
  },
});

export const assistancesRoute = routeSpec({
  method: 'GET',
  url: '/Assistances/:id',
  summary: 'One Assistance',
  tags: ['Assistances'],
  params: idParams,
  async handler({ db, principal, params }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findRepresentative(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    return toAssistance(asRow(row));
  },
});

export const postAssistancesRoute = routeSpec({
  method: 'POST',
  url: '/Assistances',
  summary: 'Add an Assistance (a representative with the portal fields)',
  tags: ['Assistances'],
  body: assistanceForm,
  activity: 'Added a representative',
  async handler({ db, principal, body, now, recordActivity }) {
    const name = await findClientName(db, principal.companyId, body.profileId);
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

export const editAssistanceRoute = routeSpec({
  method: 'POST',
  url: '/Assistances/edit/:id',
  summary: 'Edit an Assistance; the office-only fields are kept',
  tags: ['Assistances'],
  params: idParams,
  body: assistanceEdit,
  activity: 'Edited a representative',
  async handler({ db, principal, params, body, now, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findRepresentative(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    await updateRepresentative(db, principal.companyId, params.id, {
      fullName: body.fullName,
      email: body.email,
      mobilePhone: body.phone,
      position: body.personel,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited representative ${body.fullName} of ${name}`);
    return success(`${body.fullName} was updated.`);
  },
});

export const deleteAssistanceRoute = routeSpec({
  method: 'POST',
  url: '/Assistances/delete/:id',
  summary: 'Delete an Assistance',
  tags: ['Assistances'],
  params: idParams,
  activity: 'Deleted a representative',
  async handler({ db, principal, params, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findRepresentative(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    await deleteRepresentative(db, principal.companyId, params.id);
    recordActivity(`Deleted representative ${row.fullName} of ${name}`);
    return success(`${row.fullName} was removed.`);
  },
});
