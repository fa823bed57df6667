import { Alert, Badge, Stack } from '@mantine/core';
import { IconAlertCircle, IconCloudUpload } from '@tabler/icons-react';
import type { QueuedAction } from '../offline/shift-day-action.ts';

/**
 * The shift's actions still on the phone (issue 13 "Offline"): a "Waiting to send" badge until
 * the server has them, and each refused one with the server's reason. A stand-in until the
 * offline area's own QueuedState is mounted here.
 */
export function WaitingToSend({ queued }: { queued: readonly QueuedAction[] }) {
  const waiting = queued.filter((a) => a.state === 'waiting');
  const refused = queued.filter((a) => a.state === 'refused');
  if (waiting.length === 0 && refused.length === 0) {
    return null;
  }
  return (
    <Stack gap={6}>
      {waiting.length > 0 ? (
        <Badge
          color="yellow"
          variant="light"
          leftSection={<IconCloudUpload size={14} aria-hidden />}
          title={waiting.map((a) => a.label).join('\n')}
        >
          Waiting to send
        </Badge>
      ) : null}
      {refused.map((a) => (
        <Alert
          key={a.id}
          color="red"
          variant="light"
          role="alert"
          title={`${a.label} was not accepted`}
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          {a.refusal}
        </Alert>
      ))}
    </Stack>
  );
}
