import { type ShiftRosterView, splitList } from '@care/domain';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useAttendanceStatus } from '../../platform/useWorkSettings.ts';
import { shiftDay, shiftTimes, todayIn } from '../../shelf/portal-dates.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { withQueued } from '../offline/optimistic-shift.ts';
import { QueuedState } from '../offline/QueuedState.tsx';
import { useQueuedActions } from '../offline/send-or-queue.ts';
import { shiftCardState } from './card-state.ts';
import { OnSiteSummary } from './OnSiteSummary.tsx';
import { ShiftCardActions } from './ShiftCardActions.tsx';

/** The shift's status from its attendance, as the office roster shows it (issue 26), as a dot badge. */
export function StaffStatusBadge({ shift, now }: { shift: ShiftRosterView; now: Date }) {
  const status = useAttendanceStatus()(shift, now);
  return (
    <StatusBadge
      kind="attendance"
      status={status}
      variant={status === 'Cancelled' ? 'light' : 'dot'}
      size="md"
    />
  );
}

/**
 * A shift on the staff roster (spec 3 §2.4, §4.3): its times, clients and displayed status at
 * `now`, as this phone has made it (queued actions laid over the server's view); the actions its
 * state offers. Cancel opens the request dialog; the card opens details.
 */
export function StaffShiftCard({
  shift: served,
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
  const queued = useQueuedActions(served.shiftRosterId);
  const shift = withQueued(served, queued);
  const { actions } = shiftCardState(shift, now);
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <UnstyledButton
          onClick={onOpen}
          aria-label={`Shift details: ${shift.clients}, ${shiftTimes(shift, zone)}`}
        >
          <Stack gap={6}>
            <Group gap={6}>
              <StaffStatusBadge shift={shift} now={now} />
              {shift.status === 'Pending' ? (
                <Badge color="grape" variant="light">
                  Cancellation requested
                </Badge>
              ) : null}
              {shift.isNightShift ? <Badge variant="light">Sleep Over</Badge> : null}
              {shift.isExceptionalShift ? <Badge variant="light">Active Night</Badge> : null}
              {shift.isBrokenShift ? <Badge variant="light">Broken shift</Badge> : null}
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={700}>{shiftTimes(shift, zone)}</Text>
            </Group>
            <Text fw={600} lineClamp={2}>
              {shift.clients || 'No client'}
            </Text>
            {/* The Support at Home service delivered (issue 39 item 3), as the worker reads it. */}
            {shift.sahServiceName ? <Text fz="sm">{shift.sahServiceName}</Text> : null}
            <Text fz="sm" c="dimmed" lineClamp={2}>
              {splitList(shift.activities).join(', ')}
            </Text>
          </Stack>
        </UnstyledButton>
        {/* Where and whom to call, for the shifts of today that still stand. */}
        {shift.status !== 'Cancelled' &&
        shiftDay(shift.dateFrom, zone) <= todayIn(now, zone) &&
        Date.parse(shift.dateTo) > now.getTime() - 60 * 60_000 ? (
          <OnSiteSummary shiftId={served.shiftRosterId} />
        ) : null}
        <QueuedState shiftId={served.shiftRosterId} />
        {/* Mounted even without actions: its notices and dialogs outlive the action that ended them. */}
        <ShiftCardActions shift={shift} actions={actions} onCancel={onCancel} />
      </Stack>
    </Card>
  );
}
