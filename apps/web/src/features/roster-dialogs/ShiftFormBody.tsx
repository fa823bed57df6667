import { nextHalfHourShift, ROSTER_MESSAGES, type ShiftRosterView, shiftForm } from '@care/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { reportFailure, useRefreshRoster } from '../../shelf/dialog-support.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter } from '../../ui/photo/ResponsiveModal.tsx';
import { FindingsOverride, useOverride } from './FindingsOverride.tsx';
import { ShiftDetailsFields } from './ShiftDetailsFields.tsx';
import { ShiftPeopleAndTimesFields } from './ShiftPeopleAndTimesFields.tsx';
import { addShift, editShift } from './shift-actions-api.ts';
import { newShiftValues, type ShiftFormState, shiftValues, valuesToSend } from './shift-form-values.ts';
import { useShiftChecks } from './useShiftChecks.ts';

const CHECK_FIELDS = 'Please check the fields marked in red.';
const FIELDS: Path<ShiftFormState>[] = [
  'staffId',
  'clientsId',
  'dateFrom',
  'dateTo',
  'activities',
  'isNightShift',
  'isExceptionalShift',
  'isBrokenShift',
  'stopDate',
  'description',
  'appointment',
];

export interface ShiftFormProps {
  shift: ShiftRosterView | null;
  date?: string;
  onCancel: () => void;
  onDone: () => void;
}

/** The Add / Edit Shift Roster form: it saves the shift, with the rostering checks' findings and their override. */
export function ShiftFormBody({ shift, date, onCancel, onDone }: ShiftFormProps) {
  const zone = useTimeZone();
  const refresh = useRefreshRoster();
  const override = useOverride();
  const [banner, setBanner] = useState<string | null>(null);
  const [conflictKey, setConflictKey] = useState<string | null>(null);
  const form = useSchemaForm<typeof shiftForm, ShiftFormState>(shiftForm, {
    defaultValues: shift
      ? shiftValues(shift, zone)
      : newShiftValues(date, nextHalfHourShift(new Date(), zone)),
  });
  const state = useWatch({ control: form.control }) as ShiftFormState;
  const checks = useShiftChecks(state, shift?.shiftRosterId);
  // A 409's findings stand until the form changes; then the live checks speak again.
  const findings = override.conflict && conflictKey === checks.key ? override.conflict : checks.findings;
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async () => {
      setBanner(null);
      const reason = override.reasonFor(findings);
      if (reason === false) {
        return;
      }
      const values = valuesToSend(form.getValues(), reason);
      try {
        const reply = shift ? await editShift(shift.shiftRosterId, values) : await addShift(values);
        if (reply?.status !== 'Success') {
          toasts.error(
            ROSTER_MESSAGES.unexpected,
            shift ? ROSTER_MESSAGES.editFailed : ROSTER_MESSAGES.addFailed,
          );
        }
        await refresh();
        onDone();
      } catch (error) {
        if (override.takeConflict(error)) {
          setConflictKey(checks.key);
          return;
        }
        const message = applyServerErrors(error, FIELDS, form.setError);
        reportFailure(error, shift ? ROSTER_MESSAGES.editFailed : ROSTER_MESSAGES.addFailed);
        const placed = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
        setBanner(placed ? CHECK_FIELDS : (message ?? ROSTER_MESSAGES.unexpected));
      }
    },
    () => setBanner(CHECK_FIELDS),
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Shift roster">
      <Stack gap="md">
        <ShiftPeopleAndTimesFields form={form} shift={shift} />
        <ShiftDetailsFields form={form} state={state} shift={shift} />
        <FindingsOverride
          findings={findings}
          reason={override.reason}
          onReason={override.setReason}
          error={override.error}
          checking={checks.checking}
          zone={zone}
        />
        {banner ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
          >
            {banner}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="default" size="md" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={isSubmitting}>
            {shift ? 'Save changes' : 'Add shift'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}
