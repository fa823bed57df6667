import type {
  AidsForm,
  AidsRow,
  AssistanceForm,
  AssistanceRow,
  ClientScheduleForm,
  ClientScheduleRow,
  DailyLivingForm,
  DailyLivingRow,
  ExpenditureRow,
  RepresentativeEditForm,
  RepresentativeForm,
  RepresentativeRow,
  StatusReply,
} from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

/** Query keys of a client's care-record lists; a change invalidates the client's whole record. */
export const careRecordKey = (profileId: string, list?: string) =>
  list ? (['care-record', profileId, list] as const) : (['care-record', profileId] as const);

const userId = () => getSession()?.user.uid ?? '';
const companyId = () => getSession()?.user.companyId ?? '';
const id = (value: string) => encodeURIComponent(value);
/** Forms show their own field errors: the failure is not toasted. */
const inline = { toastFailure: false } as const;

export type StaffOption = { staffId: string; fullName: string };

// Daily activities.

export const fetchSchedules = (clientId: string, signal?: AbortSignal) =>
  api.get<ClientScheduleRow[]>('/ClientSchedules/get_client_schedule', { query: { clientId }, signal });

export const addSchedule = (form: ClientScheduleForm) =>
  api.post<StatusReply>(
    '/ClientSchedules/add_client_schedule',
    { ...form, companyID: companyId() },
    { query: { userId: userId() }, ...inline },
  );

export const editSchedule = (scheduleId: string, form: ClientScheduleForm) =>
  api.post<StatusReply>(
    `/ClientSchedules/edit/${id(scheduleId)}`,
    { ...form, companyID: companyId() },
    { query: { userId: userId() }, ...inline },
  );

export const deleteSchedule = (scheduleId: string) =>
  api.post<StatusReply>(`/ClientSchedules/delete/${id(scheduleId)}`);

// Daily living.

export const fetchDailyLivings = (clientId: string, signal?: AbortSignal) =>
  api.get<DailyLivingRow[]>('/DailyLivings/get_all', { query: { clientId }, signal });

export const addDailyLiving = (form: DailyLivingForm) => api.post<StatusReply>('/DailyLivings', form, inline);

export const editDailyLiving = (rowId: string, form: DailyLivingForm) =>
  api.post<StatusReply>(`/DailyLivings/edit/${id(rowId)}`, { ...form, dailyLivingId: rowId }, inline);

export const deleteDailyLiving = (rowId: string) =>
  api.post<StatusReply>(`/DailyLivings/delete/${id(rowId)}`);

// Aids.

export const fetchAids = (clientId: string, signal?: AbortSignal) =>
  api.get<AidsRow[]>('/Aids/get_client_aids', { query: { clientId }, signal });

export const addAid = (form: AidsForm) => api.post<StatusReply>('/Aids', form, inline);

export const editAid = (rowId: string, form: AidsForm) =>
  api.post<StatusReply>(`/Aids/edit/${id(rowId)}`, { ...form, aidsId: rowId }, inline);

export const deleteAid = (rowId: string) => api.post<StatusReply>(`/Aids/delete/${id(rowId)}`);

// Expenditure.

export const fetchExpenditures = (clientId: string, signal?: AbortSignal) =>
  api.get<ExpenditureRow[]>('/ParticipantExpenditures/get_client_expenditures', {
    query: { clientId },
    signal,
  });

export const fetchStaffOptions = (signal?: AbortSignal) =>
  api.get<StaffOption[]>('/ParticipantExpenditures/staff_options', { signal });

/** The expenditure form's text fields as typed (amounts as text), and the receipt image if chosen. */
export interface ExpenditureInput {
  ProfileId: string;
  StaffId: string;
  AmountProvidedByParticipant: string;
  AmountReturnedToParticipant: string;
  AmountSpent: string;
  PurchaseDate: string;
  PurchasedItem: string;
  ReasonIfNoReciept: string;
  ReceiptFile: File | null;
  RemoveReceipt: boolean;
}

/** The expenditure's typed fields, as sent (and as the server names them in its messages). */
export const EXPENDITURE_FIELDS = [
  'StaffId',
  'AmountProvidedByParticipant',
  'AmountReturnedToParticipant',
  'AmountSpent',
  'PurchaseDate',
  'PurchasedItem',
  'ReasonIfNoReciept',
] as const;

function expenditureData(input: ExpenditureInput, rowId?: string): FormData {
  const form = new FormData();
  form.append('CompanyId', companyId());
  for (const key of ['ProfileId', ...EXPENDITURE_FIELDS] as const) {
    form.append(key, input[key]);
  }
  if (rowId) {
    form.append('ParticipantExpenditureId', rowId);
    form.append('RemoveReceipt', String(input.RemoveReceipt));
  }
  if (input.ReceiptFile) {
    form.append('ReceiptFile', input.ReceiptFile);
  }
  return form;
}

export const addExpenditure = (input: ExpenditureInput) =>
  api.post<StatusReply>('/ParticipantExpenditures/add_expenditure', expenditureData(input), {
    query: { userId: userId() },
    ...inline,
  });

export const editExpenditure = (rowId: string, input: ExpenditureInput) =>
  api.post<StatusReply>(`/ParticipantExpenditures/edit/${id(rowId)}`, expenditureData(input, rowId), {
    query: { userId: userId() },
    ...inline,
  });

export const deleteExpenditure = (rowId: string) =>
  api.post<StatusReply>(`/ParticipantExpenditures/delete/${id(rowId)}`, undefined, {
    query: { userId: userId() },
  });

// Representatives and the portal's Assistances (the same records).

export const fetchRepresentatives = (clientId: string, signal?: AbortSignal) =>
  api.get<RepresentativeRow[]>('/Representatives/get_all', { query: { clientId }, signal });

export const addRepresentative = (form: RepresentativeForm) =>
  api.post<StatusReply>('/Representatives/add_representative', form, inline);

export const editRepresentative = (rowId: string, form: RepresentativeEditForm) =>
  api.post<StatusReply>(`/Representatives/edit/${id(rowId)}`, { ...form, representativeId: rowId }, inline);

export const deleteRepresentative = (rowId: string) =>
  api.post<StatusReply>(`/Representatives/delete/${id(rowId)}`);

export const fetchAssistances = (clientId: string, signal?: AbortSignal) =>
  api.get<AssistanceRow[]>('/Assistances/get_all', { query: { clientId }, signal });

export const addAssistance = (form: AssistanceForm) => api.post<StatusReply>('/Assistances', form, inline);

export const editAssistance = (rowId: string, form: AssistanceForm) =>
  api.post<StatusReply>(`/Assistances/edit/${id(rowId)}`, { ...form, assistanceId: rowId }, inline);

export const deleteAssistance = (rowId: string) => api.post<StatusReply>(`/Assistances/delete/${id(rowId)}`);
