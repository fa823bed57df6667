import { type StatusReply, TRAINING_TEXTS, trainingSchema } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { Upload } from '../../http/multipart.ts';
import type { Principal } from '../../http/principal.ts';
import { routeSpec } from '../../http/route.ts';
import type { FileStore } from '../../ports/files/file-store.ts';
import { storeUpload } from '../files/files.api.ts';
import { assertReachesPerson, idParams, reachedRow } from '../people/people.api.ts';
import { deleteTraining, findTraining, insertTraining, updateTraining } from './trainings.repo.ts';

const userQuery = z.object({ userId: z.string().optional() });

async function certificate(
  db: Queryable,
  store: FileStore,
  principal: Principal,
  upload: Upload | undefined,
) {
  if (!upload) {
    return undefined;
  }
  const stored = await storeUpload(db, store, upload, 'certificate', {
    companyId: principal.companyId,
    userId: principal.uid,
    field: 'certificateFile',
  });
  return stored.fileId;
}

/** Adding a training record with an optional certificate (issue 29); the staff member by the line's rule. */
export const addTrainingRoute = routeSpec({
  method: 'POST',
  url: '/StaffTrainings/add_training',
  summary: 'Add a staff member’s training record (optional certificate file)',
  tags: ['StaffTrainings'],
  querystring: userQuery,
  body: trainingSchema,
  multipart: { files: ['certificateFile'] },
  activity: 'Added a training record',
  async handler({
    db,
    deps,
    principal,
    body,
    files,
    now,
  }): Promise<StatusReply & { staffTrainingId: string }> {
    const fileId = await certificate(db, deps.files, principal, files.certificateFile);
    const staffTrainingId = await insertTraining(db, {
      companyId: principal.companyId,
      ...body,
      certificateFileId: fileId ?? null,
      dateCreated: now,
      userCreated: principal.fullName,
    });
    return { status: 'Success', message: TRAINING_TEXTS.added, staffTrainingId };
  },
});

export const editTrainingRoute = routeSpec({
  method: 'POST',
  url: '/StaffTrainings/edit/:id',
  summary: 'Edit a training record (a new certificate replaces the old)',
  tags: ['StaffTrainings'],
  params: idParams,
  body: trainingSchema,
  multipart: { files: ['certificateFile'] },
  activity: 'Edited a training record',
  async handler({ db, deps, principal, params, body, files, now }): Promise<StatusReply> {
    const before = await reachedRow(
      db,
      principal,
      'staff',
      await findTraining(db, principal.companyId, params.id),
      (t) => t.staffId,
    );
    // Moving a record to another staff member needs that one reached too.
    await assertReachesPerson(db, principal, 'staff', body.staffId);
    const fileId = await certificate(db, deps.files, principal, files.certificateFile);
    await updateTraining(db, principal.companyId, params.id, {
      ...body,
      ...(fileId ? { certificateFileId: fileId } : {}),
      // A new expiry date (a renewal) is reminded of again.
      ...(before.expiryDate !== (body.expiryDate ?? null) ? { expiryAlertsSent: [] } : {}),
      dateModified: now,
      userModified: principal.fullName,
    });
    return { status: 'Success', message: TRAINING_TEXTS.edited };
  },
});

export const deleteTrainingRoute = routeSpec({
  method: 'POST',
  url: '/StaffTrainings/delete/:id',
  summary: 'Delete a training record',
  tags: ['StaffTrainings'],
  params: idParams,
  activity: 'Deleted a training record',
  async handler({ db, principal, params }): Promise<StatusReply> {
    await reachedRow(
      db,
      principal,
      'staff',
      await findTraining(db, principal.companyId, params.id),
      (t) => t.staffId,
    );
    await deleteTraining(db, principal.companyId, params.id);
    return { status: 'Success', message: TRAINING_TEXTS.deleted };
  },
});
