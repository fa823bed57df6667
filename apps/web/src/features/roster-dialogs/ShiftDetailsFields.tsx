import { SHIFT_ACTIVITIES, type ShiftRosterView } from '@care/domain';
import { MultiSelect, Radio, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, type Path } from 'react-hook-form';
import { SahServiceField } from '../support-at-home/SahServiceField.tsx';
import { RepeatDays } from './RepeatDays.tsx';
import type { ShiftFormApi, ShiftFormState } from './shift-form-values.ts';

/**
 * The rest of the shift: its activities, Sleep Over and Active Night, description, appointment, its
 * repeat, and (a shift of a series) which shifts the changes apply to.
 */
export function ShiftDetailsFields({
  form,
  state,
  shift,
}: {
  form: ShiftFormApi;
  /** The form's values as they stand. */
  state: ShiftFormState;
  shift: ShiftRosterView | null;
}) {
  const { errors } = form.formState;
  const setFlag = (name: Path<ShiftFormState>, on: boolean) =>
    form.setValue(name, on as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <>
      <SahServiceField
        clientsId={state.clientsId}
        value={state.sahServiceId}
        currentName={shift?.sahServiceName}
        onChange={(v) =>
          form.setValue('sahServiceId', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
        }
        error={errors.sahServiceId?.message}
      />
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
        <Switch
          label="Broken shift"
          description="One period of a broken shift: paid with the broken-shift allowance"
          checked={state.isBrokenShift}
          onChange={(e) => setFlag('isBrokenShift', e.currentTarget.checked)}
          error={errors.isBrokenShift?.message}
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
            <Radio.Group label="Apply the changes to" value={field.value ?? 'one'} onChange={field.onChange}>
              <Stack gap={6} mt={6}>
                <Radio value="one" label="This shift" />
                <Radio value="series" label="This and later shifts of the series" />
              </Stack>
            </Radio.Group>
          )}
        />
      ) : null}
    </>
  );
}
