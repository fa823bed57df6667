import { isSelfServiceEdit, type PersonKind, type StatusReply } from '@care/domain';
import { api } from '../../api/api.ts';
import { getSession, principalOf } from '../../session/session-store.ts';
import { PERSON_BASE } from '../../shelf/person-api.ts';
import type { PersonRecord } from '../../shelf/person-types.ts';
import { buildEditForm, type EditFiles, type EditValues } from './edit-form.ts';

const userId = () => getSession()?.user.uid ?? '';

/** The reply of a profile edit: the stored photo or signature's address when one was sent. */
export interface EditReply extends StatusReply {
  imageUrl?: string;
  signatureUrl?: string;
  signature?: string;
}

/** Whether the signed-in user is editing their own record without the kind's edit right. */
function isOwnEdit(kind: PersonKind, record: PersonRecord): boolean {
  const session = getSession();
  const principal = principalOf(session);
  return !!session && isSelfServiceEdit(principal && { ...principal, uid: session.user.uid }, kind, record);
}

/**
 * POST /{base}/edit/{id}?userId: every field (null as ''), the employer's left out of a person's own
 * edit, plus an optional photo or signature.
 */
export function editPerson(
  kind: PersonKind,
  id: string,
  record: PersonRecord,
  changes: EditValues,
  files?: EditFiles,
): Promise<EditReply> {
  return api.post<EditReply>(
    `${PERSON_BASE[kind]}/edit/${encodeURIComponent(id)}`,
    buildEditForm(kind, record, changes, files, isOwnEdit(kind, record)),
    { query: { userId: userId() } },
  );
}

export type StatusChange = 'activate' | 'deactivate' | 'approveAudit' | 'disapproveAudit';

const STATUS_CALLS: Record<PersonKind, Partial<Record<StatusChange, [path: string, idParam: string]>>> = {
  client: {
    activate: ['activate_client', 'clientid'],
    deactivate: ['deactivate_client', 'clientid'],
    approveAudit: ['approve_audit', 'id'],
    disapproveAudit: ['disapprove_audit', 'id'],
  },
  staff: {
    activate: ['activate_staff', 'staffid'],
    deactivate: ['deactivate_staff', 'staffid'],
    approveAudit: ['approve_audit', 'id'],
    disapproveAudit: ['disapprove_audit', 'id'],
  },
  administrator: {
    activate: ['activate_admin', 'adminId'],
    deactivate: ['deactivate_admin', 'adminId'],
  },
};

/** The activate / deactivate / audit GETs (spec 1 §7.1, §7.2, spec 2 §7); they toast their message. */
export function changeStatus(kind: PersonKind, change: StatusChange, id: string): Promise<StatusReply> {
  const call = STATUS_CALLS[kind][change];
  if (!call) {
    return Promise.reject(new Error(`No ${change} call for ${kind}`));
  }
  const [path, idParam] = call;
  return api.get<StatusReply>(`${PERSON_BASE[kind]}/${path}`, {
    query: { userId: userId(), [idParam]: id },
    action: true,
  });
}

/** GET /Profiles/get_client_progress_score: how complete the client's record is. */
export async function fetchProgressScore(profileId: string, signal?: AbortSignal): Promise<number> {
  const reply = await api.get<{ percentage: number }>('/Profiles/get_client_progress_score', {
    query: { profileId },
    signal,
  });
  return reply.percentage;
}

export interface CareManagerOption {
  id: string;
  fullName: string;
  email?: string;
}

export interface ServiceProviderOption {
  serviceProvidersId: string;
  fullName: string;
  referralCompany: string | null;
  email?: string | null;
}

const companyId = () => getSession()?.user.companyId ?? '';

/** GET /Profiles/get_care_manager?companyId. */
export function fetchCareManagers(signal?: AbortSignal): Promise<CareManagerOption[]> {
  return api.get<CareManagerOption[]>('/Profiles/get_care_manager', {
    query: { companyId: companyId() },
    signal,
  });
}

/** GET /ClientReferrals/get_service_providers. */
export function fetchServiceProviders(signal?: AbortSignal): Promise<ServiceProviderOption[]> {
  return api.get<ServiceProviderOption[]>('/ClientReferrals/get_service_providers', { signal });
}

/** POST /ClientCareManagers/assign_client_to_caremanager?userId — body id, profileId, companyId. */
export function assignCareManager(careManagerId: string, profileId: string): Promise<StatusReply> {
  return api.post<StatusReply>(
    '/ClientCareManagers/assign_client_to_caremanager',
    { id: careManagerId, profileId, companyId: companyId() },
    { query: { userId: userId() } },
  );
}

/** POST /ClientServiceProviders/assign_client_serviceprovider?userId. */
export function assignServiceProvider(serviceProvidersId: string, clientId: string): Promise<StatusReply> {
  return api.post<StatusReply>(
    '/ClientServiceProviders/assign_client_serviceprovider',
    { serviceProvidersId, clientId, companyId: companyId() },
    { query: { userId: userId() } },
  );
}

/** POST /ClientServiceProviders/delete/{serviceProvidersId}?userId — the same body as assigning. */
export function removeServiceProvider(serviceProvidersId: string, clientId: string): Promise<StatusReply> {
  return api.post<StatusReply>(
    `/ClientServiceProviders/delete/${encodeURIComponent(serviceProvidersId)}`,
    { serviceProvidersId, clientId, companyId: companyId() },
    { query: { userId: userId() } },
  );
}
