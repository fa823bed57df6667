import { DATE_FORMATS } from '@care/domain';
import '@mantine/dates/styles.css';
import { Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

/** Two calendar days (YYYY-MM-DD) in the wrong order: the end is before the start. */
export const daysBackwards = (start: string | null, end: string | null) =>
  Boolean(start && end && end < start);

/** A filter's calendar day ('Any day' when empty); the end day shows when it is before the start. */
export function FilterDay({
  label,
  value,
  onChange,
  backwards = false,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  backwards?: boolean;
}) {
  return (
    <DatePickerInput
      label={label}
      placeholder="Any day"
      valueFormat={DATE_FORMATS.date}
      clearable
      size="md"
      leftSection={<IconCalendar size={18} stroke={1.8} aria-hidden />}
      value={value}
      onChange={onChange}
      error={backwards ? 'The end date is before the start date' : undefined}
      popoverProps={{ withinPortal: true }}
    />
  );
}

/** A filter's person ('Anyone' when empty unless told), searchable unless told. */
export function FilterPerson({
  label,
  data,
  value,
  onChange,
  placeholder = 'Anyone',
  searchable = true,
  nothingFoundMessage,
}: {
  label: string;
  data: { value: string; label: string }[] | string[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  searchable?: boolean;
  nothingFoundMessage?: string;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      size="md"
      data={data}
      searchable={searchable}
      nothingFoundMessage={nothingFoundMessage}
      clearable
      value={value}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
