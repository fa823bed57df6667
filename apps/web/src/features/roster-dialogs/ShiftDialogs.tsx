import type { AdminShiftAction, ShiftRosterView } from '@care/domain';

/**
 * What the roster page asks the dialogs to open: the add form (optionally on a date), one of the
 * details modal's actions on a shift, or the bulk deletes.
 */
export type ShiftDialogRequest =
  | { kind: 'add'; date?: string }
  | { kind: 'details'; shift: ShiftRosterView }
  | { kind: 'action'; action: AdminShiftAction; shift: ShiftRosterView }
  | { kind: 'moveToDate'; shift: ShiftRosterView; date: string }
  | { kind: 'deleteMultiple'; shifts: ShiftRosterView[] }
  | {
      kind: 'deleteFiltered';
      period: { fromDate: string; toDate: string; staffId?: string | null; clientId?: string | null };
    };

/**
 * The host of every roster dialog: renders the one `request` names and calls `onClose` when it is
 * done (after a change the roster queries are invalidated). Built by the roster dialogs work.
 */
export function ShiftDialogs(_props: { request: ShiftDialogRequest | null; onClose: () => void }) {
  return null;
}
