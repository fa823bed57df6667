import {
  type ShiftRosterView,
  type StaffShiftStatus,
  splitList,
  staffShiftActions,
  staffShiftStatus,
  statusDotColor,
} from '@care/domain';
import { Badge, Box, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClock, IconLogin, IconLogout, IconReport } from '@tabler/icons-react';
import { shiftTimes } from './portal-dates.ts';

/** The displayed status as a badge with its dot colour (spec 3 §2.1, §4.1). */
export function StaffStatusBadge({ status }: { status: StaffShiftStatus }) {
  return (
    <Badge variant="dot" color={statusDotColor(status)} size="md">
      {status}
    </Badge>
  );
}

// Clock-in, clock-out and the shift report come with the shift-day release: shown, not yet usable.
const LATER_ACTIONS = {
  clockIn: { label: 'Clock-In', icon: IconLogin },
  clockOut: { label: 'Clock Out', icon: IconLogout },
  fillReport: { label: 'Fill Report', icon: IconReport },
} as const;

/**
 * A shift on the staff roster (spec 3 §2.4, §4.3): its times, clients and displayed status at
 * `now`; the actions its state offers. Cancel opens the request dialog; the card opens details.
 */
export function StaffShiftCard({
  shift,
  zone,
  now,
  onOpen,
  onCancel,
}: {
  shift: ShiftRosterView;
  zone: string;
  now: Date;
  onOpen: () => void;
  onCancel: () => void;
}) {
  const status = staffShiftStatus(shift, now);
  const actions = staffShiftActions(shift, now);
  const later = actions.filter((a) => a !== 'cancel');
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <UnstyledButton
          onClick={onOpen}
          aria-label={`Shift details: ${shift.clients}, ${shiftTimes(shift, zone)}`}
        >
          <Stack gap={6}>
            <Group gap={6}>
              {/* A cancelled shift reads as Cancelled whatever its time (spec 3 §4.1 orders Upcoming first). */}
              {shift.status === 'Cancelled' ? (
                <Badge color="red" variant="light">
                  Cancelled
                </Badge>
              ) : (
                <StaffStatusBadge status={status} />
              )}
              {shift.status === 'Pending' ? (
                <Badge color="grape" variant="light">
                  Cancellation requested
                </Badge>
              ) : null}
              {shift.isNightShift ? <Badge variant="light">Sleep Over</Badge> : null}
              {shift.isExceptionalShift ? <Badge variant="light">Active Night</Badge> : null}
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={700}>{shiftTimes(shift, zone)}</Text>
            </Group>
            <Text fw={600} lineClamp={2}>
              {shift.clients || 'No client'}
            </Text>
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {splitList(shift.activities).join(', ')}
            </Text>
          </Stack>
        </UnstyledButton>
        {actions.length > 0 ? (
          <Stack gap={6}>
            <Group gap="xs" grow>
              {later.map((action) => {
                const { label, icon: Icon } = LATER_ACTIONS[action];
                return (
                  <Button key={action} variant="light" disabled leftSection={<Icon size={16} aria-hidden />}>
                    {label}
                  </Button>
                );
              })}
              {actions.includes('cancel') ? (
                <Button variant="outline" color="red" onClick={onCancel}>
                  Cancel shift
                </Button>
              ) : null}
            </Group>
            {later.length > 0 ? (
              <Box>
                <Text fz="xs" c="dimmed">
                  Clocking in and out and shift reports arrive in the app with the next release.
                </Text>
              </Box>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
