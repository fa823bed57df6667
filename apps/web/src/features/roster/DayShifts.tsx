import type { ShiftRosterView } from '@care/domain';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { dayLabel } from './roster-calendar.ts';
import { ShiftCard } from './ShiftCard.tsx';
import { ShiftList } from './ShiftList.tsx';
import type { CardContext } from './WeekView.tsx';

/**
 * One day's shifts with their count: the month view's side list of the selected day, and each day
 * of the phones' day list (spec 3 §2.1).
 */
export function DayShifts({
  day,
  shifts,
  card,
  today,
  bringIntoView,
}: {
  day: string;
  shifts: readonly ShiftRosterView[];
  card: CardContext;
  today?: boolean;
  /** The phones' list opens on today, not on the first of the 7 days three days before it. */
  bringIntoView?: boolean;
}) {
  const { isSelected, ...shared } = card;
  const label = dayLabel(day);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (bringIntoView) {
      ref.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [bringIntoView]);
  return (
    <Paper ref={ref} component="section" withBorder radius="md" p="sm" aria-label={`Shifts on ${label}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} fz="md" c={today ? 'brand.7' : undefined}>
          {label}
        </Title>
        <Badge
          variant="light"
          style={{ flexShrink: 0 }}
          aria-label={`${shifts.length} ${shifts.length === 1 ? 'shift' : 'shifts'}`}
        >
          {shifts.length}
        </Badge>
      </Group>
      {shifts.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No shifts on this day.
        </Text>
      ) : (
        // Keyed by day: another day starts again from its first page of cards.
        <ShiftList
          key={day}
          shifts={shifts}
          renderCard={(shift) => (
            <ShiftCard
              key={shift.shiftRosterId}
              shift={shift}
              selected={isSelected(shift.shiftRosterId)}
              {...shared}
            />
          )}
        />
      )}
    </Paper>
  );
}
