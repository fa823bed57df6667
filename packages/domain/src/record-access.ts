import type { DocumentUserRole } from './documents.ts';
import type { PersonKind } from './people-rules.ts';
import { can, type Principal } from './permissions.ts';
import { isAdminRole, seesOnlyAuditApproved } from './roles.ts';
import { ROSTER_LIMITS } from './roster/roster-lists.ts';

/**
 * The signed-in user a record is read for; `asOf` is the request's instant (the server's injected
 * clock), which the grants bound in time read.
 */
export type Reader = (Principal & { uid: string; asOf?: Date }) | null | undefined;

/**
 * One way a user comes to see a person's record; a user sees a record when any of their grants
 * matches it, and nothing when they have none.
 * - `all`: every record of the kind in the company.
 * - `auditApproved`: records approved for auditing (spec 1 §4).
 * - `own`: the record linked to their sign-in.
 * - `assignedToProvider`: clients assigned to them as a service provider (spec 1 §2.5).
 * - `managedByThem`: clients whose care manager they are (spec 1 §7.2).
 * - `supportedByThem`: clients they support, by the roster (see `supportWindow`).
 */
export type RecordGrant =
  | 'all'
  | 'auditApproved'
  | 'own'
  | 'assignedToProvider'
  | 'managedByThem'
  | 'supportedByThem';

/** What the grants are checked against: the record's sign-in, audit approval and care team. */
export interface PersonFacts {
  userId: string | null;
  auditApproved?: boolean;
  careManagerId?: string | null;
  /** The sign-ins of the service providers the client is assigned to. */
  providerUserIds?: readonly string[];
  /** The sign-ins of the staff members who support the client (a shift with them in `supportWindow`). */
  supportedByUserIds?: readonly string[];
}

/**
 * When a staff member supports a client: a shift with them, not Cancelled, that overlaps the 90
 * days before `now` to the 30 days after (ROSTER_LIMITS): their recent and coming clients.
 */
export function supportWindow(now: Date): { from: Date; to: Date } {
  const day = 86_400_000;
  return {
    from: new Date(now.getTime() - ROSTER_LIMITS.supportedDaysBack * day),
    to: new Date(now.getTime() + ROSTER_LIMITS.supportedDaysAhead * day),
  };
}

/** The claim that lets a user of any role look after every record of a kind. */
export const EDIT_CLAIM_OF: Record<PersonKind, string> = {
  administrator: 'Edit Administrator',
  staff: 'Edit Staff',
  client: 'Edit Client',
};

export const KIND_OF_DOCUMENT_OWNER: Record<DocumentUserRole, PersonKind> = {
  Admin: 'administrator',
  Staff: 'staff',
  Client: 'client',
};

/**
 * Which of the company's records of a kind a user may read. Admins: all. Auditors: clients and staff
 * approved for auditing, and the administrators (spec 1 §4). Holders of the kind's Edit claim: all.
 * Staff: the clients they support (a shift with them in `supportWindow`) and their own staff record. A service provider:
 * the clients assigned to them; a care manager: the clients they manage; anyone else: their own.
 */
export function personScope(who: Reader, kind: PersonKind): RecordGrant[] {
  if (!who) {
    return [];
  }
  if (isAdminRole(who.role)) {
    return ['all'];
  }
  if (seesOnlyAuditApproved(who.role)) {
    return kind === 'administrator' ? ['all'] : ['auditApproved'];
  }
  if (who.claims.includes(EDIT_CLAIM_OF[kind])) {
    return ['all'];
  }
  if (kind !== 'client') {
    return ['own'];
  }
  switch (who.role) {
    case 'Staff':
      return ['supportedByThem'];
    case 'ServiceProvider':
      return ['assignedToProvider'];
    case 'CareManager':
      return ['managedByThem'];
    default:
      return ['own'];
  }
}

/**
 * Who the people named in the company's work records (attendances, their splits, timesheets, the
 * staff member of an expenditure row) may be, for a reader whose route already lets them read those
 * records: an auditor only audit-approved staff and clients (spec 1 §4, spec 3 §6), anyone else all
 * of them (their route narrows them otherwise: a support worker to their own attendances, a
 * client's record to those who reach the client).
 */
export function workRecordScope(who: Reader): RecordGrant[] {
  if (!who) {
    return [];
  }
  return seesOnlyAuditApproved(who.role) ? ['auditApproved'] : ['all'];
}

/** The people a work record names: its staff member (if any) and its clients. */
export interface WorkRecordPeople {
  staff: PersonFacts | null;
  clients: readonly PersonFacts[];
}

/**
 * Whether the reader may see a work record (an attendance and its splits): when the scope matches its
 * staff member and every one of its clients (issue 24: an attendance carries the clock-in positions
 * and the first client's home address).
 */
export function canSeeWorkRecord(who: Reader, people: WorkRecordPeople): boolean {
  const grants = workRecordScope(who);
  const sees = (p: PersonFacts) => anyMatches(grants, who, p);
  return (people.staff === null || sees(people.staff)) && people.clients.every(sees);
}

/** True when the grant lets the reader see the record. */
export function grantMatches(grant: RecordGrant, who: { uid: string }, record: PersonFacts): boolean {
  switch (grant) {
    case 'all':
      return true;
    case 'auditApproved':
      return record.auditApproved === true;
    case 'own':
      return record.userId !== null && record.userId === who.uid;
    case 'assignedToProvider':
      return (record.providerUserIds ?? []).includes(who.uid);
    case 'managedByThem':
      return record.careManagerId != null && record.careManagerId === who.uid;
    case 'supportedByThem':
      return (record.supportedByUserIds ?? []).includes(who.uid);
  }
}

const anyMatches = (grants: readonly RecordGrant[], who: Reader, record: PersonFacts) =>
  !!who && grants.some((g) => grantMatches(g, who, record));

/** Whether the user may read this person's record (profile, photo, signature, offer letter). */
export function canSeePerson(who: Reader, kind: PersonKind, record: PersonFacts): boolean {
  return anyMatches(personScope(who, kind), who, record);
}

/**
 * Which people's documents a user may read: those of the records they see, narrowed to reviewers
 * (admins, auditors) and holders of the kind's Edit claim; anyone else sees only their own (spec 1
 * §6). So a support worker sees the clients but not their documents, and a provider no documents.
 */
export function documentScope(who: Reader, ownerRole: DocumentUserRole): RecordGrant[] {
  if (!who) {
    return [];
  }
  const kind = KIND_OF_DOCUMENT_OWNER[ownerRole];
  const grants = personScope(who, kind);
  const reviews =
    can(who, 'document.viewAll') || (ownerRole !== 'Admin' && who.claims.includes(EDIT_CLAIM_OF[kind]));
  return reviews ? grants : grants.filter((g) => g === 'own');
}

/** Whether the user may read a document (and its file) of this owner. */
export function canSeeDocumentOf(who: Reader, ownerRole: DocumentUserRole, owner: PersonFacts): boolean {
  return anyMatches(documentScope(who, ownerRole), who, owner);
}

/** A record a stored file belongs to. */
export type FileHolder =
  | { kind: 'document'; ownerRole: DocumentUserRole; owner: PersonFacts }
  | { kind: 'person'; personKind: PersonKind; person: PersonFacts }
  | { kind: 'template' }
  | { kind: 'mail' }
  /** A ticket's attachment: its raiser and the office that answers tickets (spec 3 §6). */
  | { kind: 'ticket'; raisedBy: string | null }
  /** A message's attachment: its sender and its recipient (one holder per recipient's row). */
  | { kind: 'message'; senderId: string | null; recipientId: string }
  /** A policy's file: whoever may read the company's policies. */
  | { kind: 'policy' };

function canSeeHolder(who: Reader, holder: FileHolder): boolean {
  switch (holder.kind) {
    case 'document':
      return canSeeDocumentOf(who, holder.ownerRole, holder.owner);
    case 'person':
      return canSeePerson(who, holder.personKind, holder.person);
    case 'template':
      return can(who, 'staff.add');
    case 'mail':
      return can(who, 'mailbox.view');
    case 'ticket':
      return (holder.raisedBy !== null && holder.raisedBy === who?.uid) || can(who, 'ticket.manage');
    case 'message':
      return who?.uid !== undefined && (holder.senderId === who.uid || holder.recipientId === who.uid);
    case 'policy':
      return can(who, 'policy.view');
  }
}

/**
 * Whether the user may read a stored file: exactly those who may read a record it belongs to (a
 * document, a person's photo, signature or offer letter, a template, a mail's attachment). A file no
 * record holds (an upload test, a replaced photo) is its uploader's alone.
 */
export function canReadFile(who: Reader, holders: readonly FileHolder[], uploadedBy: string | null): boolean {
  if (!who) {
    return false;
  }
  if (holders.length === 0) {
    return uploadedBy !== null && uploadedBy === who.uid;
  }
  return holders.some((h) => canSeeHolder(who, h));
}
