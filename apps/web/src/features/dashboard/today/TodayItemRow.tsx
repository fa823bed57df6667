import { DATE_FORMATS, dayjs, type OfficeTodayItem, type ShiftRosterView } from '@care/domain';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { shiftDay, shiftTimes, todayIn } from '../../../shelf/portal-dates.ts';
import { useAppLink } from '../../../ui/data-table/links.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

/** A shift's times, with its day when it is not today (a cancellation asked for next week). */
export function whenText(shift: ShiftRosterView, zone: string, now: Date): string {
  const times = shiftTimes(shift, zone);
  return shiftDay(shift.dateFrom, zone) === todayIn(now, zone)
    ? times
    : `${dayjs(shift.dateFrom).tz(zone).format(DATE_FORMATS.shortDay)}, ${times}`;
}

function Lines({ item, zone }: { item: OfficeTodayItem; zone: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Text fz="sm" fw={600} lineClamp={1}>
            {item.title}
          </Text>
          {item.status ? <StatusBadge kind="attendance" status={item.status} size="xs" /> : null}
        </Group>
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {item.shift ? `${whenText(item.shift, zone, new Date())} · ${item.detail}` : item.detail}
        </Text>
        {item.note ? (
          <Text fz="xs" fs="italic" lineClamp={2}>
            “{item.note}”
          </Text>
        ) : null}
      </Stack>
      <IconChevronRight size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2, opacity: 0.5 }} />
    </Group>
  );
}

const rowStyle = {
  display: 'block',
  width: '100%',
  padding: '8px 10px',
  borderRadius: 'var(--mantine-radius-md)',
  background: 'var(--mantine-color-gray-0)',
} as const;

/** One line of a Today section: a shift opens its details (and their actions); anything else its page. */
export function TodayItemRow({
  item,
  zone,
  onOpenShift,
}: {
  item: OfficeTodayItem;
  zone: string;
  onOpenShift: (shift: ShiftRosterView) => void;
}) {
  const link = useAppLink(item.link ?? '/app/dashboard');
  if (item.shift) {
    const shift = item.shift;
    return (
      <UnstyledButton
        onClick={() => onOpenShift(shift)}
        style={rowStyle}
        aria-label={`${item.title}, ${shiftTimes(shift, zone)}, ${item.detail}${item.status ? `, ${item.status}` : ''}`}
      >
        <Lines item={item} zone={zone} />
      </UnstyledButton>
    );
  }
  return (
    <a {...link} style={{ ...rowStyle, color: 'inherit', textDecoration: 'none' }}>
      <Lines item={item} zone={zone} />
    </a>
  );
}
