import { fullName, type SplitActor } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type Reach, reachedStaff } from '../../http/reach.ts';
import { namePartsOf } from '../people/people.api.ts';
import { type LockedSplit, lockSplitById } from './split-access.repo.ts';

// The locked reads of splits live in the repo; a split's status is the attendance module's to write.
export { setSplitStatus } from '../attendance/attendance.api.ts';
export { type LockedSplit, lockSplits, staffPeriod } from './split-access.repo.ts';

export const uuid = (what: string) => z.uuid(`The ${what} id must be a UUID`);

/** Who acts on splits: the office on anyone's, a support worker on their own only. */
export type SplitApprover = { actor: 'admin'; ownStaffId: null } | { actor: 'staff'; ownStaffId: string };

/**
 * The caller as an approver of splits: the office (attendance.approve), else a support worker on
 * their own (timesheet.own); the kernel decides which from the route's line (`reach: 'split'`).
 */
export function splitApprover(reach: Reach): SplitApprover {
  const ownStaffId = reachedStaff(reach);
  return ownStaffId === null ? { actor: 'admin', ownStaffId } : { actor: 'staff', ownStaffId };
}

/** A record the approver may not act on is not found. */
export function assertOwn(approver: { ownStaffId: string | null }, staffId: string): void {
  if (approver.ownStaffId !== null && approver.ownStaffId !== staffId) {
    throw notFound();
  }
}

/** One split of the company, locked; else 404. */
export async function lockSplit(db: Queryable, companyId: string, splitId: string): Promise<LockedSplit> {
  const row = await lockSplitById(db, companyId, splitId);
  if (!row) {
    throw notFound();
  }
  return row;
}

/** The company's staff member (name), or 404. */
export async function companyStaff(
  db: Queryable,
  companyId: string,
  staffId: string,
): Promise<{ staffId: string; staffName: string }> {
  const row = (await namePartsOf(db, 'staff', companyId, [staffId])).get(staffId);
  if (!row) {
    throw notFound();
  }
  return { staffId, staffName: fullName(row.firstName, row.middleName, row.surName) };
}

/** The split in an activity-log line: "Jane Doe’s M split of 2026-11-09" (a worker: "their …"). */
export function splitLabel(s: LockedSplit, actor: SplitActor = 'admin'): string {
  const subject = actor === 'staff' ? 'their' : `${s.staffName}’s`;
  return `${subject} ${s.split.code} split of ${s.split.localDate}`;
}
