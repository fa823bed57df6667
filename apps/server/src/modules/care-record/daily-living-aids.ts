import { aidsForm, dailyLivingForm } from '@care/domain';
import { z } from 'zod';
import { reachedRow } from '../../http/record-rules.ts';
import { routeSpec } from '../../http/route.ts';
import {
  deleteAid,
  deleteDailyLiving,
  findAid,
  findClientName,
  findDailyLiving,
  insertAid,
  insertDailyLiving,
  listAids,
  listDailyLivings,
  updateAid,
  updateDailyLiving,
} from './care-record.repo.ts';
import { byClient, idParams, success } from './daily-activities.ts';

const dailyLivingEdit = dailyLivingForm.extend({ profileId: z.string().optional() });
const aidsEdit = aidsForm.extend({ profileId: z.string().optional() });

/** Daily Living & Night Support and Aids & Equipment (spec 2 §7 Daily living and aids). */
export const getAllDailyLivingRoute = routeSpec({
  method: 'GET',
  url: '/DailyLivings/get_all',
  summary: "A client's daily living and night support",
  tags: ['DailyLivings'],
  querystring: byClient,
  async handler({ db, principal, query }) {
    return listDailyLivings(db, principal.companyId, query.clientId);
  },
});

export const dailyLivingsRoute = routeSpec({
  method: 'GET',
  url: '/DailyLivings/:id',
  summary: 'One daily living record',
  tags: ['DailyLivings'],
  params: idParams,
  async handler({ db, principal, params }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findDailyLiving(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    return row;
  },
});

export const postDailyLivingsRoute = routeSpec({
  method: 'POST',
  url: '/DailyLivings',
  summary: 'Add a daily living record',
  tags: ['DailyLivings'],
  body: dailyLivingForm,
  activity: 'Added daily living support',
  async handler({ db, principal, body, now, recordActivity }) {
    const name = await findClientName(db, principal.companyId, body.profileId);
    const dailyLivingId = await insertDailyLiving(db, {
      ...body,
      companyId: principal.companyId,
      dateCreated: now,
      userCreated: principal.uid,
    });
    recordActivity(`Added daily living support for ${name}`);
    return { ...success('Daily living support added.'), dailyLivingId };
  },
});

export const postEditRoute = routeSpec({
  method: 'POST',
  url: '/DailyLivings/edit/:id',
  summary: 'Edit a daily living record',
  tags: ['DailyLivings'],
  params: idParams,
  body: dailyLivingEdit,
  activity: 'Edited daily living support',
  async handler({ db, principal, params, body, now, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findDailyLiving(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    const { profileId: _p, ...values } = body;
    await updateDailyLiving(db, principal.companyId, params.id, {
      ...values,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited daily living support of ${name}`);
    return success('Daily living support updated.');
  },
});

export const postDeleteRoute = routeSpec({
  method: 'POST',
  url: '/DailyLivings/delete/:id',
  summary: 'Delete a daily living record',
  tags: ['DailyLivings'],
  params: idParams,
  activity: 'Deleted daily living support',
  async handler({ db, principal, params, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findDailyLiving(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    await deleteDailyLiving(db, principal.companyId, params.id);
    recordActivity(`Deleted daily living support of ${name}`);
    return success('Daily living support deleted.');
  },
});

export const getClientAidsRoute = routeSpec({
  method: 'GET',
  url: '/Aids/get_client_aids',
  summary: "A client's aids and equipment",
  tags: ['Aids'],
  querystring: byClient,
  async handler({ db, principal, query }) {
    return listAids(db, principal.companyId, query.clientId);
  },
});

export const aidsRoute = routeSpec({
  method: 'GET',
  url: '/Aids/:id',
  summary: 'One aid or piece of equipment',
  tags: ['Aids'],
  params: idParams,
  async handler({ db, principal, params }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findAid(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    return row;
  },
});

export const postAidsRoute = routeSpec({
  method: 'POST',
  url: '/Aids',
  summary: 'Add an aid or piece of equipment',
  tags: ['Aids'],
  body: aidsForm,
  activity: 'Added an aid',
  async handler({ db, principal, body, now, recordActivity }) {
    const name = await findClientName(db, principal.companyId, body.profileId);
    const aidsId = await insertAid(db, {
      ...body,
      companyId: principal.companyId,
      dateCreated: now,
      userCreated: principal.uid,
    });
    recordActivity(`Added aid "${body.equipmentUsed}" for ${name}`);
    return { ...success('Aid added.'), aidsId };
  },
});

export const editAidRoute = routeSpec({
  method: 'POST',
  url: '/Aids/edit/:id',
  summary: 'Edit an aid or piece of equipment',
  tags: ['Aids'],
  params: idParams,
  body: aidsEdit,
  activity: 'Edited an aid',
  async handler({ db, principal, params, body, now, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findAid(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    const { profileId: _p, ...values } = body;
    await updateAid(db, principal.companyId, params.id, {
      ...values,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited aid "${body.equipmentUsed}" of ${name}`);
    return success('Aid updated.');
  },
});

export const deleteAidRoute = routeSpec({
  method: 'POST',
  url: '/Aids/delete/:id',
  summary: 'Delete an aid or piece of equipment',
  tags: ['Aids'],
  params: idParams,
  activity: 'Deleted an aid',
  async handler({ db, principal, params, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findAid(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    await deleteAid(db, principal.companyId, params.id);
    recordActivity(`Deleted aid "${row.equipmentUsed}" of ${name}`);
    return success('Aid deleted.');
  },
});
