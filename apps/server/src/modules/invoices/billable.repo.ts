import type {
  BillableAttendance,
  BillableCancellation,
  BillableShift,
  BoundaryRule,
  InvoiceClient,
  InvoicePeriod,
  ScheduledItem,
} from '@care/domain';
import { billingWindow } from '@care/domain';
import { and, asc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { personNameSql } from '../../db/person-name.ts';
import {
  attendanceSplits,
  attendances,
  profiles,
  shiftRosters,
  staffs,
  supportItems,
  supportSchedules,
} from '../../db/schema/index.ts';
import { shiftClientIdsSql, shiftClientNamesSql } from '../roster/roster.api.ts';

/** The client(s) of a load: one client's id, or every client of the company. */
export type ClientChoice = { profileId: string } | 'all';

/** The shift's clients in position order, ids and names (one correlated read per row, on the primary key). */
const shiftClientIds = shiftClientIdsSql(shiftRosters.id);
const shiftClientNames = shiftClientNamesSql(shiftRosters.id);

/** The shift has the chosen client (no condition for all clients). */
const hasClient = (choice: ClientChoice): SQL | undefined =>
  choice === 'all'
    ? undefined
    : sql`exists (select 1 from shift_roster_clients src where src.shift_roster_id = ${shiftRosters.id} and src.profile_id = ${choice.profileId})`;

const shiftFields = {
  shiftRosterId: shiftRosters.id,
  dateFrom: shiftRosters.dateFrom,
  dateTo: shiftRosters.dateTo,
  isNightShift: shiftRosters.isNightShift,
  isExceptionalShift: shiftRosters.isExceptionalShift,
  clientIds: shiftClientIds,
  clientNames: shiftClientNames,
};

/** Appends an item to the list of a key. */
function push<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list) {
    list.push(item);
  } else {
    map.set(key, [item]);
  }
}

/** Which of the shift's clients the load bills: the chosen one, or each of them. */
const billedClients = (shift: BillableShift, choice: ClientChoice): string[] =>
  choice === 'all' ? shift.clientIds : shift.clientIds.filter((id) => id === choice.profileId);

/**
 * The approved splits in the billing window (see the domain's inPeriodFor), of attendances of non-cancelled shifts having the
 * client(s), as the domain's attendances per client: a shift of two clients gives each an attendance.
 * One query for the whole period (the large tenant loads ~5,000 shifts at once).
 */
export async function billableAttendances(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  choice: ClientChoice,
): Promise<Map<string, BillableAttendance[]>> {
  const rows = await db
    .select({
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
      attendance: {
        attendanceId: attendances.id,
        clockIn: attendances.clockIn,
        clockOut: attendances.clockOut,
        source: attendances.source,
        staffId: attendances.staffId,
      },
      staffName: personNameSql(staffs),
      shift: shiftFields,
    })
    .from(attendanceSplits)
    .innerJoin(attendances, eq(attendances.id, attendanceSplits.attendanceId))
    .innerJoin(shiftRosters, eq(shiftRosters.id, attendances.shiftRosterId))
    .innerJoin(staffs, eq(staffs.id, attendances.staffId))
    .where(
      and(
        eq(attendanceSplits.companyId, companyId),
        eq(attendanceSplits.status, 'Approved'),
        // The billing window: a higher-rate attendance across the period's edge is billed whole (see inPeriodFor).
        gte(attendanceSplits.localDate, billingWindow(period).fromDate),
        lte(attendanceSplits.localDate, billingWindow(period).toDate),
        eq(attendances.companyId, companyId),
        eq(shiftRosters.companyId, companyId),
        sql`${shiftRosters.status} is distinct from 'Cancelled'`,
        hasClient(choice),
      ),
    )
    .orderBy(asc(attendances.clockIn), asc(attendances.id), asc(attendanceSplits.clockIn));

  const byAttendance = new Map<string, BillableAttendance>();
  for (const r of rows) {
    let a = byAttendance.get(r.attendance.attendanceId);
    if (!a) {
      a = {
        ...r.attendance,
        // A worked attendance has a clock-out (approved splits are made from it).
        clockOut: r.attendance.clockOut ?? r.split.clockOut,
        staffName: r.staffName,
        shift: r.shift,
        splits: [],
      };
      byAttendance.set(a.attendanceId, a);
    }
    a.splits.push(r.split);
  }
  const perClient = new Map<string, BillableAttendance[]>();
  for (const a of byAttendance.values()) {
    for (const id of billedClients(a.shift, choice)) {
      push(perClient, id, a);
    }
  }
  return perClient;
}

/**
 * Shifts the client(s) cancelled at short notice whose local start date (company zone) is in the
 * period: the CANC lines' source (only when the company bills them).
 */
export async function billableCancellations(
  db: Queryable,
  companyId: string,
  period: InvoicePeriod,
  choice: ClientChoice,
  zone: string,
): Promise<Map<string, BillableCancellation[]>> {
  const localStart = sql<string>`to_char(${shiftRosters.dateFrom} at time zone ${zone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      shift: shiftFields,
      staffId: shiftRosters.staffId,
      staffName: sql<
        string | null
      >`case when ${staffs.id} is null then null else ${personNameSql(staffs)} end`,
      cancellationDate: shiftRosters.cancellationDate,
      noticeMinutes: shiftRosters.noticeMinutes,
      reasonCode: shiftRosters.cancellationReasonCode,
      reason: shiftRosters.reason,
      dateModified: shiftRosters.dateModified,
    })
    .from(shiftRosters)
    .leftJoin(staffs, eq(staffs.id, shiftRosters.staffId))
    .where(
      and(
        eq(shiftRosters.companyId, companyId),
        eq(shiftRosters.status, 'Cancelled'),
        eq(shiftRosters.cancelledBy, 'Client'),
        eq(shiftRosters.isShortNotice, true),
        gte(localStart, period.fromDate),
        lte(localStart, period.toDate),
        hasClient(choice),
      ),
    )
    .orderBy(asc(shiftRosters.dateFrom), asc(shiftRosters.id));
  const perClient = new Map<string, BillableCancellation[]>();
  for (const r of rows) {
    const c: BillableCancellation = {
      shift: r.shift,
      staffId: r.staffId,
      staffName: r.staffName,
      // A short-notice cancellation records when the client told; the change time stands in otherwise.
      cancellationDate: r.cancellationDate ?? r.dateModified ?? r.shift.dateFrom,
      noticeMinutes: r.noticeMinutes ?? 0,
      reasonCode: r.reasonCode,
      reason: r.reason,
    };
    for (const id of billedClients(c.shift, choice)) {
      push(perClient, id, c);
    }
  }
  return perClient;
}

/** A billed client as pricing and the load reply need them. */
export interface BilledClient extends InvoiceClient {
  ndisNo: string | null;
  /** NDIS, SUPPORT_AT_HOME or PRIVATE: a Support at Home client's services are claimed, not invoiced here. */
  fundingProgram: string;
}

/** The clients of the company among these ids, by name. */
export async function invoiceClients(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<BilledClient[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      profileId: profiles.id,
      fullName: personNameSql(profiles),
      ndisNo: profiles.ndisNo,
      state: profiles.state,
      remoteness: profiles.remoteness,
      boundaryRule: profiles.boundaryRule,
      fundingProgram: profiles.fundingProgram,
    })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), inArray(profiles.id, [...ids])))
    .orderBy(asc(personNameSql(profiles)), asc(profiles.id));
  return rows.map((r) => ({
    ...r,
    boundaryRule: (r.boundaryRule === 'higherRate' ? 'higherRate' : 'split') as BoundaryRule,
  }));
}

/**
 * Each client's support schedule in the order it was written: item number and the catalogue
 * row's name (empty when the schedule line names no row; the caller may fill it by number).
 */
export async function supportScheduleItems(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, ScheduledItem[]>> {
  const out = new Map<string, ScheduledItem[]>();
  if (ids.length === 0) {
    return out;
  }
  const rows = await db
    .select({
      profileId: supportSchedules.profileId,
      itemNumber: supportSchedules.itemNumber,
      itemName: supportItems.itemName,
    })
    .from(supportSchedules)
    .leftJoin(supportItems, eq(supportItems.id, supportSchedules.supportItemId))
    .where(
      and(
        eq(supportSchedules.companyId, companyId),
        inArray(supportSchedules.profileId, [...ids]),
        isNotNull(supportSchedules.itemNumber),
        // Only the office's lines price: a staff member's or client's line is a suggestion until accepted.
        isNotNull(supportSchedules.acceptedAt),
      ),
    )
    .orderBy(asc(supportSchedules.dateCreated), asc(supportSchedules.itemNumber), asc(supportSchedules.id));
  for (const r of rows) {
    push(out, r.profileId, { itemNumber: r.itemNumber.trim(), itemName: r.itemName ?? '' });
  }
  return out;
}
