import { fullName, type SplitActor } from '@care/domain';
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { namePartsOf } from '../people/people.api.ts';
import { type LockedSplit, lockSplitById } from './split-access.repo.ts';

// Splits as their actions lock and name them (whose a split is, the kernel's reach decides:
// http/reach.ts). The locked reads live in the repo; a split's status is the attendance module's to write.
export { setSplitStatus } from '../attendance/attendance.api.ts';
export { type LockedSplit, lockSplits, staffPeriod } from './split-access.repo.ts';

export const uuid = (what: string) => z.uuid(`The ${what} id must be a UUID`);

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
