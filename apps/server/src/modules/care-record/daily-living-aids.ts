import { aidsForm, dailyLivingForm } from '@care/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../http/deps.ts';
import { defineRoute } from '../../http/route.ts';
import {
  deleteAid,
  deleteDailyLiving,
  findAid,
  findDailyLiving,
  insertAid,
  insertDailyLiving,
  listAids,
  listDailyLivings,
  updateAid,
  updateDailyLiving,
} from './care-record.repo.ts';
import { success, visibleClient, visibleRow } from './client-access.ts';
import { byClient, idParams } from './daily-activities.ts';

const dailyLivingEdit = dailyLivingForm.extend({ profileId: z.string().optional() });
const aidsEdit = aidsForm.extend({ profileId: z.string().optional() });

/** Daily Living & Night Support and Aids & Equipment (spec 2 §7 Daily living and aids). */
export function registerDailyLivingAndAids(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/DailyLivings/get_all',
    permission: 'clientRecord.view',
    summary: "A client's daily living and night support",
    tags: ['DailyLivings'],
    querystring: byClient,
    async handler({ db, principal, query }) {
      await visibleClient(db, principal, query.clientId);
      return listDailyLivings(db, principal.companyId, query.clientId);
    },
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/DailyLivings/:id',
    permission: 'clientRecord.view',
    summary: 'One daily living record',
    tags: ['DailyLivings'],
    params: idParams,
    async handler({ db, principal, params }) {
      const { clientName: _n, ...row } = await visibleRow(
        db,
        principal,
        await findDailyLiving(db, principal.companyId, params.id),
      );
      return row;
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/DailyLivings',
    permission: 'clientRecord.add',
    summary: 'Add a daily living record',
    tags: ['DailyLivings'],
    body: dailyLivingForm,
    activity: 'Added daily living support',
    async handler({ db, principal, body, now, recordActivity }) {
      const name = await visibleClient(db, principal, body.profileId);
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

  defineRoute(app, deps, {
    method: 'POST',
    url: '/DailyLivings/edit/:id',
    permission: 'clientRecord.edit',
    summary: 'Edit a daily living record',
    tags: ['DailyLivings'],
    params: idParams,
    body: dailyLivingEdit,
    activity: 'Edited daily living support',
    async handler({ db, principal, params, body, now, recordActivity }) {
      const row = await visibleRow(db, principal, await findDailyLiving(db, principal.companyId, params.id));
      const { profileId: _p, ...values } = body;
      await updateDailyLiving(db, principal.companyId, params.id, {
        ...values,
        dateModified: now,
        userModified: principal.uid,
      });
      recordActivity(`Edited daily living support of ${row.clientName}`);
      return success('Daily living support updated.');
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/DailyLivings/delete/:id',
    permission: 'clientRecord.delete',
    summary: 'Delete a daily living record',
    tags: ['DailyLivings'],
    params: idParams,
    activity: 'Deleted daily living support',
    async handler({ db, principal, params, recordActivity }) {
      const row = await visibleRow(db, principal, await findDailyLiving(db, principal.companyId, params.id));
      await deleteDailyLiving(db, principal.companyId, params.id);
      recordActivity(`Deleted daily living support of ${row.clientName}`);
      return success('Daily living support deleted.');
    },
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/Aids/get_client_aids',
    permission: 'clientRecord.view',
    summary: "A client's aids and equipment",
    tags: ['Aids'],
    querystring: byClient,
    async handler({ db, principal, query }) {
      await visibleClient(db, principal, query.clientId);
      return listAids(db, principal.companyId, query.clientId);
    },
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/Aids/:id',
    permission: 'clientRecord.view',
    summary: 'One aid or piece of equipment',
    tags: ['Aids'],
    params: idParams,
    async handler({ db, principal, params }) {
      const { clientName: _n, ...row } = await visibleRow(
        db,
        principal,
        await findAid(db, principal.companyId, params.id),
      );
      return row;
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/Aids',
    permission: 'clientRecord.add',
    summary: 'Add an aid or piece of equipment',
    tags: ['Aids'],
    body: aidsForm,
    activity: 'Added an aid',
    async handler({ db, principal, body, now, recordActivity }) {
      const name = await visibleClient(db, principal, body.profileId);
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

  defineRoute(app, deps, {
    method: 'POST',
    url: '/Aids/edit/:id',
    permission: 'clientRecord.edit',
    summary: 'Edit an aid or piece of equipment',
    tags: ['Aids'],
    params: idParams,
    body: aidsEdit,
    activity: 'Edited an aid',
    async handler({ db, principal, params, body, now, recordActivity }) {
      const row = await visibleRow(db, principal, await findAid(db, principal.companyId, params.id));
      const { profileId: _p, ...values } = body;
      await updateAid(db, principal.companyId, params.id, {
        ...values,
        dateModified: now,
        userModified: principal.uid,
      });
      recordActivity(`Edited aid "${body.equipmentUsed}" of ${row.clientName}`);
      return success('Aid updated.');
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/Aids/delete/:id',
    permission: 'clientRecord.delete',
    summary: 'Delete an aid or piece of equipment',
    tags: ['Aids'],
    params: idParams,
    activity: 'Deleted an aid',
    async handler({ db, principal, params, recordActivity }) {
      const row = await visibleRow(db, principal, await findAid(db, principal.companyId, params.id));
      await deleteAid(db, principal.companyId, params.id);
      recordActivity(`Deleted aid "${row.equipmentUsed}" of ${row.clientName}`);
      return success('Aid deleted.');
    },
  });
}
