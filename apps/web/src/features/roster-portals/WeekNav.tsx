import { DATE_FORMATS, dayjs, ROSTER_LIMITS } from '@care/domain';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** Previous / next by 6 days (spec 3 §9) around the shown range's label. */
export function WeekNav({
  days,
  label,
  onMove,
}: {
  days: readonly string[];
  /** What the range reads as; the first to last day unless given (the client's month label). */
  label?: string;
  onMove: (byDays: number) => void;
}) {
  const first = dayjs(days[0]);
  const last = dayjs(days[days.length - 1]);
  const range = label ?? `${first.format(DATE_FORMATS.dayMonth)} – ${last.format(DATE_FORMATS.dayMonthYear)}`;
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label="Previous days"
        onClick={() => onMove(-ROSTER_LIMITS.weekStepDays)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Text fw={600} ta="center" aria-live="polite">
        {range}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label="Next days"
        onClick={() => onMove(ROSTER_LIMITS.weekStepDays)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
