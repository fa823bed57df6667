import { can } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { companyStaffIds } from '../people/people-reads.repo.ts';
import { callerStaffId } from '../roster-workflow/workflow-shift.ts';
import { requireCompanyStaff } from './timesheet-period.ts';

/**
 * Whose timesheets the caller reads: the office (timesheet.view) anyone's in the company, a
 * support worker (timesheet.own) only their own; anyone else is refused (403).
 */
export async function timesheetReader(
  db: Queryable,
  principal: Principal,
): Promise<{ ownStaffId: string | null }> {
  if (can(principal, 'timesheet.view')) {
    return { ownStaffId: null };
  }
  if (can(principal, 'timesheet.own')) {
    return { ownStaffId: await callerStaffId(db, principal) };
  }
  throw forbidden();
}

/** Someone else's timesheet is not found for a support worker. */
export function assertOwnTimesheet(reader: { ownStaffId: string | null }, staffId: string): void {
  if (reader.ownStaffId !== null && reader.ownStaffId !== staffId.toLowerCase()) {
    throw notFound();
  }
}

/**
 * The staff a list may show: the chosen ones (each of the company, else 404), or null for all of
 * the company. An auditor reaches only audit-approved staff (spec 3 §1): a chosen one who is not
 * is not found, and "all" is the approved ones (possibly none).
 */
export async function listableStaff(
  db: Queryable,
  principal: Principal,
  chosen: readonly string[],
): Promise<string[] | null> {
  const auditor = principal.role === 'Auditor';
  if (chosen.length > 0) {
    return requireCompanyStaff(db, principal.companyId, chosen, auditor);
  }
  if (!auditor) {
    return null;
  }
  return companyStaffIds(db, principal.companyId, { auditApprovedOnly: true });
}
