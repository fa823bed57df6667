import { CARE_RECORD_MESSAGES } from '@care/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { fullNameSql } from '../../db/person-name.ts';
import { participantExpenditures as pe, staffs } from '../../db/schema/index.ts';
import type { NamedStaffScope } from '../people/people.api.ts';

// The expenditure's own SQL: the staff member it names, shown only to readers who may see them.

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

/** Expenditures with their staff member's name; `shown`: the staff the reader may see named. */
export const selectExpenditures = (db: Queryable, shown?: NamedStaffScope) =>
  db.select(expenditureColumns(shown)).from(pe).leftJoin(staffs, eq(staffs.id, pe.staffId));

/** Newest purchase first. */
export const expenditureOrder = [desc(pe.purchaseDate), desc(pe.dateCreated)];

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
