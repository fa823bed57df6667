import { rejectTimesheetSchema, type SentTimesheetRef, TIMESHEET_MESSAGES } from '@care/domain';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { sentStatusColour, type TimesheetViewer, whenText } from './review-format.ts';
import { approveTimesheet, rejectTimesheet } from './timesheet-review-api.ts';

function AskForChangesDialog({
  timesheetId,
  opened,
  onClose,
  onDone,
}: {
  timesheetId: string;
  opened: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  const submit = async () => {
    const parsed = rejectTimesheetSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TIMESHEET_MESSAGES.reasonRequired);
      return;
    }
    setRunning(true);
    try {
      await rejectTimesheet(timesheetId, parsed.data.reason);
      setReason('');
      onClose();
      await onDone();
    } catch (e) {
      setError(isApiError(e) ? e.message : TIMESHEET_MESSAGES.reasonRequired);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => (running ? undefined : onClose())}
      title={
        <Text fw={700} fz="lg">
          Ask for Changes
        </Text>
      }
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Textarea
          label="What needs to change?"
          withAsterisk
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={running}>
            Cancel
          </Button>
          <Button color="red" loading={running} onClick={() => void submit()}>
            Send to the office
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The sent timesheet of the period: its status for the office, and for the worker, while it is
 * Pending, Approve Timesheet and Ask for Changes (spec 3 §4.4).
 */
export function TimesheetAnswer({
  sent,
  viewer,
  zone,
  onChanged,
}: {
  sent: SentTimesheetRef;
  viewer: TimesheetViewer;
  zone: string;
  onChanged: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const [approving, setApproving] = useState(false);
  const answerable = viewer === 'staff' && sent.status === 'Pending';

  const approve = async () => {
    setApproving(true);
    try {
      // The API client toasts the server's message either way (approved, or why not).
      await approveTimesheet(sent.timesheetId);
      await onChanged();
    } catch {
      // Already shown.
    } finally {
      setApproving(false);
    }
  };

  return (
    <Alert
      color={sentStatusColour(sent.status)}
      variant="light"
      radius="lg"
      title={
        <Group gap="xs">
          <span>Sent timesheet</span>
          <StatusBadge kind="sentTimesheet" status={sent.status} variant="filled" />
        </Group>
      }
    >
      <Stack gap="sm">
        <Text fz="sm">
          Sent {whenText(sent.sentAt, zone)}
          {sent.respondedAt ? `, answered ${whenText(sent.respondedAt, zone)}` : ''}.
          {answerable
            ? ' Check your shifts below, then approve the timesheet or ask the office for changes.'
            : ''}
        </Text>
        {sent.responseNote ? (
          <Text fz="sm">
            <strong>Changes asked for:</strong> {sent.responseNote}
          </Text>
        ) : null}
        {answerable ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
            <Button variant="default" onClick={() => setAsking(true)}>
              Ask for Changes
            </Button>
            <Button color="green" loading={approving} onClick={() => void approve()}>
              Approve Timesheet
            </Button>
          </SimpleGrid>
        ) : null}
      </Stack>
      <AskForChangesDialog
        timesheetId={sent.timesheetId}
        opened={asking}
        onClose={() => setAsking(false)}
        onDone={async () => {
          toasts.success(TIMESHEET_MESSAGES.changesRequested);
          await onChanged();
        }}
      />
    </Alert>
  );
}
