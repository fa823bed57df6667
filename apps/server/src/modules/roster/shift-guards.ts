import {
  type AdminShiftAction,
  adminShiftActions,
  ROSTER_MESSAGES,
  type ShiftRosterView,
} from '@care/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findShiftView } from './shift-reads.repo.ts';
import { lockShift, type ShiftRow } from './shift-write.repo.ts';

/**
 * The shift, locked for the change, and its view; 404 when the company has no such shift, and 400
 * when the action is not one its state allows (spec 3 §4.2, `adminShiftActions`).
 */
export async function shiftFor(
  db: Queryable,
  companyId: string,
  id: string,
  action: AdminShiftAction,
  now: Date,
): Promise<{ row: ShiftRow; view: ShiftRosterView }> {
  const row = await lockShift(db, companyId, id);
  const view = row && (await findShiftView(db, companyId, id));
  if (!row || !view) {
    throw notFound();
  }
  if (!adminShiftActions(view, now).includes(action)) {
    throw badRequest(ROSTER_MESSAGES.notAllowedNow);
  }
  return { row, view };
}
