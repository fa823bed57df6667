import { can } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { callerStaffId } from '../roster-workflow/workflow-shift.ts';

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
