import { type Action, workRecordScope } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { workRecordStaffScope } from '../../http/record-rules.ts';
import { companyStaffIds } from '../people/people.api.ts';
import { callerStaffId } from '../roster-workflow/roster-workflow.api.ts';
import { requireCompanyStaff } from './timesheet-period.ts';

/**
 * Whose timesheets the caller reads, by the actions of the route's line they hold: the office
 * (timesheet.view) anyone's in the company, a support worker (timesheet.own) only their own.
 */
export async function timesheetReader(
  db: Queryable,
  principal: Principal,
  granted: readonly Action[],
): Promise<{ ownStaffId: string | null }> {
  if (granted.includes('timesheet.view')) {
    return { ownStaffId: null };
  }
  if (granted.includes('timesheet.own')) {
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
