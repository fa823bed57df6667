import { DATE_FORMATS } from '@care/domain';
import '@mantine/dates/styles.css';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { pickerValueOf, wallTimeFromPicker } from '../../shelf/dialog-support.ts';
import type { AttendanceFormState } from './attendance-form.ts';

function TimeField({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (wallTime: string) => void;
  error?: string;
  required?: boolean;
}) {
  return (
    <DateTimePicker
      label={label}
      withAsterisk={required}
      size="md"
      placeholder="Pick a date and time"
      valueFormat={DATE_FORMATS.dateTime}
      leftSection={<IconCalendarTime size={18} stroke={1.8} aria-hidden />}
      timePickerProps={{ format: '12h' }}
      clearable={!required}
      clearButtonProps={{ 'aria-label': `Clear the ${label.toLowerCase()}` }}
      value={pickerValueOf(value)}
      onChange={(v) => onChange(wallTimeFromPicker(v))}
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/**
 * The clock times, kilometres and report of an attendance, shared by Mark Staff Attendance and
 * Edit Attendance. Times are wall times in the company's zone; km stay text until checked.
 */
export function AttendanceFields({
  values,
  errors,
  onChange,
  kmRequired,
  clockOutRequired,
}: {
  values: AttendanceFormState;
  errors: Record<string, string>;
  onChange: (patch: Partial<AttendanceFormState>) => void;
  kmRequired: boolean;
  clockOutRequired: boolean;
}) {
  const km = (name: 'startKm' | 'endKm', label: string) => (
    <TextInput
      label={label}
      withAsterisk={kmRequired}
      size="md"
      inputMode="decimal"
      placeholder="e.g. 12500.4"
      value={values[name]}
      onChange={(e) => onChange({ [name]: e.currentTarget.value })}
      error={errors[name]}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TimeField
          label="Clock In"
          required
          value={values.clockIn}
          onChange={(clockIn) => onChange({ clockIn })}
          error={errors.clockIn}
        />
        <TimeField
          label="Clock Out"
          required={clockOutRequired}
          value={values.clockOut}
          onChange={(clockOut) => onChange({ clockOut })}
          error={errors.clockOut}
        />
        {km('startKm', 'Start Km')}
        {km('endKm', 'End Km')}
      </SimpleGrid>
      <Textarea
        label="Report"
        size="md"
        autosize
        minRows={3}
        maxLength={4000}
        value={values.report}
        onChange={(e) => onChange({ report: e.currentTarget.value })}
        error={errors.report}
      />
    </>
  );
}
