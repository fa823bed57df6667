import { CLOCK_IN_MODES, type ClockInMode, type WorkSettingsView, workSettingsSchema } from '@care/domain';
import {
  Button,
  Card,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { saveWorkSettings, WORK_SETTINGS_KEY } from './work-settings-api.ts';
import { MODE_LINES, STATE_OPTIONS, timeZoneOptions } from './work-settings-lists.ts';

type Values = {
  timeZone: string;
  state: string;
  clockInRadiusMetres: number | string;
  clockInMode: string;
  deliveryToleranceMinutes: number | string;
  payPeriod: string;
  payPeriodAnchor: string;
  kilometresAtClockOut: string;
  trainingRosterCheck: boolean;
};
const FIELDS = [
  'timeZone',
  'state',
  'clockInRadiusMetres',
  'clockInMode',
  'deliveryToleranceMinutes',
  'payPeriod',
  'payPeriodAnchor',
  'kilometresAtClockOut',
  'trainingRosterCheck',
] as const;

/** Card 1: the company's time zone and state (whose holidays apply), and the clock-in location check. */
export function SettingsCard({ settings }: { settings: WorkSettingsView }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof workSettingsSchema, Values>(workSettingsSchema, {
    defaultValues: {
      timeZone: settings.timeZone,
      state: settings.state,
      clockInRadiusMetres: settings.clockInRadiusMetres,
      clockInMode: settings.clockInMode,
      deliveryToleranceMinutes: settings.deliveryToleranceMinutes,
      payPeriod: settings.payPeriod,
      payPeriodAnchor: settings.payPeriodAnchor,
      kilometresAtClockOut: settings.kilometresAtClockOut,
      trainingRosterCheck: settings.trainingRosterCheck,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const mode = form.watch('clockInMode') as ClockInMode;

  const save = useMutation({
    mutationFn: saveWorkSettings,
    // The zone shows every date of the app; a new state brings other holidays.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WORK_SETTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['company'] }),
      ]),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      form.reset(values);
    } catch (error) {
      applyServerErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <Card withBorder radius="lg" padding="lg">
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Time zone, state and clock-in">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              Time zone, state and clock-in
            </Title>
            <Text c="dimmed" fz="sm">
              Shifts, attendances and timesheets are read in this zone; the state decides the public holidays.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="timeZone"
              render={({ field }) => (
                <Select
                  label="Time zone"
                  description="Every date and time of the company is read in it"
                  withAsterisk
                  searchable
                  data={zones}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={errors.timeZone?.message}
                  nothingFoundMessage="No time zone by that name"
                  comboboxProps={{ withinPortal: true }}
                  maxDropdownHeight={280}
                />
              )}
            />
            <Controller
              control={form.control}
              name="state"
              render={({ field }) => (
                <Select
                  label="State or territory"
                  description="Its public holidays are added from this year on"
                  withAsterisk
                  data={STATE_OPTIONS}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={errors.state?.message}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="clockInRadiusMetres"
              render={({ field }) => (
                <NumberInput
                  label="Clock-in radius"
                  description="How far from the client’s address a clock-in still counts as there"
                  withAsterisk
                  suffix=" m"
                  min={50}
                  max={5000}
                  step={50}
                  allowDecimal={false}
                  clampBehavior="none"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.clockInRadiusMetres?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="deliveryToleranceMinutes"
              render={({ field }) => (
                <NumberInput
                  label="Delivery tolerance"
                  description="How far worked time may differ from the roster before it is a short delivery, late or left early"
                  withAsterisk
                  suffix=" min"
                  min={0}
                  max={120}
                  step={5}
                  allowDecimal={false}
                  clampBehavior="none"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.deliveryToleranceMinutes?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="payPeriod"
              render={({ field }) => (
                <Select
                  label="Pay period"
                  description="The timesheets open on the current one"
                  withAsterisk
                  allowDeselect={false}
                  data={[
                    { value: 'weekly', label: 'Weekly' },
                    { value: 'fortnightly', label: 'Fortnightly' },
                    { value: 'monthly', label: 'Monthly' },
                  ]}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={errors.payPeriod?.message}
                />
              )}
            />
            <TextInput
              type="date"
              label="First day of a pay period"
              description="Weekly and fortnightly periods count from it"
              {...form.register('payPeriodAnchor')}
              error={errors.payPeriodAnchor?.message}
            />
            <Controller
              control={form.control}
              name="kilometresAtClockOut"
              render={({ field }) => (
                <Select
                  label="Kilometres at clock-out"
                  allowDeselect={false}
                  data={[
                    { value: 'whenDriven', label: 'Asked when the worker drove' },
                    { value: 'always', label: 'Asked of every worker' },
                  ]}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={errors.kilometresAtClockOut?.message}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="trainingRosterCheck"
            render={({ field }) => (
              <Switch
                label="Check required training when rostering"
                description="Warns, like the screening documents, when a worker’s required training is missing or expired on the shift’s date"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                error={errors.trainingRosterCheck?.message}
              />
            )}
          />
          <Input.Wrapper label="Clock-in check" error={errors.clockInMode?.message}>
            <Controller
              control={form.control}
              name="clockInMode"
              render={({ field }) => (
                <SegmentedControl
                  mt={4}
                  fullWidth
                  aria-label="Clock-in check"
                  data={CLOCK_IN_MODES.map((m) => ({ value: m, label: MODE_LINES[m].label }))}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </Input.Wrapper>
          <Stack gap={4}>
            {CLOCK_IN_MODES.map((m) => (
              <Text key={m} fz="sm" c={m === mode ? undefined : 'dimmed'} fw={m === mode ? 600 : 400}>
                {MODE_LINES[m].label}: {MODE_LINES[m].line}
              </Text>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
