import { fullName } from '@care/domain';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  aids,
  clientSchedules,
  dailyLivings,
  participantExpenditures,
  profiles,
  representatives,
} from '../../db/schema/index.ts';
import type { NamedStaffScope } from '../people/people.api.ts';
import { expenditureOrder, selectExpenditures } from './expenditures.repo.ts';

// SQL of the care-record tabs: one path for every kind of record (record-kinds.ts), over the table
// each kind names. Every query names the company; rows are the spec's shapes (spec 2 §3).

const cs = clientSchedules;
const dl = dailyLivings;
const rp = representatives;

/** Each kind's table: its columns under the spec's names, and the order a client's list is in. */
const RECORD_TABLES = {
  clientSchedules: {
    table: cs,
    select: (db: Queryable) =>
      db
        .select({
          clientScheduleId: cs.id,
          profileId: cs.profileId,
          companyID: cs.companyId,
          days: cs.days,
          fromTimeOfDay: cs.fromTimeOfDay,
          toTimeOfDay: cs.toTimeOfDay,
          activities: cs.activities,
          dateCreated: cs.dateCreated,
          dateModified: cs.dateModified,
          userCreated: cs.userCreated,
          userModified: cs.userModified,
        })
        .from(cs),
    order: [asc(cs.fromTimeOfDay), asc(cs.dateCreated)],
  },
  dailyLivings: {
    table: dl,
    select: (db: Queryable) =>
      db
        .select({
          dailyLivingId: dl.id,
          profileId: dl.profileId,
          activities: dl.activities,
          support: dl.support,
          supportLevel: dl.supportLevel,
          details: dl.details,
          dateCreated: dl.dateCreated,
          dateModified: dl.dateModified,
        })
        .from(dl),
    order: [desc(dl.dateCreated)],
  },
  aids: {
    table: aids,
    select: (db: Queryable) =>
      db
        .select({
          aidsId: aids.id,
          profileId: aids.profileId,
          equipmentUsed: aids.equipmentUsed,
          equipmentAssistance: aids.equipmentAssistance,
          requireStaffTraining: aids.requireStaffTraining,
          dateCreated: aids.dateCreated,
          dateModified: aids.dateModified,
        })
        .from(aids),
    order: [desc(aids.dateCreated)],
  },
  participantExpenditures: {
    table: participantExpenditures,
    select: selectExpenditures,
    order: expenditureOrder,
  },
  // The portal's Assistances are the same rows.
  representatives: {
    table: rp,
    select: (db: Queryable) =>
      db
        .select({
          representativeId: rp.id,
          profileId: rp.profileId,
          fullName: rp.fullName,
          relationship: rp.relationship,
          homePhone: rp.homePhone,
          mobilePhone: rp.mobilePhone,
          email: rp.email,
          position: rp.position,
          address: rp.address,
          organization: rp.organization,
          dateCreated: rp.dateCreated,
          dateModified: rp.dateModified,
        })
        .from(rp),
    order: [asc(rp.fullName), asc(rp.dateCreated)],
  },
};

/** A table of a kind of care record (record-kinds.ts names it). */
export type RecordTable = keyof typeof RECORD_TABLES;

/** A stored record under the spec's names; whose it is in `profileId`. */
export type RecordRow = Record<string, unknown> & { profileId: string };

/** A row of one table as its select reads it. */
type RowOf<T extends RecordTable> = Awaited<
  ReturnType<ReturnType<(typeof RECORD_TABLES)[T]['select']>['where']>
>[number];

// One shape is enough for the SQL below: every record table has id, companyId and profileId
// (`ofClient`) and the audit columns; the selects differ only in their columns and joins.
type ClientTable = typeof aids;
interface Selecting {
  where(condition: SQL | undefined): PromiseLike<RecordRow[]> & {
    orderBy(...order: SQL[]): PromiseLike<RecordRow[]>;
  };
}
interface RecordTableSql {
  table: ClientTable;
  select(db: Queryable, shown?: NamedStaffScope): Selecting;
  order: SQL[];
}
const sqlOf = (t: RecordTable) => RECORD_TABLES[t] as unknown as RecordTableSql;

/** A client's records of a kind, in the kind's order; `shown`: the staff the reader may see named. */
export async function listRecords(
  db: Queryable,
  t: RecordTable,
  companyId: string,
  profileId: string,
  shown?: NamedStaffScope,
): Promise<RecordRow[]> {
  const { table, select, order } = sqlOf(t);
  return select(db, shown)
    .where(and(eq(table.companyId, companyId), eq(table.profileId, profileId)))
    .orderBy(...order);
}

/** One record of the company; `shown`: the staff the reader may see named. */
export async function findRecord(
  db: Queryable,
  t: RecordTable,
  companyId: string,
  id: string,
  shown?: NamedStaffScope,
): Promise<RecordRow | undefined> {
  const { table, select } = sqlOf(t);
  const [row] = await select(db, shown).where(and(eq(table.companyId, companyId), eq(table.id, id)));
  return row;
}

type Created = { companyId: string; profileId: string; dateCreated: Date; userCreated: string | null };
type Modified = { dateModified: Date; userModified: string };

export async function insertRecord(db: Queryable, t: RecordTable, values: Record<string, unknown> & Created) {
  const { table } = sqlOf(t);
  const [row] = await db
    .insert(table)
    .values(values as typeof table.$inferInsert)
    .returning({ id: table.id });
  return row?.id as string;
}

export async function updateRecord(
  db: Queryable,
  t: RecordTable,
  companyId: string,
  id: string,
  values: Record<string, unknown> & Modified,
) {
  const { table } = sqlOf(t);
  await db
    .update(table)
    .set(values as Partial<typeof table.$inferInsert>)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)));
}

export async function deleteRecord(db: Queryable, t: RecordTable, companyId: string, id: string) {
  const { table } = sqlOf(t);
  await db.delete(table).where(and(eq(table.companyId, companyId), eq(table.id, id)));
}

/** A client's daily living and night support, newest first (the attendance area's care notes read it). */
export const listDailyLivings = (db: Queryable, companyId: string, profileId: string) =>
  listRecords(db, 'dailyLivings', companyId, profileId) as Promise<RowOf<'dailyLivings'>[]>;

/** The client's name, when the profile is the company's. */
export async function findClientName(db: Queryable, companyId: string, profileId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: profiles.firstName, surName: profiles.surName })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, profileId)));
  return row ? fullName(row.firstName, null, row.surName) : '';
}

/** The signed-in client's own profile id. */
export async function findOwnProfileId(db: Queryable, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.userId, userId)));
  return row?.id;
}

/** The clients' representatives with an e-mail, oldest first (who a client's mail may go to). */
export function representativesWithEmail(db: Queryable, companyId: string, profileIds: readonly string[]) {
  if (profileIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      profileId: representatives.profileId,
      fullName: representatives.fullName,
      email: representatives.email,
      address: representatives.address,
    })
    .from(representatives)
    .where(and(eq(representatives.companyId, companyId), inArray(representatives.profileId, [...profileIds])))
    .orderBy(asc(representatives.dateCreated), asc(representatives.id));
}
