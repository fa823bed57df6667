import { ROSTER_MESSAGES, type ShiftRosterView } from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { companyZone } from '../companies/companies.api.ts';
import { staffOfUser } from '../people/people.api.ts';
import { findShiftView, lockShift, type ShiftRow } from '../roster/roster.api.ts';

export interface LockedShift {
  row: ShiftRow;
  view: ShiftRosterView;
  zone: string;
}

/** The company's shift, locked for the rest of the transaction, with its view and the company's zone; else 404. */
export async function lockedShift(
  db: Queryable,
  principal: Principal,
  shiftId: string,
): Promise<LockedShift> {
  const row = await lockShift(db, principal.companyId, shiftId);
  const view = row && (await findShiftView(db, principal.companyId, shiftId));
  if (!row || !view) {
    throw notFound();
  }
  return { row, view, zone: await companyZone(db, principal.companyId) };
}

/** The company's shift as the roster shows it, with the company's zone, without locking it (reads); else 404. */
export async function readShift(db: Queryable, principal: Principal, shiftId: string) {
  const view = await findShiftView(db, principal.companyId, shiftId);
  if (!view) {
    throw notFound();
  }
  return { view, zone: await companyZone(db, principal.companyId) };
}

/** The caller's own staff record; a Staff user with none linked reaches no shift (404). */
export async function callerStaffId(db: Queryable, principal: Principal): Promise<string> {
  const staffId = await staffOfUser(db, principal.companyId, principal.uid);
  if (!staffId) {
    throw notFound();
  }
  return staffId;
}

/** The caller's own shift (locked); another staff member's is 404, as if it did not exist. */
export async function ownShift(
  db: Queryable,
  principal: Principal,
  shiftId: string,
): Promise<LockedShift & { staffId: string }> {
  const staffId = await callerStaffId(db, principal);
  const shift = await lockedShift(db, principal, shiftId);
  if (shift.row.staffId !== staffId) {
    throw notFound();
  }
  return { ...shift, staffId };
}

/** 400 when the shift's state does not offer the action (spec 3 §4.2, §4.3). */
export function assertAllowed(allowed: boolean): void {
  if (!allowed) {
    throw badRequest(ROSTER_MESSAGES.notAllowedNow);
  }
}
