import { CARE_RECORD_MESSAGES, type ExpenditureForm, expenditureForm } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../http/deps.ts';
import { fieldError } from '../../http/errors.ts';
import type { Upload } from '../../http/multipart.ts';
import type { Principal } from '../../http/principal.ts';
import { namedStaffScope, personListScope, reachedRow } from '../../http/record-rules.ts';
import { routeSpec } from '../../http/route.ts';
import { storeUpload } from '../files/files.api.ts';
import { visiblePeople } from '../people/people.api.ts';
import {
  deleteExpenditure,
  findClientName,
  findExpenditure,
  insertExpenditure,
  isCompanyStaff,
  listExpenditures,
  listStaffOptions,
  updateExpenditure,
} from './care-record.repo.ts';
import { byClient, idParams, success, userQuery } from './daily-activities.ts';

const RECEIPT = 'ReceiptFile';
const editForm = expenditureForm.extend({ ProfileId: z.string().optional() });

/** The staff member must be one of the company's ('Select Staff' otherwise). */
async function checkStaff(db: Queryable, principal: Principal, staffId: string) {
  if (!(await isCompanyStaff(db, principal.companyId, staffId))) {
    throw fieldError('StaffId', CARE_RECORD_MESSAGES.selectStaff);
  }
}

/** The receipt image, checked by its bytes (.jpg, .jpeg, .png) and stored through the files module. */
async function storeReceipt(
  db: Queryable,
  deps: AppDeps,
  principal: Principal,
  upload: Upload | undefined,
): Promise<string | null> {
  if (!upload) {
    return null;
  }
  const stored = await storeUpload(db, deps.files, upload, 'receipt', {
    companyId: principal.companyId,
    userId: principal.uid,
    field: RECEIPT,
  });
  return stored.fileId;
}

const values = (b: Omit<ExpenditureForm, 'ProfileId'>) => ({
  staffId: b.StaffId,
  amountProvidedByParticipantCents: b.AmountProvidedByParticipant,
  amountReturnedToParticipantCents: b.AmountReturnedToParticipant,
  amountSpentCents: b.AmountSpent,
  purchaseDate: b.PurchaseDate,
  purchasedItem: b.PurchasedItem,
  reasonIfNoReciept: b.ReasonIfNoReciept,
});

/** Participant expenditure with receipt images (spec 2 §7 Expenditure). */
export const getClientExpendituresRoute = routeSpec({
  method: 'GET',
  url: '/ParticipantExpenditures/get_client_expenditures',
  summary: "A client's expenditure; each row's receiptUrl is read through /api/Files",
  tags: ['ParticipantExpenditures'],
  querystring: byClient,
  async handler({ db, principal, query }) {
    return listExpenditures(db, principal.companyId, query.clientId, namedStaffScope(principal));
  },
});

export const getExpenditureDetailsRoute = routeSpec({
  method: 'GET',
  url: '/ParticipantExpenditures/get_expenditure_details/:id',
  summary: 'One expenditure',
  tags: ['ParticipantExpenditures'],
  params: idParams,
  async handler({ db, principal, params }) {
    const { receiptFileId: _f, ...row } = await reachedRow(
      db,
      principal,
      'client',
      await findExpenditure(db, principal.companyId, params.id, namedStaffScope(principal)),
      (r) => r.profileId,
    );
    return row;
  },
});

export const staffOptionsRoute = routeSpec({
  method: 'GET',
  url: '/ParticipantExpenditures/staff_options',
  summary:
    'The active staff the caller may see (admins: all; a support worker: themself), to choose who handled an expenditure',
  tags: ['ParticipantExpenditures'],
  async handler({ db, principal }) {
    const visible = visiblePeople('staff', personListScope(principal, 'staff'), principal.uid);
    return listStaffOptions(db, principal.companyId, visible);
  },
});

export const addExpenditureRoute = routeSpec({
  method: 'POST',
  url: '/ParticipantExpenditures/add_expenditure',
  summary: 'Add an expenditure (multipart, optional ReceiptFile .jpg/.jpeg/.png)',
  tags: ['ParticipantExpenditures'],
  querystring: userQuery,
  body: expenditureForm,
  multipart: { files: [RECEIPT] },
  activity: 'Added an expenditure',
  async handler({ deps, db, principal, body, files, now, recordActivity }) {
    const name = await findClientName(db, principal.companyId, body.ProfileId);
    await checkStaff(db, principal, body.StaffId);
    const receiptFileId = await storeReceipt(db, deps, principal, files[RECEIPT]);
    const participantExpenditureId = await insertExpenditure(db, {
      ...values(body),
      receiptFileId,
      companyId: principal.companyId,
      profileId: body.ProfileId,
      dateCreated: now,
      userCreated: principal.uid,
    });
    recordActivity(`Added an expenditure for ${name}`);
    return { ...success('Expenditure added.'), participantExpenditureId };
  },
});

export const editParticipantExpenditureRoute = routeSpec({
  method: 'POST',
  url: '/ParticipantExpenditures/edit/:id',
  summary: 'Edit an expenditure (multipart; a new ReceiptFile replaces the old, RemoveReceipt=true drops it)',
  tags: ['ParticipantExpenditures'],
  params: idParams,
  querystring: userQuery,
  body: editForm,
  multipart: { files: [RECEIPT] },
  activity: 'Edited an expenditure',
  async handler({ deps, db, principal, params, body, files, now, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findExpenditure(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    await checkStaff(db, principal, body.StaffId);
    const replaced = await storeReceipt(db, deps, principal, files[RECEIPT]);
    const receiptFileId = replaced ?? (body.RemoveReceipt === 'true' ? null : row.receiptFileId);
    await updateExpenditure(db, principal.companyId, params.id, {
      ...values(body),
      receiptFileId,
      dateModified: now,
      userModified: principal.uid,
    });
    recordActivity(`Edited an expenditure of ${name}`);
    return success('Expenditure updated.');
  },
});

export const deleteParticipantExpenditureRoute = routeSpec({
  method: 'POST',
  url: '/ParticipantExpenditures/delete/:id',
  summary: 'Delete an expenditure',
  tags: ['ParticipantExpenditures'],
  params: idParams,
  querystring: userQuery,
  activity: 'Deleted an expenditure',
  async handler({ db, principal, params, recordActivity }) {
    const row = await reachedRow(
      db,
      principal,
      'client',
      await findExpenditure(db, principal.companyId, params.id),
      (r) => r.profileId,
    );
    const name = await findClientName(db, principal.companyId, row.profileId);
    await deleteExpenditure(db, principal.companyId, params.id);
    recordActivity(`Deleted an expenditure of ${name}`);
    return success('Expenditure deleted.');
  },
});
