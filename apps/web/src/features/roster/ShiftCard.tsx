import { adminShiftStatus, type ShiftRosterView, statusBadgeColor, statusDotColor } from '@care/domain';
import { Badge, Box, Checkbox, ColorSwatch, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconBed, IconHandStop, IconMoon } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { timeRange } from './roster-calendar.ts';

export interface ShiftCardProps {
  shift: ShiftRosterView;
  zone: string;
  /** The minute the statuses are computed at (the page's ticking clock). */
  nowMs: number;
  /** Selection mode is on: a checkbox shows on cards that are not Present (spec 3 §2.1). */
  selecting: boolean;
  selected: boolean;
  onToggle: (shift: ShiftRosterView) => void;
  onOpen: (shift: ShiftRosterView) => void;
  /** The week view's drag grip. */
  handle?: ReactNode;
}

/**
 * One shift on the roster (spec 3 §2.1): time range, staff (or "Open shift"), clients, the
 * displayed status with its dot, the stored status badge when Pending or Cancelled, and marks for
 * sleepover, active night, overridden checks and open-shift requests. Memoised: a month holds
 * thousands, and only the ones whose props change re-render.
 */
export const ShiftCard = memo(function ShiftCard({
  shift,
  zone,
  nowMs,
  selecting,
  selected,
  onToggle,
  onOpen,
  handle,
}: ShiftCardProps) {
  const status = adminShiftStatus(shift, new Date(nowMs));
  const who = shift.staff?.fullName ?? 'Open shift';
  const clients = shift.clientList.map((c) => c.fullName).join(', ');
  const time = timeRange(shift, zone);
  const stored = shift.status === 'Pending' || shift.status === 'Cancelled' ? shift.status : null;
  return (
    <Paper withBorder radius="md" p={8} className="roster-card" data-status={status}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        {handle}
        {selecting && status !== 'Present' ? (
          <Checkbox
            size="xs"
            mt={3}
            aria-label={`Select the shift ${time}, ${who}`}
            checked={selected}
            onChange={() => onToggle(shift)}
          />
        ) : null}
        <UnstyledButton
          onClick={() => onOpen(shift)}
          aria-label={`Shift ${time}, ${who}, ${clients || 'no client'}, ${status}`}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Text fz="xs" fw={700} lh={1.3}>
            {time}
          </Text>
          <Text fz="sm" fw={600} truncate c={shift.staff ? undefined : 'orange.8'}>
            {who}
          </Text>
          {clients ? (
            <Text fz="xs" c="dimmed" truncate>
              {clients}
            </Text>
          ) : null}
          <Group gap={4} mt={4} wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <ColorSwatch
                color={`var(--mantine-color-${statusDotColor(status)}-6)`}
                size={10}
                withShadow={false}
              />
              <Text fz={11} c="dimmed" span>
                {status}
              </Text>
            </Group>
            <Marks shift={shift} />
            {stored ? (
              <Badge size="xs" color={statusBadgeColor(stored)} variant="light">
                {stored}
              </Badge>
            ) : null}
          </Group>
        </UnstyledButton>
      </Group>
    </Paper>
  );
});

/** The small marks of a card; each says what it means on hover and to screen readers. */
function Marks({ shift }: { shift: ShiftRosterView }) {
  const marks: { label: string; icon: typeof IconBed; color: string }[] = [];
  if (shift.isNightShift) {
    marks.push({ label: 'Sleepover', icon: IconBed, color: 'indigo' });
  }
  if (shift.isExceptionalShift) {
    marks.push({ label: 'Active night', icon: IconMoon, color: 'violet' });
  }
  if (shift.overriddenFindings && shift.overriddenFindings.length > 0) {
    marks.push({ label: 'Rostered despite the checks', icon: IconAlertTriangle, color: 'orange' });
  }
  if (shift.openShiftRequests > 0) {
    const n = shift.openShiftRequests;
    marks.push({
      label: `${n} ${n === 1 ? 'request' : 'requests'} to take it`,
      icon: IconHandStop,
      color: 'teal',
    });
  }
  return marks.map(({ label, icon: Icon, color }) => (
    // A title, not a Tooltip: a week of cards would mount hundreds of popovers.
    <Box key={label} component="span" c={`${color}.6`} lh={0} aria-label={label} title={label} role="img">
      <Icon size={14} stroke={2} />
    </Box>
  ));
}
