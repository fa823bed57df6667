import { ROSTER_MESSAGES, type ShiftRosterView, WEEKDAY_FLAGS, type WeekdayFlags } from '@care/domain';
import { Button, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { wallTimeOf } from '../../shelf/dialog-support.ts';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { FindingsOverride } from './FindingsOverride.tsx';
import { RepeatDays } from './RepeatDays.tsx';
import { repeatShift } from './shift-actions-api.ts';
import { NO_DAYS } from './shift-form-values.ts';
import { useOverrideWrite } from './useOverrideWrite.ts';

/** A repeat with no weekday makes no shift: the dialog asks for one (ours; the spec is silent). */
export const CHOOSE_DAYS = 'Choose the days to repeat on';

/** A repeat needs a weekday and a stop date (the stop date's message as the shift form's, by whether a day is chosen). */
const REPEAT = z
  .object({ days: z.custom<WeekdayFlags>(), stopDate: z.string() })
  .superRefine(({ days, stopDate }, ctx) => {
    const anyDay = WEEKDAY_FLAGS.some((f) => days[f]);
    if (!anyDay) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: CHOOSE_DAYS });
    }
    if (!stopDate) {
      const message = anyDay ? ROSTER_MESSAGES.stopDateIfDays : ROSTER_MESSAGES.selectStopDate;
      ctx.addIssue({ code: 'custom', path: ['stopDate'], message });
    }
  });

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
  const form = useSchemaForm(REPEAT, { raw: true, defaultValues: { days: NO_DAYS, stopDate: '' } });
  const { errors } = form.formState;
  const days = form.watch('days');

  const submit = form.handleSubmit(({ days, stopDate }) => {
    void write.run((reason) => repeatShift(shift.shiftRosterId, days, stopDate, reason));
  });

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
            form.setValue('days', { ...days, [day]: on });
            write.override.clearConflict();
            form.clearErrors('days');
          }}
          stopDate={form.watch('stopDate')}
          onStopDate={(v) => {
            form.setValue('stopDate', v);
            write.override.clearConflict();
            form.clearErrors('stopDate');
          }}
          daysError={errors.days?.message}
          stopDateError={errors.stopDate?.message ?? write.fieldError('stopDate')}
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
          <Button onClick={() => void submit()} loading={write.running}>
            Repeat
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
