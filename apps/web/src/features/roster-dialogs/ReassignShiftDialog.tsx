import { ROSTER_MESSAGES, type ShiftRosterView } from '@care/domain';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { FindingsOverride } from './FindingsOverride.tsx';
import { reassignShift } from './shift-actions-api.ts';
import { useOverrideWrite } from './useOverrideWrite.ts';
import { useRosterPeople } from './useRosterPeople.ts';

/** Reassign Shift (spec 3 §4.2, §5): a cancelled shift goes to another staff member, who must be chosen. */
export function ReassignShiftDialog({
  shift,
  onCancel,
  onDone,
}: {
  shift: ShiftRosterView;
  onCancel: () => void;
  onDone: () => void;
}) {
  const zone = useTimeZone();
  const staff = useRosterPeople('staff');
  const write = useOverrideWrite(ROSTER_MESSAGES.reassignFailed, onDone);
  const [staffId, setStaffId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (!staffId) {
      setMissing(true);
      return;
    }
    void write.run((reason) => reassignShift(shift.shiftRosterId, staffId, reason));
  };

  return (
    <ResponsiveModal
      opened
      onClose={onCancel}
      title="Reassign Shift"
      size="md"
      closeOnClickOutside={!write.running}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {shift.clients} · {shiftWhen(shift, zone)}
          {shift.staff ? ` · was ${shift.staff.fullName}` : ''}
        </Text>
        <Select
          label="Staff"
          withAsterisk
          size="md"
          searchable
          placeholder={staff.loading ? 'Loading staff…' : 'Choose a staff member'}
          data={staff.options}
          value={staffId}
          onChange={(v) => {
            setStaffId(v);
            setMissing(false);
            write.override.clearConflict();
          }}
          error={missing ? ROSTER_MESSAGES.staffRequired : write.fieldError('staffId')}
          nothingFoundMessage="No active staff of that name"
          comboboxProps={{ withinPortal: true }}
        />
        <FindingsOverride
          findings={write.findings}
          reason={write.override.reason}
          onReason={write.override.setReason}
          error={write.override.error}
          zone={zone}
        />
        <DialogFooter>
          <Button variant="default" onClick={onCancel} disabled={write.running}>
            Cancel
          </Button>
          <Button onClick={submit} loading={write.running}>
            Reassign
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
