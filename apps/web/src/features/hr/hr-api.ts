import type {
  MatrixCell,
  PolicyInput,
  PolicyView,
  RequiredTrainings,
  StatusReply,
  TrainingView,
  UserPolicyView,
} from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';

export const POLICIES_KEY = ['policies'] as const;
export const TRAININGS_KEY = ['trainings'] as const;

const companyId = () => getSession()?.user.companyId ?? '';
const userId = () => getSession()?.user.uid ?? '';
const inline = { toastFailure: false } as const;

export const fetchPoliciesByCategory = (signal?: AbortSignal) =>
  api.get<{ policies: { category: string; policies: PolicyView[] }[] }>(
    '/PolicyDocuments/get_company_policies_by_category',
    { signal },
  );

export const fetchPolicyVersions = (code: string, signal?: AbortSignal) =>
  api.get<PolicyView[]>('/PolicyDocuments/get_company_policies', {
    query: { companyId: companyId(), code },
    signal,
  });

export const fetchMyPolicies = (signal?: AbortSignal) =>
  api.get<UserPolicyView[]>('/PolicyDocuments/get_user_policies', {
    query: { companyId: companyId(), userId: userId() },
    signal,
  });

export const fetchAllUserPolicies = (consent: 'true' | 'false' | '', signal?: AbortSignal) =>
  api.get<UserPolicyView[]>('/PolicyDocuments/get_all_user_policies', {
    query: { companyId: companyId(), ...(consent ? { consent } : {}) },
    signal,
  });

/** Publishes a policy: multipart, with its document as `policyFile` when one is chosen. */
export function publishPolicy(
  input: Record<keyof PolicyInput, string | null | undefined>,
  file: File | null = null,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    form.append(key, value ?? '');
  }
  if (file) {
    form.append('policyFile', file, file.name);
  }
  return api.post<StatusReply & { version: number }>('/PolicyDocuments/add_policy', form, inline);
}

export const acceptPolicy = (id: string) =>
  api.post<StatusReply>(`/PolicyDocuments/accept/${encodeURIComponent(id)}`);

export const fetchAllTrainings = (signal?: AbortSignal) =>
  api.get<TrainingView[]>('/StaffTrainings/get_all_staff_trainings', {
    query: { companyId: companyId() },
    signal,
  });

export const fetchStaffTrainings = (staffId: string, signal?: AbortSignal) =>
  api.get<TrainingView[]>('/StaffTrainings/get_staff_trainings', { query: { staffId }, signal });

/** The signed-in worker's required courses and where each stands (issue 40 item 10). */
export const fetchMyRequiredTrainings = (signal?: AbortSignal) =>
  api.get<{ today: string; cells: MatrixCell[] }>('/StaffTrainings/my_required_trainings', { signal });

export interface TrainingMatrix {
  today: string;
  /** Every role's required courses: the columns. */
  courses: string[];
  rows: { staffId: string; fullName: string; role: string; cells: MatrixCell[] }[];
}

export const fetchRequiredTrainings = (signal?: AbortSignal) =>
  api.get<RequiredTrainings>('/StaffTrainings/get_required_trainings', {
    query: { companyId: companyId() },
    signal,
  });

export const saveRequiredTrainings = (body: RequiredTrainings) =>
  api.post<StatusReply>('/StaffTrainings/edit_required_trainings', body, inline);

export const fetchTrainingMatrix = (signal?: AbortSignal) =>
  api.get<TrainingMatrix>('/StaffTrainings/get_training_matrix', {
    query: { companyId: companyId() },
    signal,
  });

export interface TrainingFormInput {
  staffId: string;
  course: string;
  provider: string;
  dateCompleted: string;
  expiryDate: string;
  certificate: File | null;
}

/** Adds or edits a training record: multipart, with the certificate when one is chosen. */
export function saveTraining(id: string | null, input: TrainingFormInput) {
  const form = new FormData();
  for (const key of ['staffId', 'course', 'provider', 'dateCompleted', 'expiryDate'] as const) {
    form.append(key, input[key]);
  }
  if (input.certificate) {
    form.append('certificateFile', input.certificate, input.certificate.name);
  }
  const path = id ? `/StaffTrainings/edit/${encodeURIComponent(id)}` : '/StaffTrainings/add_training';
  return api.post<StatusReply>(path, form, { query: { userId: userId() }, ...inline });
}

export const deleteTraining = (id: string) =>
  api.post<StatusReply>(`/StaffTrainings/delete/${encodeURIComponent(id)}`);
