import type { ShiftRosterView } from '@care/domain';
import { Divider } from '@mantine/core';
import { ShiftDetailsModal } from '../../shelf/ShiftDetailsModal.tsx';
import { withQueued } from '../offline/optimistic-shift.ts';
import { useQueuedActions } from '../offline/send-or-queue.ts';
import { shiftCardState } from './card-state.ts';
import { OnSiteDetails } from './OnSiteDetails.tsx';
import { ShiftCardActions } from './ShiftCardActions.tsx';
import { StaffStatusBadge } from './StaffShiftCard.tsx';

function SheetActions({
  shift: served,
  now,
  onCancel,
}: {
  shift: ShiftRosterView;
  now: Date;
  onCancel: () => void;
}) {
  const shift = withQueued(served, useQueuedActions(served.shiftRosterId));
  const { actions } = shiftCardState(shift, now);
  return <ShiftCardActions shift={shift} actions={actions} onCancel={onCancel} />;
}

/**
 * The worker's shift sheet (the details a card opens): the shift, where and whom to call, and the
 * same actions as its card, Clock-In above the on-site details (issue 40 item 10), so the sheet is not a dead end.
 * `shift` is the list's current row, so the actions follow a clock-in made from here.
 */
export function StaffShiftSheet({
  shift,
  zone,
  now,
  onClose,
  onCancel,
}: {
  shift: ShiftRosterView | null;
  zone: string;
  now: Date;
  onClose: () => void;
  onCancel: (shift: ShiftRosterView) => void;
}) {
  return (
    <ShiftDetailsModal
      shift={shift}
      zone={zone}
      status={shift ? <StaffStatusBadge shift={shift} now={now} /> : null}
      onClose={onClose}
    >
      {shift ? (
        <>
          <SheetActions
            shift={shift}
            now={now}
            onCancel={() => {
              onClose();
              onCancel(shift);
            }}
          />
          <Divider />
          <OnSiteDetails shiftId={shift.shiftRosterId} zone={zone} />
        </>
      ) : null}
    </ShiftDetailsModal>
  );
}

/** The list's current row of the shift a sheet was opened on (it changes after a clock-in). */
export const currentRow = (open: ShiftRosterView | null, rows: readonly ShiftRosterView[] | undefined) =>
  open ? (rows?.find((s) => s.shiftRosterId === open.shiftRosterId) ?? open) : null;
