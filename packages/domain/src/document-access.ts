import { canApplyDocumentAction, type DocumentAction, type DocumentUserRole } from './documents.ts';
import { can, type Principal } from './permissions.ts';
import { canSeeDocumentOf } from './record-access.ts';

type Who = (Principal & { uid: string }) | null | undefined;

/** The claim that lets a non-admin look after another person's documents of that kind. */
const CLAIM_FOR: Record<DocumentUserRole, string | null> = {
  Admin: null,
  Staff: 'Edit Staff',
  Client: 'Edit Client',
};

/**
 * Who may see a person's documents, knowing only the owner's sign-in: reviewers, the person
 * themselves and holders of the kind's Edit claim (`canSeeDocumentOf` in record-access, which the
 * server applies with the owner's audit approval too).
 */
export function canSeeDocumentsOf(
  who: Who,
  ownerRole: DocumentUserRole,
  ownerUserId: string | null,
  ownerAuditApproved = false,
): boolean {
  return canSeeDocumentOf(who, ownerRole, { userId: ownerUserId, auditApproved: ownerAuditApproved });
}

/**
 * Who may upload, replace or delete a person's documents: admins, the person themselves, and holders
 * of the kind's Edit claim (spec 1 §6); never an Auditor.
 */
export function canManageDocumentsOf(
  who: Who,
  ownerRole: DocumentUserRole,
  ownerUserId: string | null,
): boolean {
  if (!who || who.role === 'Auditor') {
    return false;
  }
  const claim = CLAIM_FOR[ownerRole];
  return (
    can(who, 'document.review') ||
    (ownerUserId !== null && ownerUserId === who.uid) ||
    (claim !== null && who.claims.includes(claim))
  );
}

/** A row action on a document as the screens offer it. */
export type DocumentRowAction =
  | 'edit'
  | 'accept'
  | 'reject'
  | 'archive'
  | 'restore'
  | 'delete'
  | 'requestConsent'
  | 'approveConsent';

export interface DocumentState {
  status: string;
  isArchived: boolean;
  userRole: DocumentUserRole;
  consentStatus?: string | null;
}

/**
 * The actions a user may take on a document now: their rights (spec 1 §6: auditors never edit,
 * delete, accept, reject or archive; clients never request consent) within what the stored status
 * allows (spec 1 §4). `ownerUserId` is the sign-in of the document's owner, if any.
 */
export function documentRowActions(
  who: Who,
  doc: DocumentState,
  ownerUserId: string | null,
): DocumentRowAction[] {
  if (!who) {
    return [];
  }
  const actions: DocumentRowAction[] = [];
  const manages = canManageDocumentsOf(who, doc.userRole, ownerUserId);
  const reviews = can(who, 'document.review');
  const allowed = (a: DocumentAction) => canApplyDocumentAction(doc.status, a);
  if (manages && can(who, 'document.edit')) {
    actions.push('edit');
  }
  if (reviews && allowed('accept')) {
    actions.push('accept');
  }
  if (reviews && allowed('reject')) {
    actions.push('reject');
  }
  if (reviews) {
    actions.push(doc.isArchived ? 'restore' : 'archive');
  }
  if (manages && can(who, 'document.delete')) {
    actions.push('delete');
  }
  if (
    doc.userRole === 'Client' &&
    can(who, 'document.requestConsent') &&
    canSeeDocumentsOf(who, doc.userRole, ownerUserId) &&
    allowed('requestConsent') &&
    !doc.consentStatus
  ) {
    actions.push('requestConsent');
  }
  if (
    doc.userRole === 'Client' &&
    doc.consentStatus === 'Requested' &&
    can(who, 'document.approveConsent') &&
    ownerUserId === who.uid
  ) {
    actions.push('approveConsent');
  }
  return actions;
}
