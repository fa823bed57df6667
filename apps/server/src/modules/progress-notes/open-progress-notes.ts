import type { Queryable } from '../../db/client.ts';
import { insertOpenNotes } from './progress-notes.repo.ts';

export interface OpenProgressNotes {
  companyId: string;
  shiftRosterId: string;
  attendanceId: string | null;
  staffId: string;
  /** The shift's clients: one note each. */
  clientIds: readonly string[];
  /** The shift's start, the notes' date. */
  date: Date;
  /** Who opened them (the audit user), when known. */
  user?: string | null;
  /** When they were opened; the database's time without it. */
  now?: Date;
}

/**
 * Opens the progress notes of a shift when its attendance starts (clock-in or marked): one per
 * client, idempotent (a note of the shift and client already there is kept, and takes the
 * attendance if it has none). Returns how many were opened anew.
 */
export function openProgressNotes(db: Queryable, o: OpenProgressNotes): Promise<number> {
  return insertOpenNotes(db, {
    companyId: o.companyId,
    shiftRosterId: o.shiftRosterId,
    attendanceId: o.attendanceId,
    staffId: o.staffId,
    profileIds: [...new Set(o.clientIds.filter((id) => id !== ''))],
    date: o.date,
    user: o.user ?? null,
    now: o.now,
  });
}
