import type { Queryable } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import type { Reach } from '../../http/reach.ts';
import { assertReachesPerson } from '../people/people.api.ts';
import { ownRecordId } from './daily-report-author.ts';
import type { DailyReportRecord } from './daily-reports.repo.ts';

/** Whether the report is the caller's own: written as their staff or administrator record. */
export async function isOwnReport(
  db: Queryable,
  principal: Principal,
  r: DailyReportRecord,
): Promise<boolean> {
  const mine = await ownRecordId(db, principal, r.authorKind === 'admin' ? 'admin' : 'staff');
  return mine !== null && mine === (r.authorKind === 'admin' ? r.administratorId : r.staffId);
}

/**
 * A report the caller may read, else 404 (someone else's reads as not there): the office
 * (dailyReport.view) any whose author it reaches (an auditor: audit-approved staff; administrators'
 * reports all), a writer (dailyReport.own) their own.
 */
export async function assertMayRead(
  db: Queryable,
  principal: Principal,
  reach: Reach,
  r: DailyReportRecord,
): Promise<void> {
  if (reach.all) {
    if (r.authorKind !== 'admin' && r.staffId) {
      await assertReachesPerson(db, principal, 'staff', r.staffId);
    }
    return;
  }
  if (!(await isOwnReport(db, principal, r))) {
    throw notFound();
  }
}

/**
 * A report the caller may edit: their own, or (dailyReport.edit) any staff member's. Someone else's
 * report a staff member cannot see is 404; an administrator's report edited by another is 403.
 */
export async function assertMayEdit(
  db: Queryable,
  principal: Principal,
  reach: Reach,
  r: DailyReportRecord,
): Promise<void> {
  if (await isOwnReport(db, principal, r)) {
    return;
  }
  const office = reach.all;
  if (r.authorKind === 'staff' && office) {
    return;
  }
  // The office (who edits staff reports, and reads everyone's) is told it may not; a worker sees nothing there.
  throw office ? forbidden() : notFound();
}
