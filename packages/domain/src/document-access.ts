import type { DocumentUserRole } from './documents.ts';
import { can, type Principal } from './permissions.ts';

type Who = (Principal & { uid: string }) | null | undefined;

/** The claim that lets a non-admin look after another person's documents of that kind. */
const CLAIM_FOR: Record<DocumentUserRole, string | null> = {
  Admin: null,
  Staff: 'Edit Staff',
  Client: 'Edit Client',
};

/**
 * Who may see a person's documents: reviewers (admins, auditors), the person themselves, and holders
 * of the kind's Edit claim.
 */
export function canSeeDocumentsOf(
  who: Who,
  ownerRole: DocumentUserRole,
  ownerUserId: string | null,
): boolean {
  if (!who) {
    return false;
  }
  const claim = CLAIM_FOR[ownerRole];
  return (
    can(who, 'document.viewAll') ||
    (ownerUserId !== null && ownerUserId === who.uid) ||
    (claim !== null && who.claims.includes(claim))
  );
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
