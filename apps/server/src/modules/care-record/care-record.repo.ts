import { CARE_RECORD_MESSAGES, fullName } from '@care/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql } from '../../db/person-name.ts';
import {
  aids,
  clientSchedules,
  dailyLivings,
  participantExpenditures,
  profiles,
  representatives,
  staffs,
} from '../../db/schema/index.ts';
import type { NamedStaffScope } from '../../http/record-rules.ts';
import { fileUrl } from '../files/files.api.ts';

// SQL of the care-record tabs. Every query names the company; rows are the spec's shapes (spec 2 §3).

type Audit = { dateCreated: Date; userCreated: string | null };
type Change = { dateModified: Date; userModified: string };

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

// Daily activities (client_schedules).

const scheduleColumns = {
  clientScheduleId: clientSchedules.id,
  profileId: clientSchedules.profileId,
  companyID: clientSchedules.companyId,
  days: clientSchedules.days,
  fromTimeOfDay: clientSchedules.fromTimeOfDay,
  toTimeOfDay: clientSchedules.toTimeOfDay,
  activities: clientSchedules.activities,
  dateCreated: clientSchedules.dateCreated,
  dateModified: clientSchedules.dateModified,
  userCreated: clientSchedules.userCreated,
  userModified: clientSchedules.userModified,
};

export const listSchedules = (db: Queryable, companyId: string, profileId: string) =>
  db
    .select(scheduleColumns)
    .from(clientSchedules)
    .where(and(eq(clientSchedules.companyId, companyId), eq(clientSchedules.profileId, profileId)))
    .orderBy(asc(clientSchedules.fromTimeOfDay), asc(clientSchedules.dateCreated));

export async function findSchedule(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select(scheduleColumns)
    .from(clientSchedules)
    .where(and(eq(clientSchedules.companyId, companyId), eq(clientSchedules.id, id)));
  return row;
}

type ScheduleValues = { days: string; fromTimeOfDay: string; toTimeOfDay: string; activities: string };

export async function insertSchedule(
  db: Queryable,
  v: ScheduleValues & Audit & { companyId: string; profileId: string },
) {
  const [row] = await db.insert(clientSchedules).values(v).returning({ id: clientSchedules.id });
  return row?.id as string;
}

export const updateSchedule = (db: Queryable, companyId: string, id: string, v: ScheduleValues & Change) =>
  db
    .update(clientSchedules)
    .set(v)
    .where(and(eq(clientSchedules.companyId, companyId), eq(clientSchedules.id, id)));

export const deleteSchedule = (db: Queryable, companyId: string, id: string) =>
  db.delete(clientSchedules).where(and(eq(clientSchedules.companyId, companyId), eq(clientSchedules.id, id)));

// Daily living and night support.

const dailyLivingColumns = {
  dailyLivingId: dailyLivings.id,
  profileId: dailyLivings.profileId,
  activities: dailyLivings.activities,
  support: dailyLivings.support,
  supportLevel: dailyLivings.supportLevel,
  details: dailyLivings.details,
  dateCreated: dailyLivings.dateCreated,
  dateModified: dailyLivings.dateModified,
};

export const listDailyLivings = (db: Queryable, companyId: string, profileId: string) =>
  db
    .select(dailyLivingColumns)
    .from(dailyLivings)
    .where(and(eq(dailyLivings.companyId, companyId), eq(dailyLivings.profileId, profileId)))
    .orderBy(desc(dailyLivings.dateCreated));

export async function findDailyLiving(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select(dailyLivingColumns)
    .from(dailyLivings)
    .where(and(eq(dailyLivings.companyId, companyId), eq(dailyLivings.id, id)));
  return row;
}

type DailyLivingValues = {
  activities: string;
  support: string | null;
  supportLevel: string | null;
  details: string;
};

export async function insertDailyLiving(
  db: Queryable,
  v: DailyLivingValues & Audit & { companyId: string; profileId: string },
) {
  const [row] = await db.insert(dailyLivings).values(v).returning({ id: dailyLivings.id });
  return row?.id as string;
}

export const updateDailyLiving = (
  db: Queryable,
  companyId: string,
  id: string,
  v: DailyLivingValues & Change,
) =>
  db
    .update(dailyLivings)
    .set(v)
    .where(and(eq(dailyLivings.companyId, companyId), eq(dailyLivings.id, id)));

export const deleteDailyLiving = (db: Queryable, companyId: string, id: string) =>
  db.delete(dailyLivings).where(and(eq(dailyLivings.companyId, companyId), eq(dailyLivings.id, id)));

// Aids and equipment.

const aidsColumns = {
  aidsId: aids.id,
  profileId: aids.profileId,
  equipmentUsed: aids.equipmentUsed,
  equipmentAssistance: aids.equipmentAssistance,
  requireStaffTraining: aids.requireStaffTraining,
  dateCreated: aids.dateCreated,
  dateModified: aids.dateModified,
};

export const listAids = (db: Queryable, companyId: string, profileId: string) =>
  db
    .select(aidsColumns)
    .from(aids)
    .where(and(eq(aids.companyId, companyId), eq(aids.profileId, profileId)))
    .orderBy(desc(aids.dateCreated));

export async function findAid(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select(aidsColumns)
    .from(aids)
    .where(and(eq(aids.companyId, companyId), eq(aids.id, id)));
  return row;
}

type AidValues = { equipmentUsed: string; equipmentAssistance: boolean; requireStaffTraining: boolean };

export async function insertAid(
  db: Queryable,
  v: AidValues & Audit & { companyId: string; profileId: string },
) {
  const [row] = await db.insert(aids).values(v).returning({ id: aids.id });
  return row?.id as string;
}

export const updateAid = (db: Queryable, companyId: string, id: string, v: AidValues & Change) =>
  db
    .update(aids)
    .set(v)
    .where(and(eq(aids.companyId, companyId), eq(aids.id, id)));

export const deleteAid = (db: Queryable, companyId: string, id: string) =>
  db.delete(aids).where(and(eq(aids.companyId, companyId), eq(aids.id, id)));

// Participant expenditure.

const pe = participantExpenditures;
/**
 * The expenditure columns; the staff member's id and name only where `shown` (the reader's scope over
 * the staff a row names, record-rules `namedStaffScope`), else null and CARE_RECORD_MESSAGES.staffWithheld.
 */
const expenditureColumns = (shown: NamedStaffScope = () => sql`true`) => {
  const visible = shown(pe.staffId);
  return {
    participantExpenditureId: pe.id,
    profileId: pe.profileId,
    companyId: pe.companyId,
    staffId: sql<string | null>`case when ${visible} then ${pe.staffId} else null end`,
    staffName: sql<
      string | null
    >`case when ${staffs.id} is null then null when ${visible} then ${fullNameSql(staffs.firstName, null, staffs.surName)} else ${CARE_RECORD_MESSAGES.staffWithheld} end`,
    amountProvidedByParticipantCents: pe.amountProvidedByParticipantCents,
    amountReturnedToParticipantCents: pe.amountReturnedToParticipantCents,
    amountSpentCents: pe.amountSpentCents,
    purchaseDate: pe.purchaseDate,
    purchasedItem: pe.purchasedItem,
    reasonIfNoReciept: pe.reasonIfNoReciept,
    receiptFileId: pe.receiptFileId,
    dateCreated: pe.dateCreated,
    dateModified: pe.dateModified,
  };
};

const selectExpenditures = (db: Queryable, shown?: NamedStaffScope) =>
  db.select(expenditureColumns(shown)).from(pe).leftJoin(staffs, eq(staffs.id, pe.staffId));

type ExpenditureSelect = Awaited<ReturnType<ReturnType<typeof selectExpenditures>['where']>>[number];

/** The reply row: the receipt as the files module's URL, or null. */
const toExpenditure = ({ receiptFileId, ...r }: ExpenditureSelect) => ({
  ...r,
  receiptUrl: receiptFileId ? fileUrl(receiptFileId) : null,
});

/** A client's expenditures, newest purchase first; `shown`: the staff the reader may see named. */
export async function listExpenditures(
  db: Queryable,
  companyId: string,
  profileId: string,
  shown?: NamedStaffScope,
) {
  const rows = await selectExpenditures(db, shown)
    .where(and(eq(pe.companyId, companyId), eq(pe.profileId, profileId)))
    .orderBy(desc(pe.purchaseDate), desc(pe.dateCreated));
  return rows.map(toExpenditure);
}

/** One expenditure of the company; `shown`: the staff the reader may see named. */
export async function findExpenditure(db: Queryable, companyId: string, id: string, shown?: NamedStaffScope) {
  const [row] = await selectExpenditures(db, shown).where(and(eq(pe.companyId, companyId), eq(pe.id, id)));
  return row && { ...toExpenditure(row), receiptFileId: row.receiptFileId };
}

type ExpenditureValues = {
  staffId: string;
  amountProvidedByParticipantCents: number;
  amountReturnedToParticipantCents: number;
  amountSpentCents: number;
  purchaseDate: string | null;
  purchasedItem: string | null;
  reasonIfNoReciept: string | null;
  receiptFileId: string | null;
};

export async function insertExpenditure(
  db: Queryable,
  v: ExpenditureValues & Audit & { companyId: string; profileId: string },
) {
  const [row] = await db.insert(pe).values(v).returning({ id: pe.id });
  return row?.id as string;
}

export const updateExpenditure = (
  db: Queryable,
  companyId: string,
  id: string,
  v: ExpenditureValues & Change,
) =>
  db
    .update(pe)
    .set(v)
    .where(and(eq(pe.companyId, companyId), eq(pe.id, id)));

export const deleteExpenditure = (db: Queryable, companyId: string, id: string) =>
  db.delete(pe).where(and(eq(pe.companyId, companyId), eq(pe.id, id)));

/** Whether the staff member is the company's (an expenditure's StaffId). */
export async function isCompanyStaff(db: Queryable, companyId: string, staffId: string) {
  const [row] = await db
    .select({ id: staffs.id })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.id, staffId)));
  return row !== undefined;
}

/** The company's active staff the reader may see (`visible`: their record scope), to pick who handled an expenditure. */
export const listStaffOptions = (db: Queryable, companyId: string, visible: SQL) =>
  db
    .select({
      staffId: staffs.id,
      fullName: fullNameSql(staffs.firstName, null, staffs.surName),
    })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.isActive, true), visible))
    .orderBy(asc(staffs.firstName), asc(staffs.surName));

// Representatives (the portal's Assistances are the same rows).

const r = representatives;
const representativeColumns = {
  representativeId: r.id,
  profileId: r.profileId,
  fullName: r.fullName,
  relationship: r.relationship,
  homePhone: r.homePhone,
  mobilePhone: r.mobilePhone,
  email: r.email,
  position: r.position,
  address: r.address,
  organization: r.organization,
  dateCreated: r.dateCreated,
  dateModified: r.dateModified,
};

export const listRepresentatives = (db: Queryable, companyId: string, profileId: string) =>
  db
    .select(representativeColumns)
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.profileId, profileId)))
    .orderBy(asc(r.fullName), asc(r.dateCreated));

export async function findRepresentative(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select(representativeColumns)
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.id, id)));
  return row;
}

export type RepresentativeValues = {
  fullName: string;
  relationship?: string | null;
  homePhone?: string | null;
  mobilePhone: string;
  email: string;
  position: string | null;
  address?: string | null;
  organization?: string | null;
};

export async function insertRepresentative(
  db: Queryable,
  v: RepresentativeValues & Audit & { companyId: string; profileId: string },
) {
  const [row] = await db.insert(r).values(v).returning({ id: r.id });
  return row?.id as string;
}

export const updateRepresentative = (
  db: Queryable,
  companyId: string,
  id: string,
  v: RepresentativeValues & Change,
) =>
  db
    .update(r)
    .set(v)
    .where(and(eq(r.companyId, companyId), eq(r.id, id)));

export const deleteRepresentative = (db: Queryable, companyId: string, id: string) =>
  db.delete(r).where(and(eq(r.companyId, companyId), eq(r.id, id)));
