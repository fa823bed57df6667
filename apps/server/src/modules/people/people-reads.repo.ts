import type { PersonKind } from '@care/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { staffs } from '../../db/schema/index.ts';
import { tableOf } from './people-tables.repo.ts';

// The reads of the people tables (administrators, staffs, profiles) that other areas use instead of
// reading those tables themselves.

/** The few fields the write paths need of a person. */
export async function findPerson(db: Queryable, kind: PersonKind, companyId: string, id: string) {
  const t = tableOf(kind);
  const rows = await db
    .select({
      id: t.id,
      userId: t.userId,
      firstName: t.firstName,
      surName: t.surName,
      email: t.email,
      isActive: t.isActive,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  return rows[0];
}

/** The signed-in user's own record of this kind, if any. */
export async function findPersonByUser(db: Queryable, kind: PersonKind, companyId: string, userId: string) {
  const t = tableOf(kind);
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.userId, userId)))
    .limit(1);
  return rows[0];
}

/** The staff record a signed-in Staff user is, in their company; undefined when none is linked. */
export async function staffOfUser(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<string | undefined> {
  return (await findPersonByUser(db, 'staff', companyId, userId))?.id;
}

/** The sign-ins of the company's staff records approved for auditing: whom an auditor may read of staff. */
export async function auditApprovedStaffUsers(db: Queryable, companyId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: staffs.userId })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.auditApproved, true)));
  return new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])));
}

/** The client profile a signed-in Client user is, in their company; undefined when none is linked. */
export async function clientOfUser(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<string | undefined> {
  return (await findPersonByUser(db, 'client', companyId, userId))?.id;
}

/**
 * The person's row locked for the rest of the transaction (their id, or undefined when not of the
 * company): two saves about one person run one after the other, the second seeing the first's rows.
 */
export async function lockPerson(db: Queryable, kind: PersonKind, companyId: string, id: string) {
  const t = tableOf(kind);
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .for('update');
  return row;
}

/** A person's name as stored: what `fullName` of the domain builds the display name from. */
export interface NameParts {
  firstName: string;
  middleName: string | null;
  surName: string;
}

/** The names of the company's people of a kind among `ids`, by id (an id not of the company is absent). */
export async function namePartsOf(
  db: Queryable,
  kind: PersonKind,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, NameParts>> {
  if (ids.length === 0) {
    return new Map();
  }
  const t = tableOf(kind);
  const rows = await db
    .select({ id: t.id, firstName: t.firstName, middleName: t.middleName, surName: t.surName })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.id, [...ids])));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** Whether each of the company's people of a kind among `ids` is active, by id (absent: not of the company). */
export async function activeOf(
  db: Queryable,
  kind: PersonKind,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, boolean>> {
  if (ids.length === 0) {
    return new Map();
  }
  const t = tableOf(kind);
  const rows = await db
    .select({ id: t.id, isActive: t.isActive })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.isActive]));
}

/** What telling staff members needs: their sign-in (for the notice), e-mail and names; of the company's among `ids`. */
export async function staffContacts(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) {
    return [];
  }
  // The staff table itself: a staff member always has an e-mail (a client may not).
  const t = staffs;
  return db
    .select({
      staffId: t.id,
      userId: t.userId,
      email: t.email,
      firstName: t.firstName,
      middleName: t.middleName,
      surName: t.surName,
      isActive: t.isActive,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.id, [...ids])));
}

/** What telling a staff member needs (see `staffContacts`), or undefined when not of the company. */
export async function staffContact(db: Queryable, companyId: string, staffId: string) {
  const [row] = await staffContacts(db, companyId, [staffId]);
  return row;
}

/**
 * The ids of the company's staff: among `ids` when given, and within `visible` (a reader's scope over
 * staff, record-rules `workRecordStaffScope`) when given.
 */
export async function companyStaffIds(
  db: Queryable,
  companyId: string,
  f: { ids?: readonly string[]; visible?: SQL | undefined } = {},
): Promise<string[]> {
  if (f.ids?.length === 0) {
    return [];
  }
  const t = tableOf('staff');
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), f.ids ? inArray(t.id, [...f.ids]) : undefined, f.visible));
  return rows.map((r) => r.id);
}

/** A staff member's payroll employee id and name (issue 28: Post Staff Timesheet); undefined when not the company's. */
export async function staffPayrollOf(db: Queryable, companyId: string, staffId: string) {
  const t = staffs;
  const [row] = await db
    .select({ id: t.id, employeeId: t.employeeId, firstName: t.firstName, surName: t.surName })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, staffId)))
    .limit(1);
  return row;
}

/** The clients' addresses on one line each ("12 Example St, Parramatta NSW 2150"), by id. */
export async function clientAddresses(
  db: Queryable,
  companyId: string,
  profileIds: readonly string[],
): Promise<Map<string, string>> {
  if (profileIds.length === 0) {
    return new Map();
  }
  const t = tableOf('client');
  const rows = await db
    .select({
      id: t.id,
      address: t.address,
      suburb: t.suburb,
      city: t.city,
      state: t.state,
      postcode: t.postcode,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.id, [...profileIds])));
  const line = (r: (typeof rows)[number]) => {
    const place = [r.suburb || r.city, r.state, r.postcode].filter((x) => x?.trim()).join(' ');
    return [r.address, place].filter((x) => x?.trim()).join(', ');
  };
  return new Map(rows.map((r) => [r.id, line(r)]));
}

/** Who funds a client, with the name the Support at Home area shows: undefined when not the company's. */
export async function clientFunding(db: Queryable, companyId: string, profileId: string) {
  const t = tableOf('client');
  const [row] = await db
    .select({ id: t.id, firstName: t.firstName, surName: t.surName, fundingProgram: t.fundingProgram })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, profileId)))
    .limit(1);
  return row;
}

/**
 * The company's clients funded by a program (active ones), with what a mailed statement needs:
 * name, e-mail and postal address (Support at Home statements, issue 39 item 5).
 */
export async function clientsOfProgram(db: Queryable, companyId: string, program: string) {
  const t = tableOf('client');
  return db
    .select({
      id: t.id,
      firstName: t.firstName,
      surName: t.surName,
      email: t.email,
      address: t.address,
      suburb: t.suburb,
      state: t.state,
      postcode: t.postcode,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.fundingProgram, program), eq(t.isActive, true)))
    .orderBy(t.firstName, t.surName, t.id);
}
