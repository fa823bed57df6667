import type { Action } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { callerStaffId } from '../roster-workflow/roster-workflow.api.ts';

/**
 * Whose attendances the caller reads, by the actions of the route's line they hold: the office all
 * of the company's (attendance.view), a support worker only their own (attendance.viewOwn). The two
 * kinds of reader share the spec's paths, so the read routes' lines name both.
 */
export async function attendanceReader(
  db: Queryable,
  principal: Principal,
  granted: readonly Action[],
): Promise<{ ownStaffId: string | null }> {
  if (granted.includes('attendance.view')) {
    return { ownStaffId: null };
  }
  if (granted.includes('attendance.viewOwn')) {
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
