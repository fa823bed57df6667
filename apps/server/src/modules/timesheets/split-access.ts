import { can, fullName, type SplitActor, type SplitStatus } from '@care/domain';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { attendanceSplits, attendances, staffs } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { callerStaffId } from '../roster-workflow/workflow-shift.ts';

export const uuid = (what: string) => z.uuid(`The ${what} id must be a UUID`);

/** Who acts on splits: the office on anyone's, a support worker on their own only. */
export type SplitApprover = { actor: 'admin'; ownStaffId: null } | { actor: 'staff'; ownStaffId: string };

/**
 * The caller as an approver of splits: the office (attendance.approve), else a support worker on
 * their own (timesheet.own); anyone else is refused. The routes admit any session and ask this,
 * because the office and the worker share the spec's paths.
 */
export async function splitApprover(db: Queryable, principal: Principal): Promise<SplitApprover> {
  if (can(principal, 'attendance.approve')) {
    return { actor: 'admin', ownStaffId: null };
  }
  if (can(principal, 'timesheet.own')) {
    return { actor: 'staff', ownStaffId: await callerStaffId(db, principal) };
  }
  throw forbidden();
}

/** A worker's own staff id when the caller is a support worker (timesheet.own), else 403. */
export async function ownStaff(db: Queryable, principal: Principal): Promise<string> {
  if (!can(principal, 'timesheet.own')) {
    throw forbidden();
  }
  return callerStaffId(db, principal);
}

/** A record the approver may not act on is not found. */
export function assertOwn(approver: { ownStaffId: string | null }, staffId: string): void {
  if (approver.ownStaffId !== null && approver.ownStaffId !== staffId) {
    throw notFound();
  }
}

export interface LockedSplit {
  split: typeof attendanceSplits.$inferSelect;
  staffId: string;
  staffName: string;
}

/** The company's splits matching `where` (on attendance_splits / attendances), locked, in time order. */
export async function lockSplits(
  db: Queryable,
  companyId: string,
  where: SQL | undefined,
): Promise<LockedSplit[]> {
  const rows = await db
    .select({
      split: attendanceSplits,
      staffId: attendances.staffId,
      firstName: staffs.firstName,
      middleName: staffs.middleName,
      surName: staffs.surName,
    })
    .from(attendanceSplits)
    .innerJoin(attendances, eq(attendances.id, attendanceSplits.attendanceId))
    .innerJoin(staffs, eq(staffs.id, attendances.staffId))
    .where(and(eq(attendanceSplits.companyId, companyId), where))
    .orderBy(attendanceSplits.clockIn, attendanceSplits.id)
    .for('update', { of: attendanceSplits });
  return rows.map((r) => ({
    split: r.split,
    staffId: r.staffId,
    staffName: fullName(r.firstName, r.middleName, r.surName),
  }));
}

/** One split of the company, locked; else 404. */
export async function lockSplit(db: Queryable, companyId: string, splitId: string): Promise<LockedSplit> {
  const [row] = await lockSplits(db, companyId, eq(attendanceSplits.id, splitId));
  if (!row) {
    throw notFound();
  }
  return row;
}

/** A staff member's splits whose clock-in is in [from, to) (the period rule of every timesheet). */
export const staffPeriod = (staffId: string, from: Date, to: Date) =>
  and(
    eq(attendances.staffId, staffId),
    gte(attendanceSplits.clockIn, from),
    lt(attendanceSplits.clockIn, to),
  );

/** The company's staff member (name), or 404. */
export async function companyStaff(
  db: Queryable,
  companyId: string,
  staffId: string,
): Promise<{ staffId: string; staffName: string }> {
  const [row] = await db
    .select({
      id: staffs.id,
      firstName: staffs.firstName,
      middleName: staffs.middleName,
      surName: staffs.surName,
    })
    .from(staffs)
    .where(and(eq(staffs.companyId, companyId), eq(staffs.id, staffId)))
    .limit(1);
  if (!row) {
    throw notFound();
  }
  return { staffId: row.id, staffName: fullName(row.firstName, row.middleName, row.surName) };
}

/** Sets the splits' status, stamping when and by whom (and the worker's reason when given). */
export async function setSplitStatus(
  db: Queryable,
  companyId: string,
  splitIds: readonly string[],
  status: SplitStatus,
  by: { now: Date; userId: string },
  extra: { adjustmentReason?: string | null } = {},
): Promise<void> {
  if (splitIds.length === 0) {
    return;
  }
  await db
    .update(attendanceSplits)
    .set({
      status,
      ...extra,
      statusChangedAt: by.now,
      statusChangedBy: by.userId,
      dateModified: by.now,
      userModified: by.userId,
    })
    .where(and(eq(attendanceSplits.companyId, companyId), inArray(attendanceSplits.id, [...splitIds])));
}

/** The split in an activity-log line: "Jane Doe’s M split of 2026-11-09" (a worker: "their …"). */
export function splitLabel(s: LockedSplit, actor: SplitActor = 'admin'): string {
  const subject = actor === 'staff' ? 'their' : `${s.staffName}’s`;
  return `${subject} ${s.split.code} split of ${s.split.localDate}`;
}
