import '@mantine/dates/styles.css';
import { DATE_FORMATS, formatCalendarDate, ROSTER_MESSAGES, type ShiftRosterView } from '@care/domain';
import { Button, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { FindingsOverride } from './FindingsOverride.tsx';
import { duplicateShift, moveShift } from './shift-actions-api.ts';
import { useOverrideWrite } from './useOverrideWrite.ts';

const MODES = {
  duplicate: {
    title: 'Duplicate Shift',
    button: 'Duplicate',
    failed: ROSTER_MESSAGES.duplicateFailed,
    call: duplicateShift,
  },
  move: { title: 'Move Shift', button: 'Move', failed: ROSTER_MESSAGES.moveFailed, call: moveShift },
} as const;

/**
 * Duplicate Shift and Move Shift (spec 3 §5: a date is required): the shift, at the same local times,
 * on another date. With `date` given (a drag to another day) it only asks to confirm the move.
 */
export function ShiftDateDialog({
  mode,
  shift,
  date: fixedDate,
  onCancel,
  onDone,
}: {
  mode: 'duplicate' | 'move';
  shift: ShiftRosterView;
  date?: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const zone = useTimeZone();
  const m = MODES[mode];
  const write = useOverrideWrite(m.failed, onDone);
  const [date, setDate] = useState(fixedDate ?? '');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (!date) {
      setMissing(true);
      return;
    }
    void write.run((reason) => m.call(shift.shiftRosterId, date, reason));
  };

  return (
    <ResponsiveModal opened onClose={onCancel} title={m.title} size="md" closeOnClickOutside={!write.running}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {shift.staff?.fullName ?? 'Open shift'} · {shift.clients} · {shiftWhen(shift, zone)}
        </Text>
        {fixedDate ? (
          <Text fw={600}>Move this shift to {formatCalendarDate(fixedDate)}?</Text>
        ) : (
          <DatePickerInput
            label={mode === 'move' ? 'Move to' : 'Duplicate on'}
            withAsterisk
            size="md"
            placeholder="Pick a date"
            valueFormat={DATE_FORMATS.date}
            leftSection={<IconCalendar size={18} stroke={1.8} aria-hidden />}
            value={date || null}
            onChange={(v) => {
              setDate(v ?? '');
              setMissing(false);
              // Findings were for the other date.
              write.override.clearConflict();
            }}
            error={missing ? ROSTER_MESSAGES.dateRequired : write.fieldError('date')}
            popoverProps={{ withinPortal: true }}
          />
        )}
        <Text fz="sm" c="dimmed">
          The shift keeps its times of day in {zone.replace('_', ' ')} time.
        </Text>
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
            {m.button}
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
