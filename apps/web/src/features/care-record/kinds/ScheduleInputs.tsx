import {
  type ClientScheduleForm,
  DAILY_ACTIVITIES,
  dayLabel,
  normaliseDays,
  SCHEDULE_DAYS,
} from '@care/domain';
import { MultiSelect } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';

export type ScheduleValues = {
  profileId: string;
  days: string[];
  fromTimeOfDay: string;
  toTimeOfDay: string;
  activities: string[];
};
type Form = UseFormReturn<ScheduleValues, unknown, ClientScheduleForm>;
const DAYS = SCHEDULE_DAYS.map((d) => ({ value: d, label: dayLabel(d) }));

/** The daily activity's activities: one or more of the spec's list. */
export function ActivitiesInput({ form }: { form: Form }) {
  return (
    <Controller
      control={form.control}
      name="activities"
      render={({ field }) => (
        <MultiSelect
          label="Activities"
          withAsterisk
          size="md"
          placeholder="Choose one or more"
          data={[...DAILY_ACTIVITIES]}
          searchable
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={form.formState.errors.activities?.message}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** The daily activity's days, kept in the week's order. */
export function DaysInput({ form }: { form: Form }) {
  return (
    <Controller
      control={form.control}
      name="days"
      render={({ field }) => (
        <MultiSelect
          label="Days"
          withAsterisk
          size="md"
          placeholder="Choose the days"
          data={DAYS}
          value={field.value}
          onChange={(days) => field.onChange(normaliseDays(days.join(',')))}
          onBlur={field.onBlur}
          error={form.formState.errors.days?.message}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
