import type { DocumentUserRole, PersonFacts, PersonKind, RecordGrant } from '@care/domain';
import { KIND_OF_DOCUMENT_OWNER, supportWindow } from '@care/domain';
import { and, type Column, eq, gt, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  clientServiceProviders,
  profiles,
  serviceProviders,
  shiftRosterClients,
  shiftRosters,
  staffs,
} from '../../db/schema/index.ts';
import { tableOf } from './people-tables.repo.ts';

/** The reader's sign-in id in SQL: a value, or the placeholder of a prepared statement. */
export type ReaderId = string | ReturnType<typeof sql.placeholder>;

/** An instant in SQL: a value, or the placeholder of a prepared statement. */
export type ReaderTime = Date | ReturnType<typeof sql.placeholder>;

/** The bounds of the reader's support window (`supportWindow` of the domain), for `supportedByThem`. */
export interface SupportBounds {
  from: ReaderTime;
  to: ReaderTime;
}

/** The bounds of the window around the request's instant, as values. */
export const supportBounds = (asOf: Date): SupportBounds => supportWindow(asOf);

const timeValue = (t: ReaderTime) => (t instanceof Date ? t.toISOString() : t);

/** A shift of the client (in `profiles` scope), not Cancelled, with `staffUser` on it, in the window. */
const supportingShift = (staffUser: SQL, bounds: SupportBounds) =>
  sql`exists (select 1 from ${shiftRosterClients} inner join ${shiftRosters} on ${shiftRosters.id} = ${shiftRosterClients.shiftRosterId} inner join ${staffs} on ${staffs.id} = ${shiftRosters.staffId} where ${shiftRosterClients.profileId} = ${profiles.id} and ${shiftRosterClients.companyId} = ${profiles.companyId} and ${staffUser} and (${shiftRosters.status} is null or ${shiftRosters.status} <> 'Cancelled') and ${shiftRosters.dateTo} > ${timeValue(bounds.from)} and ${shiftRosters.dateFrom} < ${timeValue(bounds.to)})`;

/** The clients whose assigned service provider signs in as `uid` (for `profiles` in scope). */
const assignedTo = (uid: ReaderId) =>
  sql`exists (select 1 from ${clientServiceProviders} inner join ${serviceProviders} on ${serviceProviders.id} = ${clientServiceProviders.serviceProvidersId} where ${clientServiceProviders.profileId} = ${profiles.id} and ${clientServiceProviders.companyId} = ${profiles.companyId} and ${serviceProviders.userId} = ${uid})`;

/** One grant of the domain's `personScope` as a condition on the kind's table. */
function grantSql(kind: PersonKind, grant: RecordGrant, uid: ReaderId, bounds?: SupportBounds): SQL {
  switch (grant) {
    case 'all':
      return sql`true`;
    case 'own':
      return sql`${tableOf(kind).userId} = ${uid}`;
    case 'auditApproved':
      return kind === 'client'
        ? sql`${profiles.auditApproved} = true`
        : kind === 'staff'
          ? sql`${staffs.auditApproved} = true`
          : sql`false`;
    case 'assignedToProvider':
      return kind === 'client' ? assignedTo(uid) : sql`false`;
    case 'managedByThem':
      return kind === 'client' ? sql`${profiles.careManagerId} = ${uid}` : sql`false`;
    case 'supportedByThem':
      if (kind !== 'client') {
        return sql`false`;
      }
      if (!bounds) {
        // A caller that forgot the request's instant must not fall back on the database's clock.
        throw new Error('supportedByThem needs the support window of the request');
      }
      return supportingShift(sql`${staffs.userId} = ${uid}`, bounds);
  }
}

/**
 * The records of the kind the grants let the reader see, as a condition on the kind's table in
 * scope (record-access in the domain decides the grants; this only says them in SQL).
 */
export function visiblePeople(
  kind: PersonKind,
  grants: readonly RecordGrant[],
  uid: ReaderId,
  bounds?: SupportBounds,
): SQL {
  if (grants.length === 0) {
    return sql`false`;
  }
  return sql`(${sql.join(
    grants.map((g) => grantSql(kind, g, uid, bounds)),
    sql` or `,
  )})`;
}

/** The documents (or other rows) whose owner, in `ownerId`, is a person of the kind the grants let the reader see. */
export function visibleOwner(
  ownerRole: DocumentUserRole,
  grants: readonly RecordGrant[],
  uid: ReaderId,
  ownerId: Column,
): SQL {
  if (grants.includes('all')) {
    return sql`true`;
  }
  if (grants.length === 0) {
    return sql`false`;
  }
  const kind = KIND_OF_DOCUMENT_OWNER[ownerRole];
  const t = tableOf(kind);
  return sql`exists (select 1 from ${t} where ${t.id} = ${ownerId} and ${visiblePeople(kind, grants, uid)})`;
}

/**
 * The work records (attendances, their splits) whose staff member, in `staffId`, and every client of
 * whose shift, in `shiftRosterId`, the grants (the domain's `workRecordScope`) let the reader see.
 */
export function visibleWorkRecord(
  grants: readonly RecordGrant[],
  uid: ReaderId,
  staffId: Column,
  shiftRosterId: Column,
): SQL {
  if (grants.includes('all')) {
    return sql`true`;
  }
  if (grants.length === 0) {
    return sql`false`;
  }
  return sql`(${visibleStaffOf(grants, uid, staffId)} and not exists (select 1 from ${shiftRosterClients} inner join ${profiles} on ${profiles.id} = ${shiftRosterClients.profileId} where ${shiftRosterClients.shiftRosterId} = ${shiftRosterId} and not coalesce(${visiblePeople('client', grants, uid)}, false)))`;
}

/** The rows whose staff member, in `staffId`, the grants let the reader see (a null staff member: none). */
export function visibleStaffOf(grants: readonly RecordGrant[], uid: ReaderId, staffId: Column): SQL {
  if (grants.includes('all')) {
    return sql`true`;
  }
  if (grants.length === 0) {
    return sql`false`;
  }
  return sql`exists (select 1 from ${staffs} where ${staffs.id} = ${staffId} and coalesce(${visiblePeople('staff', grants, uid)}, false))`;
}

/** The rows whose client, in `profileId`, the grants let the reader see (a null client: none). */
export function visibleClientOf(grants: readonly RecordGrant[], uid: ReaderId, profileId: Column): SQL {
  if (grants.includes('all')) {
    return sql`true`;
  }
  if (grants.length === 0) {
    return sql`false`;
  }
  return sql`exists (select 1 from ${profiles} where ${profiles.id} = ${profileId} and coalesce(${visiblePeople('client', grants, uid)}, false))`;
}

/**
 * What the domain's record rules look at of one person: sign-in, audit approval, care team and,
 * given the request's instant, the staff who support a client (without it, none: fails closed).
 */
export async function personFacts(
  db: Queryable,
  kind: PersonKind,
  companyId: string,
  id: string,
  asOf?: Date,
): Promise<PersonFacts | undefined> {
  const t = tableOf(kind);
  const [row] = await db
    .select({
      userId: t.userId,
      auditApproved: kind === 'administrator' ? sql<boolean>`false` : sql<boolean>`${t.auditApproved}`,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  if (!row || kind !== 'client') {
    return row;
  }
  const [client] = await db
    .select({ careManagerId: profiles.careManagerId })
    .from(profiles)
    .where(eq(profiles.id, id));
  const providers = await db
    .select({ userId: serviceProviders.userId })
    .from(clientServiceProviders)
    .innerJoin(serviceProviders, eq(serviceProviders.id, clientServiceProviders.serviceProvidersId))
    .where(and(eq(clientServiceProviders.companyId, companyId), eq(clientServiceProviders.profileId, id)));
  return {
    ...row,
    careManagerId: client?.careManagerId ?? null,
    providerUserIds: providers.flatMap((p) => (p.userId ? [p.userId] : [])),
    supportedByUserIds: asOf ? await supportingUsers(db, companyId, id, asOf) : [],
  };
}

/** The sign-ins of the staff with a shift with the client in the window around `asOf`. */
async function supportingUsers(db: Queryable, companyId: string, profileId: string, asOf: Date) {
  const { from, to } = supportWindow(asOf);
  const rows = await db
    .selectDistinct({ userId: staffs.userId })
    .from(shiftRosterClients)
    .innerJoin(shiftRosters, eq(shiftRosters.id, shiftRosterClients.shiftRosterId))
    .innerJoin(staffs, eq(staffs.id, shiftRosters.staffId))
    .where(
      and(
        eq(shiftRosterClients.companyId, companyId),
        eq(shiftRosterClients.profileId, profileId),
        isNotNull(staffs.userId),
        or(isNull(shiftRosters.status), ne(shiftRosters.status, 'Cancelled')),
        gt(shiftRosters.dateTo, from),
        lt(shiftRosters.dateFrom, to),
      ),
    );
  return rows.flatMap((r) => (r.userId ? [r.userId] : []));
}
