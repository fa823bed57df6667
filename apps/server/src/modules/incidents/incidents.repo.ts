import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql, personNameSql } from '../../db/person-name.ts';
import {
  incidentCounters,
  incidentKeyPersonnel,
  incidents,
  profiles,
  shiftRosterClients,
  shiftRosters,
  staffs,
  users,
} from '../../db/schema/index.ts';
import type { NamedClientScope, NamedStaffScope } from '../people/people.api.ts';

export type IncidentRow = typeof incidents.$inferSelect;
export type NewIncident = Omit<typeof incidents.$inferInsert, 'id' | 'incidentNo'>;
export type IncidentChange = Partial<Omit<typeof incidents.$inferInsert, 'id' | 'companyId' | 'incidentNo'>>;

/**
 * Which incidents a reader reaches: the office all; an auditor those whose participant and worker
 * (when named) are audit-approved; a worker or participant those they reported.
 */
export type IncidentReach =
  | { kind: 'all' }
  | { kind: 'named'; staff: NamedStaffScope; client: NamedClientScope }
  | { kind: 'reported'; userId: string };

/** An incident row with the names lists show. */
export interface IncidentWithNames extends IncidentRow {
  clientName: string | null;
  staffName: string | null;
}

function reachSql(reach: IncidentReach): SQL {
  switch (reach.kind) {
    case 'all':
      return sql`true`;
    case 'reported':
      return sql`${incidents.reportedByUserId} = ${reach.userId}`;
    case 'named':
      return sql`((${incidents.staffId} is null or ${reach.staff(incidents.staffId)}) and (${incidents.profileId} is null or ${reach.client(incidents.profileId)}))`;
  }
}

const clientNames = alias(profiles, 'incident_client');
const staffNames = alias(staffs, 'incident_staff');

const withNames = {
  clientName: sql<
    string | null
  >`case when ${clientNames.id} is null then null else ${personNameSql(clientNames)} end`,
  staffName: sql<
    string | null
  >`case when ${staffNames.id} is null then null else ${personNameSql(staffNames)} end`,
};

function selectWithNames(db: Queryable) {
  return db
    .select({ incident: incidents, ...withNames })
    .from(incidents)
    .leftJoin(clientNames, eq(clientNames.id, incidents.profileId))
    .leftJoin(staffNames, eq(staffNames.id, incidents.staffId));
}

const flatten = (rows: { incident: IncidentRow; clientName: string | null; staffName: string | null }[]) =>
  rows.map((r) => ({ ...r.incident, clientName: r.clientName, staffName: r.staffName }));

export interface IncidentFilter {
  status?: string;
  clientId?: string;
  staffId?: string;
  /** Only those of one shift: a worker reporting twice for a shift is offered the one there (issue 40). */
  shiftRosterId?: string;
  /** Only incidents not closed. */
  open?: boolean;
}

/** The company's incidents the reader reaches, newest first. */
export async function listIncidents(
  db: Queryable,
  companyId: string,
  reach: IncidentReach,
  filter: IncidentFilter = {},
): Promise<IncidentWithNames[]> {
  const rows = await selectWithNames(db)
    .where(
      and(
        eq(incidents.companyId, companyId),
        reachSql(reach),
        filter.status ? eq(incidents.status, filter.status) : undefined,
        filter.open ? ne(incidents.status, 'Closed') : undefined,
        filter.clientId ? eq(incidents.profileId, filter.clientId) : undefined,
        filter.staffId ? eq(incidents.staffId, filter.staffId) : undefined,
        filter.shiftRosterId ? eq(incidents.shiftRosterId, filter.shiftRosterId) : undefined,
      ),
    )
    .orderBy(desc(incidents.reportedAt), desc(incidents.incidentNo))
    .limit(500);
  return flatten(rows);
}

/** One incident of the company the reader reaches, or undefined. */
export async function findIncident(
  db: Queryable,
  companyId: string,
  id: string,
  reach: IncidentReach,
): Promise<IncidentWithNames | undefined> {
  const rows = await selectWithNames(db)
    .where(and(eq(incidents.companyId, companyId), eq(incidents.id, id), reachSql(reach)))
    .limit(1);
  return flatten(rows)[0];
}

/** Locks an incident of the company for the request's transaction. */
export async function lockIncident(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<IncidentRow | undefined> {
  const [row] = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.companyId, companyId), eq(incidents.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Takes the company's next incident number from its counter, atomically: one statement on the
 * company's row, so a concurrent report waits on the row and gets the number after (a `max + 1`
 * read let two reports take the same number and one be refused). A company without a row gets one
 * after its highest number: incidents written without the counter (the demo's seed) are not reused.
 */
async function takeIncidentNo(db: Queryable, companyId: string): Promise<number> {
  const afterHighest = sql<number>`(select coalesce(max(${incidents.incidentNo}), 0) + 2 from ${incidents} where ${incidents.companyId} = ${companyId})`;
  const [row] = await db
    .insert(incidentCounters)
    .values({ companyId, nextIncidentNo: afterHighest })
    .onConflictDoUpdate({
      target: incidentCounters.companyId,
      set: { nextIncidentNo: sql`${incidentCounters.nextIncidentNo} + 1` },
    })
    .returning({ taken: sql<number>`${incidentCounters.nextIncidentNo} - 1` });
  return Number(row?.taken ?? 1);
}

/** Adds an incident with the company's next number. */
export async function insertIncident(
  db: Queryable,
  values: NewIncident,
): Promise<{ id: string; incidentNo: number }> {
  const incidentNo = await takeIncidentNo(db, values.companyId);
  const [row] = await db
    .insert(incidents)
    .values({ ...values, incidentNo })
    .returning({ id: incidents.id, incidentNo: incidents.incidentNo });
  if (!row) {
    throw new Error('incident insert returned nothing');
  }
  return row;
}

export async function updateIncident(db: Queryable, companyId: string, id: string, change: IncidentChange) {
  await db
    .update(incidents)
    .set(change)
    .where(and(eq(incidents.companyId, companyId), eq(incidents.id, id)));
}

/** The incidents linked to the given shift reports, by report id (issue 40: one a report). */
export async function incidentsOfReports(
  db: Queryable,
  companyId: string,
  shiftReportIds: readonly string[],
) {
  if (shiftReportIds.length === 0) {
    return [];
  }
  return db
    .select({
      id: incidents.id,
      incidentNo: incidents.incidentNo,
      title: incidents.title,
      occurredAt: incidents.occurredAt,
      status: incidents.status,
      shiftReportId: incidents.shiftReportId,
    })
    .from(incidents)
    .where(and(eq(incidents.companyId, companyId), inArray(incidents.shiftReportId, [...shiftReportIds])));
}

/** Of the given shifts, those with an incident: for the Shift Reports list and the roster card. */
export async function shiftsWithIncident(
  db: Queryable,
  companyId: string,
  shiftRosterIds: readonly string[],
): Promise<Set<string>> {
  if (shiftRosterIds.length === 0) {
    return new Set();
  }
  const rows = await db
    .selectDistinct({ shiftRosterId: incidents.shiftRosterId })
    .from(incidents)
    .where(and(eq(incidents.companyId, companyId), inArray(incidents.shiftRosterId, [...shiftRosterIds])));
  return new Set(rows.flatMap((r) => (r.shiftRosterId ? [r.shiftRosterId] : [])));
}

/** The company's key personnel: active users, with their names and mail addresses. */
export async function keyPersonnelOf(db: Queryable, companyId: string) {
  return db
    .select({
      userId: users.id,
      name: fullNameSql(users.firstName, null, users.lastName),
      email: users.email,
      role: users.role,
    })
    .from(incidentKeyPersonnel)
    .innerJoin(users, eq(users.id, incidentKeyPersonnel.userId))
    .where(and(eq(incidentKeyPersonnel.companyId, companyId), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** Replaces the company's key personnel. */
export async function replaceKeyPersonnel(
  db: Queryable,
  companyId: string,
  userIds: readonly string[],
  by: string,
  now: Date,
): Promise<void> {
  await db.delete(incidentKeyPersonnel).where(eq(incidentKeyPersonnel.companyId, companyId));
  await db
    .insert(incidentKeyPersonnel)
    .values(userIds.map((userId) => ({ companyId, userId, userCreated: by, dateCreated: now })));
}

/** The company's active administrators (CompanyAdmin, Administrator) among the given users. */
export async function activeAdminsAmong(db: Queryable, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) {
    return [];
  }
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.id, [...userIds]),
        eq(users.isActive, true),
        inArray(users.role, ['CompanyAdmin', 'Administrator']),
      ),
    );
}

/** The company's active administrators: who may be named key personnel. */
export async function activeAdmins(db: Queryable, companyId: string) {
  return db
    .select({ userId: users.id, name: fullNameSql(users.firstName, null, users.lastName), role: users.role })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        inArray(users.role, ['CompanyAdmin', 'Administrator']),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** Whether the person of the kind is the company's. */
export async function personExists(db: Queryable, companyId: string, kind: 'client' | 'staff', id: string) {
  const t = kind === 'client' ? profiles : staffs;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  return row !== undefined;
}

/** The worker and participants of a company's shift, or undefined. */
export async function shiftPeople(db: Queryable, companyId: string, shiftRosterId: string) {
  const [shift] = await db
    .select({ staffId: shiftRosters.staffId, dateFrom: shiftRosters.dateFrom })
    .from(shiftRosters)
    .where(and(eq(shiftRosters.companyId, companyId), eq(shiftRosters.id, shiftRosterId)))
    .limit(1);
  if (!shift) {
    return undefined;
  }
  const clients = await db
    .select({ profileId: shiftRosterClients.profileId })
    .from(shiftRosterClients)
    .where(eq(shiftRosterClients.shiftRosterId, shiftRosterId));
  return { ...shift, clientIds: clients.map((c) => c.profileId) };
}
