import { can } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { callerStaffId } from '../roster-workflow/workflow-shift.ts';

/**
 * Whose attendances the caller reads: a support worker only their own (attendance.viewOwn), the office
 * all of the company's (attendance.view); anyone else is refused. The read routes admit any session
 * and ask this, because the two kinds of reader share the spec's paths.
 */
export async function attendanceReader(
  db: Queryable,
  principal: Principal,
): Promise<{ ownStaffId: string | null }> {
  if (can(principal, 'attendance.view')) {
    return { ownStaffId: null };
  }
  if (can(principal, 'attendance.viewOwn')) {
    return { ownStaffId: await callerStaffId(db, principal) };
  }
  throw forbidden();
}

/** A record the reader may not see is not found. */
export function assertReadable(reader: { ownStaffId: string | null }, staffId: string): void {
  if (reader.ownStaffId !== null && reader.ownStaffId !== staffId) {
    throw notFound();
  }
}
