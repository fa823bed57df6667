import {
  canSeeDocumentOf,
  canSeePerson,
  canSeeWorkRecord,
  type DocumentUserRole,
  KIND_OF_DOCUMENT_OWNER,
  type PersonFacts,
  type PersonKind,
  personScope,
  type RecordGrant,
  workRecordScope,
} from '@care/domain';
import type { Column, SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import {
  personFacts,
  visibleClientOf,
  visiblePeople,
  visibleStaffOf,
  visibleWorkRecord,
} from './record-scope.repo.ts';

// The record rules as the areas' use cases apply them (record-access in the domain decides; the
// facts and their SQL are the people area's). The kernel's route-level check (http/record-rules.ts)
// gets the same facts through the app's dependencies.

/**
 * The one place that says whether this principal reaches this person's record (record-access in the
 * domain decides; the facts come from the people area). Refused as 404, as if there were no one, so
 * a record's existence is not told to someone who may not see it.
 */
export async function assertReachesPerson(
  db: Queryable,
  principal: Principal,
  kind: PersonKind,
  id: string,
): Promise<void> {
  if (!(await reachesPerson(db, principal, kind, id))) {
    throw notFound();
  }
}

/** Whether this principal reaches this person's record, for a use case that refuses otherwise than 404. */
export async function reachesPerson(
  db: Queryable,
  principal: Principal,
  kind: PersonKind,
  id: string,
): Promise<boolean> {
  const facts = await factsOfPerson(db, principal, kind, id);
  return facts !== undefined && canSeePerson(principal, kind, facts);
}

/**
 * A row of a person's record read by its own id (a care-record entry, a plan): the row when there is
 * one and the principal reaches the person it belongs to; otherwise 404, as for a missing row.
 */
export async function reachedRow<T>(
  db: Queryable,
  principal: Principal,
  kind: PersonKind,
  row: T | undefined,
  personOf: (row: T) => string,
): Promise<T> {
  if (row === undefined) {
    throw notFound();
  }
  await assertReachesPerson(db, principal, kind, personOf(row));
  return row;
}

/**
 * Refuses (404, as if there were no one) a person whose documents the principal may not read: the
 * documents of the records they reach, narrowed to reviewers and to one's own (`documentScope`).
 */
export async function assertSeesDocumentsOf(
  db: Queryable,
  principal: Principal,
  ownerRole: DocumentUserRole,
  id: string,
): Promise<void> {
  const facts = await factsOfPerson(db, principal, KIND_OF_DOCUMENT_OWNER[ownerRole], id);
  if (!facts || !canSeeDocumentOf(principal, ownerRole, facts)) {
    throw notFound();
  }
}

/**
 * What the record rules look at of one person of the principal's company, as of the request
 * (undefined when there is no such person): for a rule over several records, such as a stored file's.
 */
export const factsOfPerson = (
  db: Queryable,
  principal: Principal,
  kind: PersonKind,
  id: string,
): Promise<PersonFacts | undefined> => personFacts(db, kind, principal.companyId, id, principal.asOf);

/** The grants that scope a list of people of the kind to what the principal may see. */
export const personListScope = (principal: Principal, kind: PersonKind): RecordGrant[] =>
  personScope(principal, kind);

/** A reader's scope over work records, as a condition on a query's staff and shift columns. */
export type WorkRecordScope = (staffId: Column, shiftRosterId: Column) => SQL;

/**
 * The work records (attendances and their splits) this principal reaches among those their route
 * lets them read, for the repository to apply to its `staffId` and `shiftRosterId` columns: an
 * auditor only those whose staff member and every client are audit-approved (the domain's
 * `workRecordScope`).
 */
export const workRecordListScope =
  (principal: Principal): WorkRecordScope =>
  (staffId, shiftRosterId) =>
    visibleWorkRecord(workRecordScope(principal), principal.uid, staffId, shiftRosterId);

/** The staff members (of `staffs` in scope) whose work records this principal reaches. */
export const workRecordStaffScope = (principal: Principal): SQL =>
  visiblePeople('staff', workRecordScope(principal), principal.uid);

/**
 * Whether this principal may see the name of the staff member in `staffId` on a row of a record they
 * reach (an expenditure of a client): an auditor only an audit-approved one's.
 */
export const namedStaffScope =
  (principal: Principal): NamedStaffScope =>
  (staffId) =>
    visibleStaffOf(workRecordScope(principal), principal.uid, staffId);

/** A reader's scope over the staff a row names, as a condition on the row's staff column. */
export type NamedStaffScope = (staffId: Column) => SQL;

/**
 * Whether this principal may see the client in `profileId` on a row naming them (an incident): an
 * auditor only an audit-approved one's (the same work-record scope as `namedStaffScope`).
 */
export const namedClientScope =
  (principal: Principal): NamedClientScope =>
  (profileId) =>
    visibleClientOf(workRecordScope(principal), principal.uid, profileId);

/** A reader's scope over the client a row names, as a condition on the row's client column. */
export type NamedClientScope = (profileId: Column) => SQL;

/**
 * Refuses (404, as if there were none) a work record, or a person's list of them, naming someone
 * this principal may not see there: the staff member and the clients given.
 */
export async function assertReachesWorkRecord(
  db: Queryable,
  principal: Principal,
  people: { staffId?: string | null; clientIds?: readonly string[] },
): Promise<void> {
  const staff = people.staffId ? await factsOfPerson(db, principal, 'staff', people.staffId) : null;
  const clients = await readTogether(
    db,
    (people.clientIds ?? []).map((id) => () => factsOfPerson(db, principal, 'client', id)),
  );
  if (
    staff === undefined ||
    clients.some((c) => c === undefined) ||
    !canSeeWorkRecord(principal, { staff, clients: clients as PersonFacts[] })
  ) {
    throw notFound();
  }
}
