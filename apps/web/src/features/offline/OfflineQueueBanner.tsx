import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudUpload, IconLogin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useOnlineStatus } from '../../platform/useOnlineStatus.ts';
import { SIGN_IN_TO_SEND } from './action-queue.ts';
import { sendQueuedNow, useQueueState } from './send-or-queue.ts';
import { startShiftDayQueue } from './shift-day-queue.ts';

function waitingText(count: number): string {
  return count === 1 ? '1 action is waiting to send' : `${count} actions are waiting to send`;
}

/**
 * The staff portal's line about the phone's queue: how many actions wait (with Send now while
 * online), how many were not accepted, and the 401 notice. Nothing when the queue is empty.
 */
export function OfflineQueueBanner() {
  const { actions, signInNeeded, sending } = useQueueState();
  const online = useOnlineStatus();
  useEffect(() => startShiftDayQueue(), []);
  const waiting = actions.filter((action) => action.state === 'waiting').length;
  const refused = actions.length - waiting;

  if (signInNeeded) {
    return (
      <Alert mb="md" color="red" variant="light" icon={<IconLogin size={18} aria-hidden />} role="alert">
        <Text fz="sm" fw={600}>
          {SIGN_IN_TO_SEND}
        </Text>
      </Alert>
    );
  }
  if (actions.length === 0) {
    return null;
  }
  return (
    <Alert
      mb="md"
      color={waiting > 0 ? 'yellow' : 'red'}
      variant="light"
      icon={<IconCloudUpload size={18} aria-hidden />}
      role="status"
      aria-label="Waiting to send"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          {waiting > 0 && (
            <Text fz="sm" fw={600}>
              {waitingText(waiting)}
              {online ? '' : ': they are sent when the phone is back online'}
            </Text>
          )}
          {refused > 0 && (
            <Text fz="sm">
              {refused === 1 ? '1 action was not accepted' : `${refused} actions were not accepted`}: see the
              shift for why.
            </Text>
          )}
        </div>
        {waiting > 0 && online && (
          <Button size="compact-sm" variant="light" loading={sending} onClick={() => void sendQueuedNow()}>
            Send now
          </Button>
        )}
      </Group>
    </Alert>
  );
}
