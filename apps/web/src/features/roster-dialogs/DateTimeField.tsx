import '@mantine/dates/styles.css';
import { DATE_FORMATS } from '@care/domain';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { pickerValueOf, wallTimeFromPicker } from '../../shelf/dialog-support.ts';

/** A required date and time, held as the wall time ('YYYY-MM-DDTHH:mm') the picker shows. */
export function DateTimeField({
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
