import '@mantine/dates/styles.css';
import { DATE_FORMATS, WEEKDAY_FLAGS, WEEKDAY_NAMES, type WeekdayFlag } from '@care/domain';
import { Checkbox, Group, Input, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';

/** The repeat's weekdays (Sunday..Saturday, spec 3 §9) and its stop date, with their messages. */
export function RepeatDays({
  days,
  onDay,
  stopDate,
  onStopDate,
  daysError,
  stopDateError,
  minDate,
}: {
  days: Record<WeekdayFlag, boolean>;
  onDay: (day: WeekdayFlag, on: boolean) => void;
  stopDate: string;
  onStopDate: (date: string) => void;
  daysError?: string;
  stopDateError?: string;
  minDate?: string;
}) {
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Repeat on" error={daysError}>
        <Group gap="md" mt={6}>
          {WEEKDAY_FLAGS.map((flag, i) => (
            <Checkbox
              key={flag}
              label={WEEKDAY_NAMES[i]}
              checked={days[flag]}
              onChange={(e) => onDay(flag, e.currentTarget.checked)}
            />
          ))}
        </Group>
      </Input.Wrapper>
      <DatePickerInput
        label="Stop Date"
        withAsterisk
        placeholder="Pick a date"
        valueFormat={DATE_FORMATS.date}
        size="md"
        clearable
        minDate={minDate}
        leftSection={<IconCalendar size={18} stroke={1.8} aria-hidden />}
        value={stopDate || null}
        onChange={(v) => onStopDate(v ?? '')}
        error={stopDateError}
        popoverProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
