import { formatInZone, type ShiftRosterView } from '@care/domain';
import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { reportFailure, useRefreshRoster } from '../../shelf/dialog-support.ts';
import { ROSTER_KEY } from '../../shelf/shift-api.ts';
import { shiftWhen } from '../../shelf/shift-display.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { FindingsOverride } from './FindingsOverride.tsx';
import {
  approveOpenShift,
  declineOpenShift,
  fetchOpenShiftRequests,
  type OpenShiftRequestView,
} from './shift-actions-api.ts';
import { useOverrideWrite } from './useOverrideWrite.ts';

/** Failure titles of the open-shift decisions (ours: spec 3 §8 has no open shifts). */
export const OPEN_SHIFT_FAILURES = {
  approve: 'Error approving the request',
  decline: 'Error declining the request',
} as const;

function RequestCard({ request, onApproved }: { request: OpenShiftRequestView; onApproved: () => void }) {
  const zone = useTimeZone();
  const refresh = useRefreshRoster();
  const write = useOverrideWrite(OPEN_SHIFT_FAILURES.approve, onApproved);
  const [declining, setDeclining] = useState(false);
  const findings = write.override.conflict ?? request.findings;
  const pending = request.status === 'Pending';

  const decline = async () => {
    setDeclining(true);
    try {
      await declineOpenShift(request.openShiftRequestId);
      await refresh();
    } catch (error) {
      reportFailure(error, OPEN_SHIFT_FAILURES.decline, true);
    } finally {
      setDeclining(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="sm" aria-label={`Request of ${request.staffName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>{request.staffName}</Text>
            <Text fz="xs" c="dimmed">
              Asked {formatInZone(request.dateCreated, 'listDateTime', zone)}
            </Text>
          </div>
          <StatusBadge kind="openShiftRequest" status={request.status} />
        </Group>
        {pending ? (
          <>
            {findings.length === 0 ? (
              <Text fz="sm" c="teal.8">
                Passes the rostering checks.
              </Text>
            ) : null}
            <FindingsOverride
              findings={findings}
              reason={write.override.reason}
              onReason={write.override.setReason}
              error={write.override.error}
              zone={zone}
            />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => void decline()}
                loading={declining}
                disabled={write.running}
              >
                Decline
              </Button>
              <Button
                onClick={() =>
                  void write.run(
                    (reason) => approveOpenShift(request.openShiftRequestId, reason),
                    request.findings,
                  )
                }
                loading={write.running}
                disabled={declining}
              >
                Approve
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/** An open shift's requests (ours, issue 12 item 5): who asked, how each fares in the checks, Approve or Decline. */
export function OpenShiftRequestsDialog({
  shift,
  onCancel,
  onDone,
}: {
  shift: ShiftRosterView;
  onCancel: () => void;
  onDone: () => void;
}) {
  const zone = useTimeZone();
  const requests = useQuery({
    queryKey: [...ROSTER_KEY, 'open-shift-requests', shift.shiftRosterId],
    queryFn: ({ signal }) => fetchOpenShiftRequests(shift.shiftRosterId, signal),
  });

  return (
    <ResponsiveModal opened onClose={onCancel} title="Open shift requests" size="lg">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {shift.clients} · {shiftWhen(shift, zone)}
        </Text>
        {requests.isPending ? <Loader size="sm" aria-label="Loading the requests" /> : null}
        {requests.isError ? <LoadFailed what="the requests" onRetry={() => void requests.refetch()} /> : null}
        {requests.data?.length === 0 ? <Text>No staff member has asked for this shift yet.</Text> : null}
        {requests.data?.map((r) => (
          <RequestCard key={r.openShiftRequestId} request={r} onApproved={onDone} />
        ))}
        <DialogFooter>
          <Button variant="default" onClick={onCancel}>
            Back
          </Button>
        </DialogFooter>
      </Stack>
    </ResponsiveModal>
  );
}
