import { DATE_FORMATS } from '@care/domain';
import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { pickerValueOf, wallTimeFromPicker } from '../../shelf/dialog-support.ts';

/** A date-time field holding a wall time ('YYYY-MM-DDTHH:mm' in the company's zone, '' when empty). */
export function DateTimeField({
  label,
  value,
  onChange,
  error,
  required,
  placeholder = 'Pick a date and time',
}: {
  label: string;
  value: string;
  onChange: (wallTime: string) => void;
  error?: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <DateTimePicker
      label={label}
      withAsterisk={required}
      size="md"
      placeholder={placeholder}
      valueFormat={DATE_FORMATS.dateTime}
      leftSection={<IconCalendarTime size={18} stroke={1.8} aria-hidden />}
      timePickerProps={{ format: '12h' }}
      clearable
      clearButtonProps={{ 'aria-label': `Clear the ${label.toLowerCase()}` }}
      value={pickerValueOf(value)}
      onChange={(v) => onChange(wallTimeFromPicker(v))}
      error={error}
      popoverProps={{ withinPortal: true }}
    />
  );
}
