import { type ClientScheduleRow, clientScheduleForm } from '@care/domain';
import { z } from 'zod';
import { reachedRow } from '../../http/record-rules.ts';
import { routeSpec } from '../../http/route.ts';
import {
  deleteSchedule,
  findClientName,
  findSchedule,
  insertSchedule,
  listSchedules,
  updateSchedule,
} from './care-record.repo.ts';

export const idParams = z.object({ id: z.uuid('The id must be a UUID') });
export const byClient = z.object({ clientId: z.uuid('clientId must be a UUID') });
export const userQuery = z.object({ userId: z.string().optional() });

/** The success reply of an add, edit or delete (spec 2 §8). */
export const success = (message: string) => ({ status: 'Success' as const, message });
/** An edit names its record in the URL; the body's profileId, if any, is not used. */
const editForm = clientScheduleForm.extend({ profileId: z.string().optional() });

const stored = (v: { days: string[]; activities: string[] }) => ({
  days: v.days.join(', '),
  activities: v.activities.join(', '),
});

/** Daily activities, the client's regular days, times and activities (spec 2 §7 Client schedule). */
export const getClientScheduleRoute = routeSpec({
  method: 'GET',
  url: '/ClientSchedules/get_client_schedule',
  summary: "A client's daily activities",
  tags: ['ClientSchedules'],
  querystring: byClient,
  async handler({ db, principal, query }): Promise<ClientScheduleRow[]> {
    return (await listSchedules(db, principal.companyId, query.clientId)) as unknown as ClientScheduleRow[];
  },
});

export const getScheduleRoute = routeSpec({
  method: 'GET',
  url: '/ClientSchedules/get_schedule/:id',
  summary: 'One daily activity',
  tags: ['ClientSchedules'],
  params: idParams,
  async handler({ db, principal, params }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findSchedule(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    return row;
  },
});

export const addClientScheduleRoute = routeSpec({
  method: 'POST',
  url: '/ClientSchedules/add_client_schedule',
  summary: 'Add a daily activity to a client',
  tags: ['ClientSchedules'],
  querystring: userQuery,
  body: clientScheduleForm,
  activity: 'Added a daily activity',
  async handler({ db, principal, body, now, recordActivity }) {
    const name = await findClientName(db, principal.companyId, body.profileId);
    const clientScheduleId = await insertSchedule(db, {
      companyId: principal.companyId,
      profileId: body.profileId,
      fromTimeOfDay: body.fromTimeOfDay,
      toTimeOfDay: body.toTimeOfDay,
      ...stored(body),
      dateCreated: now,
      userCreated: principal.uid,
    });
    recordActivity(`Added a daily activity for ${name}`);
    return { ...success('Daily activity added.'), clientScheduleId };
  },
});

export const editClientScheduleRoute = routeSpec({
  method: 'POST',
  url: '/ClientSchedules/edit/:id',
  summary: 'Edit a daily activity',
  tags: ['ClientSchedules'],
  params: idParams,
  querystring: userQuery,
  body: editForm,
  activity: 'Edited a daily activity',
  async handler({ db, principal, params, body, now, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findSchedule(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    await updateSchedule(db, principal.companyId, params.id, {
      fromTimeOfDay: body.fromTimeOfDay,
      toTimeOfDay: body.toTimeOfDay,
      ...stored(body),
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited a daily activity of ${name}`);
    return success('Daily activity updated.');
  },
});

export const deleteClientScheduleRoute = routeSpec({
  method: 'POST',
  url: '/ClientSchedules/delete/:id',
  summary: 'Delete a daily activity',
  tags: ['ClientSchedules'],
  params: idParams,
  activity: 'Deleted a daily activity',
  async handler({ db, principal, params, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findSchedule(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    await deleteSchedule(db, principal.companyId, params.id);
    recordActivity(`Deleted a daily activity of ${name}`);
    return success('Daily activity deleted.');
  },
});
