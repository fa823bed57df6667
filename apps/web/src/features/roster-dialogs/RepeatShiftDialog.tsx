import { ROSTER_MESSAGES, type ShiftRosterView, WEEKDAY_FLAGS, type WeekdayFlags } from '@care/domain';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { wallTimeOf } from '../../shelf/dialog-support.ts';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { FindingsOverride } from './FindingsOverride.tsx';
import { RepeatDays } from './RepeatDays.tsx';
import { repeatShift } from './shift-actions-api.ts';
import { NO_DAYS } from './shift-form-values.ts';
import { useOverrideWrite } from './useOverrideWrite.ts';

/** A repeat with no weekday makes no shift: the dialog asks for one (ours; the spec is silent). */
export const CHOOSE_DAYS = 'Choose the days to repeat on';

/** Repeat Shift (spec 3 §7.1 repeat_shift): copies of the shift on the chosen weekdays up to the stop date. */
export function RepeatShiftDialog({
  shift,
  onCancel,
  onDone,
}: {
  shift: ShiftRosterView;
  onCancel: () => void;
  onDone: () => void;
}) {
  const zone = useTimeZone();
  // Repeating creates shifts: its failure reads as the add's (spec 3 §8 names no repeat message).
  const write = useOverrideWrite(ROSTER_MESSAGES.addFailed, onDone);
  const [days, setDays] = useState<WeekdayFlags>(NO_DAYS);
  const [stopDate, setStopDate] = useState('');
  const [errors, setErrors] = useState<{ days?: string; stopDate?: string }>({});

  const submit = () => {
    const anyDay = WEEKDAY_FLAGS.some((f) => days[f]);
    const found = {
      days: anyDay ? undefined : CHOOSE_DAYS,
      stopDate: stopDate
        ? undefined
        : anyDay
          ? ROSTER_MESSAGES.stopDateIfDays
          : ROSTER_MESSAGES.selectStopDate,
    };
    setErrors(found);
    if (found.days || found.stopDate) {
      return;
    }
    void write.run((reason) => repeatShift(shift.shiftRosterId, days, stopDate, reason));
  };

  return (
    <ResponsiveModal
      opened
      onClose={onCancel}
      title="Repeat Shift"
      size="lg"
      closeOnClickOutside={!write.running}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {shift.staff?.fullName ?? 'Open shift'} · {shift.clients} · {shiftWhen(shift, zone)}
        </Text>
        <RepeatDays
          days={days}
          onDay={(day, on) => {
            setDays((d) => ({ ...d, [day]: on }));
            write.override.clearConflict();
            setErrors((e) => ({ ...e, days: undefined }));
          }}
          stopDate={stopDate}
          onStopDate={(v) => {
            setStopDate(v);
            write.override.clearConflict();
            setErrors((e) => ({ ...e, stopDate: undefined }));
          }}
          daysError={errors.days}
          stopDateError={errors.stopDate ?? write.fieldError('stopDate')}
          minDate={wallTimeOf(shift.dateFrom, zone).slice(0, 10)}
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
            Repeat
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
