import type { ShiftRosterView } from '@care/domain';
import { useState } from 'react';
import { GenerateReportDialog } from '../ai-report/GenerateReportDialog.tsx';
import { ClockInLocationDialog } from '../attendance-admin/ClockInLocationDialog.tsx';
import { EditAttendanceDialog } from '../attendance-admin/EditAttendanceDialog.tsx';
import { MarkAttendanceDialog } from '../attendance-admin/MarkAttendanceDialog.tsx';
import { UnmarkAttendanceDialog } from '../attendance-admin/UnmarkAttendanceDialog.tsx';
import { CancelClientShiftDialog } from './CancelClientShiftDialog.tsx';
import {
  DecideCancellationDialog,
  DeleteFilteredDialog,
  DeleteMultipleDialog,
  DeleteShiftDialog,
} from './ConfirmDialogs.tsx';
import type { DetailActionName } from './detail-actions.ts';
import { OpenShiftRequestsDialog } from './OpenShiftRequestsDialog.tsx';
import { ReassignShiftDialog } from './ReassignShiftDialog.tsx';
import { RepeatShiftDialog } from './RepeatShiftDialog.tsx';
import { ShiftDateDialog } from './ShiftDateDialog.tsx';
import { ShiftDetailsModal } from './ShiftDetailsModal.tsx';
import { ShiftFormDialog } from './ShiftFormDialog.tsx';

/**
 * What the roster page asks the dialogs to open: the add form (optionally on a date), one of the
 * details modal's actions on a shift, or the bulk deletes; `openShiftRequests` lists who asked for
 * an open shift.
 */
export type ShiftDialogRequest =
  | { kind: 'add'; date?: string }
  | { kind: 'details'; shift: ShiftRosterView }
  | { kind: 'action'; action: DetailActionName; shift: ShiftRosterView }
  | { kind: 'moveToDate'; shift: ShiftRosterView; date: string }
  | { kind: 'openShiftRequests'; shift: ShiftRosterView }
  | { kind: 'deleteMultiple'; shifts: ShiftRosterView[] }
  | {
      kind: 'deleteFiltered';
      period: { fromDate: string; toDate: string; staffId?: string | null; clientId?: string | null };
    };

interface Steps {
  /** Closes this dialog: back to the details it came from, or out. */
  onCancel: () => void;
  /** The change is made: every dialog closes. */
  onDone: () => void;
}

function ActionDialog({
  action,
  shift,
  ...steps
}: { action: DetailActionName; shift: ShiftRosterView } & Steps) {
  switch (action) {
    case 'edit':
      return <ShiftFormDialog shift={shift} {...steps} />;
    case 'repeat':
      return <RepeatShiftDialog shift={shift} {...steps} />;
    case 'duplicate':
      return <ShiftDateDialog mode="duplicate" shift={shift} {...steps} />;
    case 'move':
      return <ShiftDateDialog mode="move" shift={shift} {...steps} />;
    case 'delete':
      return <DeleteShiftDialog shift={shift} {...steps} />;
    case 'approveCancellation':
      return <DecideCancellationDialog decision="approve" shift={shift} {...steps} />;
    case 'rejectCancellation':
      return <DecideCancellationDialog decision="reject" shift={shift} {...steps} />;
    case 'reassign':
      return <ReassignShiftDialog shift={shift} {...steps} />;
    case 'cancelClientShift':
      return <CancelClientShiftDialog shift={shift} {...steps} />;
    case 'markAttendance':
      return <MarkAttendanceDialog shift={shift} {...steps} />;
    case 'unmarkAttendance':
      return <UnmarkAttendanceDialog shift={shift} {...steps} />;
    case 'editAttendance':
      return <EditAttendanceDialog shift={shift} {...steps} />;
    case 'clockInLocation':
      return <ClockInLocationDialog shift={shift} onCancel={steps.onCancel} />;
    case 'generateReport':
      return <GenerateReportDialog shift={shift} {...steps} />;
    case 'view':
      return null;
  }
}

function OneDialog({
  request,
  open,
  ...steps
}: { request: ShiftDialogRequest; open: (next: ShiftDialogRequest) => void } & Steps) {
  switch (request.kind) {
    case 'add':
      return <ShiftFormDialog shift={null} date={request.date} {...steps} />;
    case 'details':
      return (
        <ShiftDetailsModal
          shift={request.shift}
          onClose={steps.onCancel}
          onAction={(action, shift) =>
            open(action === 'view' ? { kind: 'details', shift } : { kind: 'action', action, shift })
          }
          onOpenRequests={(shift) => open({ kind: 'openShiftRequests', shift })}
        />
      );
    case 'action':
      return <ActionDialog action={request.action} shift={request.shift} {...steps} />;
    case 'moveToDate':
      return <ShiftDateDialog mode="move" shift={request.shift} date={request.date} {...steps} />;
    case 'openShiftRequests':
      return <OpenShiftRequestsDialog shift={request.shift} {...steps} />;
    case 'deleteMultiple':
      return <DeleteMultipleDialog shifts={request.shifts} {...steps} />;
    case 'deleteFiltered':
      return <DeleteFilteredDialog period={request.period} {...steps} />;
  }
}

/**
 * The host of every roster dialog: renders the one `request` names and calls `onClose` when it is
 * done (after a change the roster queries are invalidated). An action opened from Shift Details
 * returns to the details when cancelled; once it has changed something, everything closes.
 */
export function ShiftDialogs({
  request,
  onClose,
}: {
  request: ShiftDialogRequest | null;
  onClose: () => void;
}) {
  // The dialogs opened from the page's request, the top one shown; a new request starts afresh.
  const [chain, setChain] = useState<{ from: ShiftDialogRequest | null; stack: ShiftDialogRequest[] }>({
    from: request,
    stack: request ? [request] : [],
  });
  let stack = chain.stack;
  if (chain.from !== request) {
    stack = request ? [request] : [];
    setChain({ from: request, stack });
  }
  const top = stack[stack.length - 1];
  if (!top) {
    return null;
  }
  const back = () => {
    if (stack.length <= 1) {
      onClose();
    } else {
      setChain({ from: request, stack: stack.slice(0, -1) });
    }
  };
  return (
    <OneDialog
      key={stack.length}
      request={top}
      open={(next) => setChain({ from: request, stack: [...stack, next] })}
      onCancel={back}
      onDone={onClose}
    />
  );
}
