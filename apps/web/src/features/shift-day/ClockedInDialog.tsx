import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload, IconReport } from '@tabler/icons-react';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';

/** What the clock-in came to: the server's words (flagged or not), or queued on the phone. */
export type ClockedIn = { queued: false; message: string; flagged: boolean } | { queued: true };

export const QUEUED_CLOCK_IN = 'Clocked in on this phone; it will be sent when you are back online';

/**
 * After a clock-in (spec 3 §4.3): the worker is told to fill the shift report before clocking
 * out. A flagged clock-in (outside the client's area, no location) says so in yellow.
 */
export function ClockedInDialog({
  result,
  onFillReport,
  onClose,
}: {
  result: ClockedIn | null;
  onFillReport: () => void;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal opened={result !== null} onClose={onClose} title="Clocked in" size="md">
      <Stack gap="md">
        <Text fw={600}>Fill the shift report before you clock out</Text>
        {result?.queued ? (
          <Alert color="blue" variant="light" icon={<IconCloudUpload size={18} aria-hidden />}>
            {QUEUED_CLOCK_IN}
          </Alert>
        ) : result?.flagged ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {result.message}
          </Alert>
        ) : result?.message ? (
          <Text fz="sm" c="dimmed">
            {result.message}
          </Text>
        ) : null}
        <DialogFooter>
          <Button variant="default" onClick={onClose}>
            Later
          </Button>
          <Button leftSection={<IconReport size={16} aria-hidden />} onClick={onFillReport} data-autofocus>
            Fill Report
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
