import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import {
  attendanceSplits,
  attendances,
  profiles,
  sahClaimBatches,
  sahClaimLines,
  sahClassifications,
  sahClients,
  sahContributionRates,
  sahServices,
  shiftRosterClients,
  shiftRosters,
  staffs,
} from '../../db/schema/index.ts';

/** Whose lines a read takes: one client, or every Support at Home client of the company. */
export type SahClientChoice = { profileId: string } | 'all';

/**
 * The approved attendance splits dated in the period (company-zone local dates) of uncancelled
 * shifts of Support at Home clients, with the shift's service and the client: one row per split and
 * client, in one query over the attendance, the roster, the people and the service list (a period's
 * bill, as invoices/billable.repo.ts: a FOREIGN_READS entry).
 */
export function deliveredSplits(
  db: Queryable,
  companyId: string,
  period: { fromDate: string; toDate: string },
  choice: SahClientChoice,
) {
  const otherSplits = alias(attendanceSplits, 'other_splits');
  const awaiting = db
    .select({ count: sql<number>`count(*)::int` })
    .from(otherSplits)
    .where(
      and(
        eq(otherSplits.attendanceId, attendances.id),
        eq(otherSplits.companyId, companyId),
        sql`${otherSplits.status} is distinct from 'Approved'`,
      ),
    );
  return db
    .select({
      profileId: shiftRosterClients.profileId,
      clientName: personNameSql(profiles),
      firstName: profiles.firstName,
      lastName: profiles.surName,
      split: {
        attendanceSplitId: attendanceSplits.id,
        code: attendanceSplits.code,
        clockIn: attendanceSplits.clockIn,
        clockOut: attendanceSplits.clockOut,
        durationTicks: attendanceSplits.durationTicks,
        localDate: attendanceSplits.localDate,
        totalKm: attendanceSplits.totalKm,
        status: attendanceSplits.status,
      },
      attendanceId: attendances.id,
      // The visit's pieces (any date) not approved yet: none of it is claimed until all of it is.
      awaitingSplits: sql<number>`(${awaiting})`,
      clockIn: attendances.clockIn,
      clockOut: attendances.clockOut,
      source: attendances.source,
      staffId: attendances.staffId,
      staffName: personNameSql(staffs),
      shiftRosterId: shiftRosters.id,
      dateFrom: shiftRosters.dateFrom,
      dateTo: shiftRosters.dateTo,
      isNightShift: shiftRosters.isNightShift,
      isExceptionalShift: shiftRosters.isExceptionalShift,
      serviceId: sahServices.id,
      category: sahServices.category,
      serviceTypeCode: sahServices.serviceTypeCode,
      serviceType: sahServices.serviceType,
      serviceCode: sahServices.serviceCode,
      serviceName: sahServices.name,
      unit: sahServices.unit,
    })
    .from(attendanceSplits)
    .innerJoin(attendances, eq(attendances.id, attendanceSplits.attendanceId))
    .innerJoin(shiftRosters, eq(shiftRosters.id, attendances.shiftRosterId))
    .innerJoin(shiftRosterClients, eq(shiftRosterClients.shiftRosterId, shiftRosters.id))
    .innerJoin(profiles, eq(profiles.id, shiftRosterClients.profileId))
    .innerJoin(staffs, eq(staffs.id, attendances.staffId))
    .leftJoin(
      sahServices,
      and(eq(sahServices.id, shiftRosters.sahServiceId), eq(sahServices.companyId, shiftRosters.companyId)),
    )
    .where(
      and(
        eq(attendanceSplits.companyId, companyId),
        eq(attendanceSplits.status, 'Approved'),
        gte(attendanceSplits.localDate, period.fromDate),
        lte(attendanceSplits.localDate, period.toDate),
        eq(attendances.companyId, companyId),
        eq(shiftRosters.companyId, companyId),
        sql`${shiftRosters.status} is distinct from 'Cancelled'`,
        eq(profiles.companyId, companyId),
        eq(profiles.fundingProgram, 'SUPPORT_AT_HOME'),
        choice === 'all' ? undefined : eq(shiftRosterClients.profileId, choice.profileId),
      ),
    )
    .orderBy(asc(attendances.clockIn), asc(attendances.id), asc(attendanceSplits.clockIn));
}
export type DeliveredSplitRow = Awaited<ReturnType<typeof deliveredSplits>>[number];

/**
 * The claimed lines (submitted or paid, not rejected) dated in the period, with the shift and worker
 * of their split and the client: what the margin report reads as billed, as it reads a saved invoice
 * line (an auditor: audit-approved clients only).
 */
export function claimedLinesOfDates(
  db: Queryable,
  companyId: string,
  fromDate: string,
  toDate: string,
  auditApprovedOnly: boolean,
) {
  return db
    .select({
      lineId: sahClaimLines.id,
      shiftRosterId: attendances.shiftRosterId,
      clientId: sahClaimLines.profileId,
      clientName: personNameSql(profiles),
      staffId: attendances.staffId,
      staffName: personNameSql(staffs),
      serviceCode: sahServices.serviceCode,
      serviceName: sahClaimLines.serviceName,
      unit: sahServices.unit,
      date: sahClaimLines.serviceDate,
      quantityHundredths: sahClaimLines.quantityHundredths,
      unitPriceCents: sahClaimLines.unitPriceCents,
      grossCents: sahClaimLines.grossCents,
      durationTicks: attendanceSplits.durationTicks,
      claimNumber: sahClaimBatches.batchNumber,
    })
    .from(sahClaimLines)
    .innerJoin(sahClaimBatches, eq(sahClaimBatches.id, sahClaimLines.claimBatchId))
    .innerJoin(attendanceSplits, eq(attendanceSplits.id, sahClaimLines.attendanceSplitId))
    .innerJoin(attendances, eq(attendances.id, attendanceSplits.attendanceId))
    .innerJoin(profiles, eq(profiles.id, sahClaimLines.profileId))
    .innerJoin(staffs, eq(staffs.id, attendances.staffId))
    .leftJoin(sahServices, eq(sahServices.id, sahClaimLines.serviceId))
    .where(
      and(
        eq(sahClaimLines.companyId, companyId),
        ne(sahClaimLines.status, 'Rejected'),
        gte(sahClaimLines.serviceDate, fromDate),
        lte(sahClaimLines.serviceDate, toDate),
        eq(attendanceSplits.companyId, companyId),
        auditApprovedOnly ? eq(profiles.auditApproved, true) : undefined,
      ),
    )
    .orderBy(asc(sahClaimLines.serviceDate), asc(attendanceSplits.clockIn), asc(sahClaimLines.id));
}

/** The clients' program details, classifications and rates (oldest first), in three reads. */
export async function clientFactsOf(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) {
    return { programs: [], classifications: [], rates: [] };
  }
  const programs = await db
    .select({
      profileId: sahClients.profileId,
      myAgedCareId: sahClients.myAgedCareId,
      grandfathered: sahClients.grandfathered,
      contributionsPaidCents: sahClients.contributionsPaidCents,
    })
    .from(sahClients)
    .where(and(eq(sahClients.companyId, companyId), inArray(sahClients.profileId, [...ids])));
  const classifications = await db
    .select({
      profileId: sahClassifications.profileId,
      classification: sahClassifications.classification,
      startDate: sahClassifications.startDate,
    })
    .from(sahClassifications)
    .where(and(eq(sahClassifications.companyId, companyId), inArray(sahClassifications.profileId, [...ids])))
    .orderBy(asc(sahClassifications.startDate));
  const rates = await db
    .select({
      profileId: sahContributionRates.profileId,
      effectiveFrom: sahContributionRates.effectiveFrom,
      pensionStatus: sahContributionRates.pensionStatus,
      independenceBp: sahContributionRates.independenceBp,
      everydayLivingBp: sahContributionRates.everydayLivingBp,
    })
    .from(sahContributionRates)
    .where(
      and(eq(sahContributionRates.companyId, companyId), inArray(sahContributionRates.profileId, [...ids])),
    )
    .orderBy(asc(sahContributionRates.effectiveFrom));
  return { programs, classifications, rates };
}
