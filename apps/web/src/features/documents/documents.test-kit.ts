import type { DocumentRecord } from './documents-api.ts';

/** Test helper: a document as the server replies it, Pending and current unless told otherwise. */
export function documentRecord(over: Partial<DocumentRecord> = {}): DocumentRecord {
  const documentId = over.documentId ?? 'd-1';
  return {
    documentId,
    documentName: 'Current Police Check',
    documentUrl: `/api/Files/${documentId}`,
    fileKind: 'pdf',
    implementationDate: '2026-01-10',
    expirationDate: '2029-01-10',
    status: 'Pending',
    displayStatus: 'Pending',
    isArchived: false,
    rejectReason: null,
    rejectDeadline: null,
    consentStatus: null,
    verify: false,
    userRole: 'Staff',
    userId: 's-1',
    user: 'Priya Sharma',
    dateCreated: '2026-01-10T00:00:00Z',
    dateModified: null,
    ...over,
  };
}
