import { workRecordScope } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { type Reach, reachedStaff } from '../../http/reach.ts';
import { companyStaffIds, workRecordStaffScope } from '../people/people.api.ts';
import { requireCompanyStaff } from './timesheet-period.ts';

/**
 * Whose timesheets the caller reads: the office (timesheet.view) anyone's in the company, a support
 * worker (timesheet.own) only their own; the kernel decides which from the route's line.
 */
export const timesheetReader = (reach: Reach): { ownStaffId: string | null } => ({
  ownStaffId: reachedStaff(reach),
});

/** Someone else's timesheet is not found for a support worker. */
export function assertOwnTimesheet(reader: { ownStaffId: string | null }, staffId: string): void {
  if (reader.ownStaffId !== null && reader.ownStaffId !== staffId.toLowerCase()) {
    throw notFound();
  }
}

/**
 * The staff a list may show: the chosen ones (each of the company, else 404), or null for all of
 * the company. The record rule (`workRecordStaffScope`) narrows an auditor to audit-approved staff
 * (spec 3 §1, issue 24): a chosen one who is not is not found, and "all" is the approved ones
 * (possibly none).
 */
export async function listableStaff(
  db: Queryable,
  principal: Principal,
  chosen: readonly string[],
): Promise<string[] | null> {
  const visible = workRecordStaffScope(principal);
  if (chosen.length > 0) {
    return requireCompanyStaff(db, principal.companyId, chosen, visible);
  }
  if (workRecordScope(principal).includes('all')) {
    return null;
  }
  return companyStaffIds(db, principal.companyId, { visible });
}
