import type { ClaimBatchView } from '@care/domain';
import { Badge, Group } from '@mantine/core';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** A batch's or a batch line's status as a coloured badge. */
export function ClaimStatusBadge({ status }: { status: string }) {
  return <StatusBadge kind="claim" status={status} miw="max-content" />;
}

/** How far the portal's answer has come: paid and rejected counts beside the lines still claimed. */
export function BatchProgress({
  batch,
}: {
  batch: Pick<ClaimBatchView, 'claimedCount' | 'paidCount' | 'rejectedCount'>;
}) {
  return (
    <Group gap={4}>
      {batch.paidCount > 0 ? (
        <Badge color="green" variant="light" miw="max-content">
          {batch.paidCount} paid
        </Badge>
      ) : null}
      {batch.rejectedCount > 0 ? (
        <Badge color="red" variant="light" miw="max-content">
          {batch.rejectedCount} rejected
        </Badge>
      ) : null}
      {batch.claimedCount > 0 ? (
        <Badge color="violet" variant="light" miw="max-content">
          {batch.claimedCount} awaiting
        </Badge>
      ) : null}
    </Group>
  );
}

/** A batch's number as the office says it: 'Batch 12'. */
export const batchName = (b: Pick<ClaimBatchView, 'batchNumber'>) => `Batch ${b.batchNumber}`;

/** 'How the batch's progress reads in an export: '3 paid, 1 rejected, 2 awaiting'. */
export const progressText = (b: Pick<ClaimBatchView, 'claimedCount' | 'paidCount' | 'rejectedCount'>) =>
  `${b.paidCount} paid, ${b.rejectedCount} rejected, ${b.claimedCount} awaiting`;
