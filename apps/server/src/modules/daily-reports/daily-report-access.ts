import { can, canSeePerson } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { personFacts } from '../people/record-scope.repo.ts';
import { ownRecordId } from './daily-report-author.ts';
import type { DailyReportRecord } from './daily-reports.repo.ts';

/** Reads of daily reports are the office's (dailyReport.view) or one's own (dailyReport.own). */
export function assertMayReadReports(principal: Principal): void {
  if (!can(principal, 'dailyReport.view') && !can(principal, 'dailyReport.own')) {
    throw forbidden();
  }
}

/** Whether the report is the caller's own: written as their staff or administrator record. */
export async function isOwnReport(
  db: Queryable,
  principal: Principal,
  r: DailyReportRecord,
): Promise<boolean> {
  const mine = await ownRecordId(db, principal, r.authorKind === 'admin' ? 'admin' : 'staff');
  return mine !== null && mine === (r.authorKind === 'admin' ? r.administratorId : r.staffId);
}

/** Whether the office reader sees the author (an auditor: audit-approved staff only; administrators all). */
async function seesAuthor(db: Queryable, principal: Principal, r: DailyReportRecord): Promise<boolean> {
  if (r.authorKind === 'admin' || !r.staffId) {
    return true;
  }
  const facts = await personFacts(db, 'staff', principal.companyId, r.staffId, principal.asOf);
  return !!facts && canSeePerson(principal, 'staff', facts);
}

/** A report the caller may read, else 404 (someone else's reads as not there). */
export async function assertMayRead(
  db: Queryable,
  principal: Principal,
  r: DailyReportRecord,
): Promise<void> {
  assertMayReadReports(principal);
  const ok = can(principal, 'dailyReport.view')
    ? await seesAuthor(db, principal, r)
    : await isOwnReport(db, principal, r);
  if (!ok) {
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
  r: DailyReportRecord,
): Promise<void> {
  if (await isOwnReport(db, principal, r)) {
    return;
  }
  if (r.authorKind === 'staff' && can(principal, 'dailyReport.edit')) {
    return;
  }
  throw can(principal, 'dailyReport.view') ? forbidden() : notFound();
}
