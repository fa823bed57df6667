import { calendarDateInZone, DEFAULT_TIME_ZONE } from './dates.ts';

/** The stored status of a document (spec 1 §4); new uploads start Pending. */
export const DOCUMENT_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export type DocumentAction = 'accept' | 'reject' | 'requestConsent' | 'archive' | 'delete';

const FROM_STATUS: Record<DocumentStatus, readonly DocumentAction[]> = {
  Pending: ['accept', 'reject', 'requestConsent'],
  Rejected: ['accept'],
  Accepted: ['reject'],
};

/** The actions the status table allows from a stored status; archive and delete are allowed from any. */
export function allowedDocumentActions(status: string): DocumentAction[] {
  const own = FROM_STATUS[status as DocumentStatus] ?? [];
  return [...own, 'archive', 'delete'];
}

/** True when the status table allows the action from the stored status. */
export function canApplyDocumentAction(status: string, action: DocumentAction): boolean {
  return allowedDocumentActions(status).includes(action);
}

/** What a document's badge says (spec 1 §4, derived in the company's time zone). */
export type DisplayedDocumentStatus =
  | 'Not Available'
  | 'not available'
  | 'not started'
  | 'expired'
  | 'active'
  | DocumentStatus;

export interface DocumentDates {
  /** Calendar dates 'YYYY-MM-DD' as the user chose them; the day runs midnight to midnight in the zone. */
  implementationDate: string | null | undefined;
  expirationDate: string | null | undefined;
  status?: string | null;
}

/**
 * The displayed status: no dates → not available (Not Available for a required document never
 * uploaded); before the implementation day → not started; after the expiration day → expired (over
 * the stored status); otherwise the stored status, or active.
 */
export function displayedDocumentStatus(
  doc: DocumentDates | null | undefined,
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): DisplayedDocumentStatus {
  if (!doc) {
    return 'Not Available';
  }
  const impl = doc.implementationDate?.slice(0, 10) || null;
  const exp = doc.expirationDate?.slice(0, 10) || null;
  if (!impl && !exp) {
    return 'not available';
  }
  const today = calendarDateInZone(now, zone);
  if (impl && today < impl) {
    return 'not started';
  }
  if (exp && today > exp) {
    return 'expired';
  }
  const stored = doc.status as DocumentStatus | null | undefined;
  return stored && (DOCUMENT_STATUSES as readonly string[]).includes(stored) ? stored : 'active';
}

/** Badge colours of spec 1 §4 (Mantine colour names). */
export function documentBadgeColor(status: DisplayedDocumentStatus): string {
  switch (status) {
    case 'expired':
    case 'Rejected':
      return 'red';
    case 'not started':
    case 'not available':
    case 'Not Available':
      return 'gray';
    case 'Pending':
      return 'yellow';
    case 'Accepted':
    case 'active':
      return 'green';
  }
}

/** Whole days from today (in the zone) to the expiration day: 0 on the day itself, negative once past. */
export function daysUntilExpiry(expirationDate: string, now: Date, zone: string = DEFAULT_TIME_ZONE): number {
  const today = Date.parse(`${calendarDateInZone(now, zone)}T00:00:00Z`);
  const expiry = Date.parse(`${expirationDate.slice(0, 10)}T00:00:00Z`);
  return Math.round((expiry - today) / 86_400_000);
}

/** The expiry alerts providers rely on: one 30 days ahead, one once expired. */
export type ExpiryAlert = 'expiring' | 'expired';
export const EXPIRY_WARNING_DAYS = 30;

/** The alert a document is due now, if any, given those already sent (each sent once per document). */
export function dueExpiryAlert(
  expirationDate: string | null | undefined,
  now: Date,
  alreadySent: readonly ExpiryAlert[],
  zone: string = DEFAULT_TIME_ZONE,
): ExpiryAlert | null {
  if (!expirationDate) {
    return null;
  }
  const days = daysUntilExpiry(expirationDate, now, zone);
  if (days < 0) {
    return alreadySent.includes('expired') ? null : 'expired';
  }
  if (days <= EXPIRY_WARNING_DAYS && !alreadySent.includes('expiring')) {
    return 'expiring';
  }
  return null;
}

/** The seven required staff documents (spec 1 §2.7); any other goes under Others. */
export const REQUIRED_STAFF_DOCUMENTS = [
  'Current First Aid Certificate',
  'Current Police Check',
  'NDIS Orientation Module Certificate',
  'Working With Vulnerable People Card',
  "Australian Driver's License",
  'Comprehensive Car Insurance Certificate',
  'Relevant Academic Certificate',
] as const;

/** The twelve predefined client form documents (spec 1 §2.3, §2.6): slug, name, required, available. */
export const CLIENT_FORM_DOCUMENTS = [
  { slug: 'service-agreement', name: 'Service Agreement', required: true, available: true },
  { slug: 'safety-plan', name: 'Safety Plan', required: true, available: false },
  { slug: 'consent-form', name: 'Consent Form', required: true, available: true },
  { slug: 'support-plan', name: 'Support Plan', required: true, available: true },
  { slug: 'page-participant-profile', name: 'Page Participant Profile', required: false, available: true },
  { slug: 'participant-checklist', name: 'Participant Checklist', required: false, available: true },
  { slug: 'referral-form', name: 'Referral Form', required: false, available: true },
  { slug: 'skill-development', name: 'Skill Development', required: false, available: true },
  { slug: 'goal-plan', name: 'Goal Plan', required: false, available: true },
  { slug: 'support-plan-review', name: 'Support Plan Review', required: false, available: true },
  { slug: 'mealtime-management', name: 'Mealtime Management', required: false, available: false },
  { slug: 'incident-report', name: 'Incident Report', required: false, available: true },
] as const;

/** The documents the client's own portal lists as required (spec 1 §2.6, spec 3 §3). */
export const CLIENT_PORTAL_REQUIRED_DOCUMENTS = [
  { name: 'Support Plan', available: false },
  { name: 'Mealtime Management', available: false },
  { name: 'Incident Report', available: true },
  { name: 'Medication Plan', available: false },
] as const;

/** The role filter the review screens load by (spec 1 §2.7). */
export const DOCUMENT_USER_ROLES = ['Admin', 'Staff', 'Client'] as const;
export type DocumentUserRole = (typeof DOCUMENT_USER_ROLES)[number];

/** A required document's row: the newest upload of that name, or none yet (Not Available). */
export interface RequiredDocumentRow<D> {
  name: string;
  document: D | null;
}

/**
 * Splits a person's documents into the rows of the required tables (the newest upload of each
 * required name, matched in any letter case) and Others (every other document, older copies of a
 * required one included). Archived documents are left out: they live on the review screens.
 */
export function groupRequiredDocuments<
  D extends { documentName: string; isArchived: boolean; dateCreated: string },
>(
  requiredNames: readonly string[],
  documents: readonly D[],
): { required: RequiredDocumentRow<D>[]; others: D[] } {
  const current = documents
    .filter((d) => !d.isArchived)
    .sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));
  const key = (name: string) => name.trim().toLowerCase();
  const used = new Set<D>();
  const required = requiredNames.map((name) => {
    const document = current.find((d) => key(d.documentName) === key(name)) ?? null;
    if (document) {
      used.add(document);
    }
    return { name, document };
  });
  return { required, others: current.filter((d) => !used.has(d)) };
}

/** What a person should act on among their own documents (the staff and client homes). */
export interface DocumentAttention {
  /** Required names with no current upload. */
  missing: string[];
  rejected: number;
  expired: number;
  /** Not yet expired, expiring within 30 days. */
  expiring: number;
  /** Client documents waiting for the owner's consent. */
  consent: number;
}

/** Counts a person's documents that need them: missing, rejected, expired, expiring soon, awaiting consent. */
export function documentAttention<
  D extends {
    documentName: string;
    isArchived: boolean;
    dateCreated: string;
    status: string;
    expirationDate: string | null;
    consentStatus?: string | null;
  },
>(
  requiredNames: readonly string[],
  documents: readonly D[],
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): DocumentAttention {
  const { required } = groupRequiredDocuments(requiredNames, documents);
  const current = documents.filter((d) => !d.isArchived);
  const days = (d: D) => (d.expirationDate ? daysUntilExpiry(d.expirationDate, now, zone) : null);
  return {
    missing: required.filter((r) => r.document === null).map((r) => r.name),
    rejected: current.filter((d) => d.status === 'Rejected').length,
    expired: current.filter((d) => (days(d) ?? 0) < 0).length,
    expiring: current.filter((d) => {
      const left = days(d);
      return left !== null && left >= 0 && left <= EXPIRY_WARNING_DAYS;
    }).length,
    consent: current.filter((d) => d.consentStatus === 'Requested').length,
  };
}
