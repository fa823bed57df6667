import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useCompany } from '../../platform/useCompany.ts';
import { phoneTime } from './phone-time.ts';
import { dismissQueued, useQueuedActions } from './send-or-queue.ts';

/** A label that already says when ('Clock-in, Tue 9:02 am') gets no second time. */
const HAS_TIME = /\d{1,2}:\d{2}/;

export interface QueuedStateProps {
  shiftId: string;
}

/**
 * What this phone still holds for a shift card: "Waiting to send" with each action and the time
 * the phone recorded it, and each refusal ("Not accepted: <reason>") until it is dismissed.
 * Renders nothing when the queue holds nothing for the shift.
 */
export function QueuedState({ shiftId }: QueuedStateProps) {
  const actions = useQueuedActions(shiftId);
  const zone = useCompany().data?.timeZone;
  const waiting = actions.filter((action) => action.state === 'waiting');
  const refused = actions.filter((action) => action.state === 'refused');
  if (actions.length === 0) {
    return null;
  }
  return (
    <Stack gap="xs">
      {waiting.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          p="xs"
          icon={<IconCloudUpload size={18} aria-hidden />}
          title="Waiting to send"
          role="status"
        >
          <List size="sm" spacing={2}>
            {waiting.map((action) => (
              <List.Item key={action.id}>
                {action.label}
                {HAS_TIME.test(action.label) ? null : (
                  <Text span c="dimmed" fz="xs">
                    {' '}
                    (on the phone {phoneTime(action.deviceTime, zone)})
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {refused.map((action) => (
        <Alert
          key={action.id}
          color="red"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={action.label}
          role="alert"
        >
          <Group justify="space-between" gap="xs" wrap="wrap" align="flex-end">
            <Text fz="sm" style={{ flex: '1 1 12rem' }}>
              Not accepted: {action.refusal}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => void dismissQueued(action.id)}
            >
              Dismiss
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
