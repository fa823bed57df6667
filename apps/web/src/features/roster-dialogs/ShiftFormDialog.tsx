import '@mantine/dates/styles.css';
import {
  DATE_FORMATS,
  ROSTER_MESSAGES,
  SHIFT_ACTIVITIES,
  type ShiftRosterView,
  shiftForm,
} from '@care/domain';
import {
  Alert,
  Button,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconAlertTriangle, IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Path, useWatch } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import {
  pickerValueOf,
  reportFailure,
  useRefreshRoster,
  wallTimeFromPicker,
} from '../../shelf/dialog-support.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { FindingsOverride, useOverride } from './FindingsOverride.tsx';
import { RepeatDays } from './RepeatDays.tsx';
import { addShift, editShift } from './shift-actions-api.ts';
import { newShiftValues, type ShiftFormState, shiftValues, valuesToSend } from './shift-form-values.ts';
import { useRosterPeople, withShiftPeople } from './useRosterPeople.ts';
import { useShiftChecks } from './useShiftChecks.ts';

const CHECK_FIELDS = 'Please check the fields marked in red.';
const OPEN_SHIFT = 'open';
const FIELDS: Path<ShiftFormState>[] = [
  'staffId',
  'clientsId',
  'dateFrom',
  'dateTo',
  'activities',
  'isNightShift',
  'isExceptionalShift',
  'stopDate',
  'description',
  'appointment',
];

function DateTimeField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (wallTime: string) => void;
  error?: string;
}) {
  return (
    <DateTimePicker
      label={label}
      withAsterisk
      size="md"
      placeholder="Pick a date and time"
      valueFormat={DATE_FORMATS.dateTime}
      leftSection={<IconCalendarTime size={18} stroke={1.8} aria-hidden />}
      timePickerProps={{ format: '12h' }}
      value={pickerValueOf(value)}
      onChange={(v) => onChange(wallTimeFromPicker(v))}
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}

interface ShiftFormProps {
  shift: ShiftRosterView | null;
  date?: string;
  onCancel: () => void;
  onDone: () => void;
}

function ShiftFormBody({ shift, date, onCancel, onDone }: ShiftFormProps) {
  const zone = useTimeZone();
  const refresh = useRefreshRoster();
  const staff = useRosterPeople('staff');
  const clients = useRosterPeople('client');
  const override = useOverride();
  const [banner, setBanner] = useState<string | null>(null);
  const [conflictKey, setConflictKey] = useState<string | null>(null);
  const form = useSchemaForm<typeof shiftForm, ShiftFormState>(shiftForm, {
    defaultValues: shift ? shiftValues(shift, zone) : newShiftValues(date),
  });
  const state = useWatch({ control: form.control }) as ShiftFormState;
  const checks = useShiftChecks(state, shift?.shiftRosterId);
  // A 409's findings stand until the form changes; then the live checks speak again.
  const findings = override.conflict && conflictKey === checks.key ? override.conflict : checks.findings;
  const { errors, isSubmitting } = form.formState;

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

  const staffOptions = [
    { value: OPEN_SHIFT, label: 'Open shift (no staff)' },
    ...withShiftPeople(staff.options, shift, 'staff'),
  ];
  const setFlag = (name: Path<ShiftFormState>, on: boolean) =>
    form.setValue(name, on as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Shift roster">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="staffId"
            render={({ field }) => (
              <Select
                label="Staff"
                size="md"
                searchable
                data={staffOptions}
                value={field.value ?? OPEN_SHIFT}
                onChange={(v) => field.onChange(!v || v === OPEN_SHIFT ? null : v)}
                onBlur={field.onBlur}
                error={errors.staffId?.message}
                nothingFoundMessage="No active staff of that name"
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="clientsId"
            render={({ field }) => (
              <MultiSelect
                label="Clients"
                withAsterisk
                size="md"
                searchable
                placeholder={field.value.length ? undefined : 'Choose clients'}
                data={withShiftPeople(clients.options, shift, 'client')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.clientsId?.message}
                nothingFoundMessage="No active client of that name"
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="dateFrom"
            render={({ field }) => (
              <DateTimeField
                label="Start"
                value={field.value}
                onChange={field.onChange}
                error={errors.dateFrom?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="dateTo"
            render={({ field }) => (
              <DateTimeField
                label="End"
                value={field.value}
                onChange={field.onChange}
                error={errors.dateTo?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="activities"
          render={({ field }) => (
            <MultiSelect
              label="Activities"
              size="md"
              searchable
              placeholder={field.value.length ? undefined : 'Choose activities'}
              data={[...SHIFT_ACTIVITIES]}
              value={field.value}
              onChange={field.onChange}
              error={errors.activities?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Switch
            label="Sleep Over"
            checked={state.isNightShift}
            onChange={(e) => setFlag('isNightShift', e.currentTarget.checked)}
            error={errors.isNightShift?.message}
          />
          <Switch
            label="Active Night"
            checked={state.isExceptionalShift}
            onChange={(e) => setFlag('isExceptionalShift', e.currentTarget.checked)}
            error={errors.isExceptionalShift?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          size="md"
          autosize
          minRows={2}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <TextInput
          label="Appointment"
          size="md"
          {...form.register('appointment')}
          error={errors.appointment?.message}
        />
        <Switch
          label="Repeat"
          checked={state.repeat}
          onChange={(e) => setFlag('repeat', e.currentTarget.checked)}
        />
        {state.repeat ? (
          <RepeatDays
            days={state}
            onDay={(day, on) => setFlag(day, on)}
            stopDate={state.stopDate}
            onStopDate={(v) => form.setValue('stopDate', v, { shouldValidate: form.formState.isSubmitted })}
            stopDateError={errors.stopDate?.message}
            minDate={state.dateFrom.slice(0, 10) || undefined}
          />
        ) : null}
        {shift?.seriesId ? (
          <Controller
            control={form.control}
            name="applyTo"
            render={({ field }) => (
              <Radio.Group
                label="Apply the changes to"
                value={field.value ?? 'one'}
                onChange={field.onChange}
              >
                <Stack gap={6} mt={6}>
                  <Radio value="one" label="This shift" />
                  <Radio value="series" label="This and later shifts of the series" />
                </Stack>
              </Radio.Group>
            )}
          />
        ) : null}
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

/** Add / Edit Shift Roster (spec 3 §2.1, §5): the shift, its repeat, and the rostering checks as warnings. */
export function ShiftFormDialog(props: ShiftFormProps) {
  return (
    <ResponsiveModal
      opened
      onClose={props.onCancel}
      title={props.shift ? 'Edit Shift Roster' : 'Add Shift Roster'}
      closeOnClickOutside={false}
      size="xl"
    >
      <ShiftFormBody {...props} />
    </ResponsiveModal>
  );
}
