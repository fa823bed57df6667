import {
  type DisplayedDocumentStatus,
  type DocumentUserRole,
  MESSAGES,
  type StatusReply,
} from '@care/domain';
import { api } from '../../api/api.ts';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { getSession } from '../../session/session-store.ts';

/** A document as the server replies it (spec 1 §3 Document, plus the derived status). */
export interface DocumentRecord {
  documentId: string;
  documentName: string;
  /** /api/Files/{id}: served to signed-in users of the company only. */
  documentUrl: string;
  /** The type read from the file's bytes: pdf, doc or docx. */
  fileKind: string | null;
  implementationDate: string | null;
  expirationDate: string | null;
  status: string;
  /** Worked out by the server in the company's time zone (spec 1 §4). */
  displayStatus: DisplayedDocumentStatus;
  isArchived: boolean;
  rejectReason: string | null;
  rejectDeadline: string | null;
  /** Requested while the client has been asked, Approved once they consent. */
  consentStatus: 'Requested' | 'Approved' | null;
  verify: boolean;
  userRole: DocumentUserRole;
  /** The owner's record id (administrator, staff or client). */
  userId: string;
  /** The owner's full name. */
  user: string;
  dateCreated: string;
  dateModified: string | null;
}

/** An expiring or expired document on the administrators' dashboard. */
export interface ExpiryAlertRecord extends Omit<DocumentRecord, 'displayStatus'> {
  daysUntilExpiry: number;
}

/** Every document query shares this root, so one action refreshes every list that shows it. */
export const DOCUMENTS_KEY = ['documents'] as const;
export const ownerDocumentsKey = (role: DocumentUserRole, id: string) =>
  [...DOCUMENTS_KEY, role, id] as const;
export const MY_DOCUMENTS_KEY = [...DOCUMENTS_KEY, 'mine'] as const;
export const reviewDocumentsKey = (role: DocumentUserRole, archived: boolean) =>
  [...DOCUMENTS_KEY, 'review', role, archived] as const;
export const EXPIRY_ALERTS_KEY = [...DOCUMENTS_KEY, 'expiry-alerts'] as const;

const userId = () => getSession()?.user.uid ?? '';

const OWNER_CALLS: Record<DocumentUserRole, { path: string; param: string; field: string }> = {
  Staff: { path: '/Documents/get_all_staff_documents', param: 'staffId', field: 'staffDocuments' },
  Client: { path: '/Documents/get_all_client_documents', param: 'clientId', field: 'clientDocuments' },
  Admin: { path: '/Documents/get_all_admin_documents', param: 'adminId', field: 'adminDocuments' },
};

/** One person's documents (GET /Documents/get_all_staff_documents?staffId and its siblings). */
export async function fetchOwnerDocuments(
  role: DocumentUserRole,
  id: string,
  signal?: AbortSignal,
): Promise<DocumentRecord[]> {
  const call = OWNER_CALLS[role];
  const reply = await api.get<Record<string, DocumentRecord[]>>(call.path, {
    query: { [call.param]: id },
    signal,
  });
  return reply[call.field] ?? [];
}

export interface MyDocuments {
  documents: DocumentRecord[];
  /** The signed-in person's own record id, which uploads name as their owner. */
  ownerId: string | null;
  userRole: DocumentUserRole;
}

/** The signed-in staff member's or client's own documents (GET /Documents/my_documents). */
export function fetchMyDocuments(signal?: AbortSignal): Promise<MyDocuments> {
  return api.get<MyDocuments>('/Documents/my_documents', { signal });
}

/** The review screens' load: the company's documents of one role, active or archived (spec 1 §2.7). */
export function fetchReviewDocuments(
  role: DocumentUserRole,
  archived: boolean,
  signal?: AbortSignal,
): Promise<DocumentRecord[]> {
  return api.get<DocumentRecord[]>('/Documents/filter_documents', {
    query: { role, isArchive: String(archived) },
    signal,
  });
}

/** Documents that expire within 30 days or have expired (GET /Documents/expiry_alerts). */
export function fetchExpiryAlerts(signal?: AbortSignal): Promise<ExpiryAlertRecord[]> {
  return api.get<ExpiryAlertRecord[]>('/Documents/expiry_alerts', { signal });
}

/** What the upload and edit forms send. */
export interface DocumentForm {
  documentName: string;
  /** 'YYYY-MM-DD' */
  implementationDate: string;
  expirationDate: string | null;
  file: File | null;
}

export interface DocumentOwnerRef {
  role: DocumentUserRole;
  id: string;
  fullName: string;
}

function formOf(owner: DocumentOwnerRef, values: DocumentForm): FormData {
  const form = new FormData();
  form.append('CompanyId', getSession()?.user.companyId ?? '');
  form.append('DocumentName', values.documentName);
  form.append('ImplementationDate', values.implementationDate);
  form.append('ExpirationDate', values.expirationDate ?? '');
  form.append('User', owner.fullName);
  form.append('Status', 'Pending');
  form.append('UserRole', owner.role);
  form.append('UserId', owner.id);
  if (values.file) {
    form.append('DocumentFile', values.file);
  }
  return form;
}

/** POST /Documents/add_document?userId (multipart, spec 1 §7.4); the new document is Pending. */
export function uploadDocument(owner: DocumentOwnerRef, values: DocumentForm) {
  return api.post<StatusReply & { documentId: string }>('/Documents/add_document', formOf(owner, values), {
    query: { userId: userId() },
  });
}

/** POST /Documents/edit/{id}?userId: new name or dates, and a new file when one is chosen. */
export function editDocument(doc: DocumentRecord, values: DocumentForm) {
  const owner = { role: doc.userRole, id: doc.userId, fullName: doc.user };
  return api.post<StatusReply>(
    `/Documents/edit/${encodeURIComponent(doc.documentId)}`,
    formOf(owner, values),
    {
      query: { userId: userId() },
    },
  );
}

export const acceptDocument = (id: string) =>
  api.get<StatusReply>('/Documents/accept_document', { query: { userId: userId(), id }, action: true });

export const rejectDocument = (id: string, reason: string, deadline: string | null) =>
  api.post<StatusReply>('/Documents/reject_document', undefined, {
    query: { userId: userId(), docid: id, reason, deadline: deadline ?? undefined },
  });

export const archiveDocument = (id: string, isArchive: boolean) =>
  api.get<StatusReply>(`/Documents/archive_document/${encodeURIComponent(id)}`, {
    query: { isArchive: String(isArchive) },
    action: true,
  });

export const deleteDocument = (id: string) =>
  api.post<StatusReply>(`/Documents/delete/${encodeURIComponent(id)}`);

/** Its failure toasts 'Consent Request failed' (spec 1 §8) over the server's reason. */
export async function requestConsent(id: string) {
  try {
    return await api.get<StatusReply>('/Documents/request_consent', {
      query: { userId: userId(), docid: id },
      action: true,
      toastFailure: false,
    });
  } catch (error) {
    toasts.error(
      isApiError(error) && error.fromServer ? error.message : MESSAGES.unknown,
      MESSAGES.consentRequestFailed,
    );
    throw error;
  }
}

export const approveConsent = (id: string) =>
  api.get<StatusReply>('/Documents/approve_consent', {
    query: { userId: userId(), docid: id },
    action: true,
  });
