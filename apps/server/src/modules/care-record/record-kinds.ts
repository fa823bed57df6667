import {
  aidsForm,
  assistanceForm,
  clientScheduleForm,
  dailyLivingForm,
  expenditureForm,
  type RepresentativeRow,
  representativeEditForm,
  representativeForm,
  toAssistance,
} from '@care/domain';
import { z } from 'zod';
import { RECEIPT, storedExpenditure, toExpenditure } from './expenditures.ts';
import { type RecordKind, recordKind, titled } from './record-kind.ts';

/** An edit's body may repeat the client; the URL's record says whose it is. */
const anyProfile = { profileId: z.string().optional() };

/** A representative's message names them (spec 2 §8). */
const representativeMessage = (done: string, r: { fullName?: unknown }) =>
  done === 'added'
    ? `${r.fullName} was added as a representative.`
    : `${r.fullName} was ${done === 'updated' ? 'updated' : 'removed'}.`;

/**
 * The kinds of the client's care record (spec 2 §7 Client schedule, Daily living and aids,
 * Expenditure, Representatives; spec 3 §7.7 Assistances), one entry a kind. Representatives and the
 * portal's Assistances are one table seen in two shapes, so what a client adds shows on the office's tab.
 */
export const CARE_RECORD_KINDS: readonly RecordKind[] = [
  recordKind({
    path: 'ClientSchedules',
    urls: { list: 'get_client_schedule', one: 'get_schedule/:id', add: 'add_client_schedule' },
    summaries: {
      list: "A client's daily activities",
      one: 'One daily activity',
      add: 'Add a daily activity to a client',
      edit: 'Edit a daily activity',
      delete: 'Delete a daily activity',
    },
    table: 'clientSchedules',
    whose: 'client',
    personField: 'profileId',
    idKey: 'clientScheduleId',
    add: clientScheduleForm,
    edit: clientScheduleForm.extend(anyProfile),
    userIdOn: ['add', 'edit'],
    activity: 'a daily activity',
    message: titled('Daily activity'),
    // Days and activities are stored comma-separated.
    stored: (b) => ({
      fromTimeOfDay: b.fromTimeOfDay,
      toTimeOfDay: b.toTimeOfDay,
      days: b.days.join(', '),
      activities: b.activities.join(', '),
    }),
  }),
  recordKind({
    path: 'DailyLivings',
    urls: { list: 'get_all', one: ':id', add: '' },
    summaries: {
      list: "A client's daily living and night support",
      one: 'One daily living record',
      add: 'Add a daily living record',
      edit: 'Edit a daily living record',
      delete: 'Delete a daily living record',
    },
    table: 'dailyLivings',
    whose: 'client',
    personField: 'profileId',
    idKey: 'dailyLivingId',
    add: dailyLivingForm,
    edit: dailyLivingForm.extend(anyProfile),
    userIdOn: [],
    activity: 'daily living support',
    message: titled('Daily living support'),
    stored: ({ profileId: _p, ...values }) => values,
  }),
  recordKind({
    path: 'Aids',
    urls: { list: 'get_client_aids', one: ':id', add: '' },
    summaries: {
      list: "A client's aids and equipment",
      one: 'One aid or piece of equipment',
      add: 'Add an aid or piece of equipment',
      edit: 'Edit an aid or piece of equipment',
      delete: 'Delete an aid or piece of equipment',
    },
    table: 'aids',
    whose: 'client',
    personField: 'profileId',
    idKey: 'aidsId',
    add: aidsForm,
    edit: aidsForm.extend(anyProfile),
    userIdOn: [],
    activity: 'an aid',
    logged: (r) => `aid "${r.equipmentUsed}"`,
    message: titled('Aid'),
    stored: ({ profileId: _p, ...values }) => values,
  }),
  recordKind({
    path: 'ParticipantExpenditures',
    urls: { list: 'get_client_expenditures', one: 'get_expenditure_details/:id', add: 'add_expenditure' },
    summaries: {
      list: "A client's expenditure; each row's receiptUrl is read through /api/Files",
      one: 'One expenditure',
      add: 'Add an expenditure (multipart, optional ReceiptFile .jpg/.jpeg/.png)',
      edit: 'Edit an expenditure (multipart; a new ReceiptFile replaces the old, RemoveReceipt=true drops it)',
      delete: 'Delete an expenditure',
    },
    table: 'participantExpenditures',
    whose: 'client',
    personField: 'ProfileId',
    idKey: 'participantExpenditureId',
    add: expenditureForm,
    edit: expenditureForm.extend({ ProfileId: z.string().optional() }),
    userIdOn: ['add', 'edit', 'delete'],
    multipart: { files: [RECEIPT] },
    activity: 'an expenditure',
    message: titled('Expenditure'),
    stored: storedExpenditure,
    reply: toExpenditure,
  }),
  recordKind({
    path: 'Representatives',
    urls: { list: 'get_all', one: ':id', add: 'add_representative' },
    summaries: {
      list: "A client's representatives",
      one: 'One representative',
      add: 'Add a representative',
      edit: 'Edit a representative',
      delete: 'Delete a representative',
    },
    table: 'representatives',
    whose: 'client',
    personField: 'profileId',
    idKey: 'representativeId',
    add: representativeForm,
    edit: representativeEditForm.extend(anyProfile),
    userIdOn: [],
    activity: 'a representative',
    logged: (r) => `representative ${r.fullName}`,
    message: representativeMessage,
    stored: ({ representativeId: _id, profileId: _p, ...values }) => values,
  }),
  // The client portal's shape of the same records: personel = position, phone = mobilePhone; an
  // edit keeps the office-only fields.
  recordKind({
    path: 'Assistances',
    urls: { list: 'get_all', one: ':id', add: '' },
    summaries: {
      list: "A client's representatives as the portal's Assistances",
      one: 'One Assistance',
      add: 'Add an Assistance (a representative with the portal fields)',
      edit: 'Edit an Assistance; the office-only fields are kept',
      delete: 'Delete an Assistance',
    },
    table: 'representatives',
    whose: 'client',
    personField: 'profileId',
    idKey: 'assistanceId',
    add: assistanceForm,
    edit: assistanceForm.extend(anyProfile),
    userIdOn: [],
    activity: 'a representative',
    logged: (r) => `representative ${r.fullName}`,
    message: representativeMessage,
    stored: (b) => ({ fullName: b.fullName, email: b.email, mobilePhone: b.phone, position: b.personel }),
    reply: (row) => toAssistance(row as unknown as RepresentativeRow),
  }),
];
