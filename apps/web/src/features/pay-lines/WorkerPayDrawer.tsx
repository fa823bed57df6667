import { Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PayBlocks } from './PayBlocks.tsx';
import { PayLinesList } from './PayLinesList.tsx';
import { approvedText, money, periodText } from './pay-format.ts';
import { fetchStaffPayLines, staffPayKey } from './pay-lines-api.ts';

export interface DrawerWorker {
  staffId: string;
  staffName: string;
}

/** One worker's lines of the period with their explanations, read only when the office opens them. */
export function WorkerPayDrawer({
  worker,
  period,
  onClose,
}: {
  worker: DrawerWorker | null;
  period: { fromDate: string; toDate: string };
  onClose: () => void;
}) {
  const lines = useQuery({
    queryKey: staffPayKey(worker?.staffId ?? '', period.fromDate, period.toDate),
    queryFn: ({ signal }) =>
      fetchStaffPayLines(worker?.staffId ?? '', period.fromDate, period.toDate, signal),
    enabled: worker !== null,
  });
  const zone = useTimeZone();
  const first = lines.data?.periods[0];
  return (
    <Drawer
      opened={worker !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={worker ? `${worker.staffName} · ${periodText(period)}` : ''}
    >
      {lines.isPending ? (
        <Skeleton h={200} radius="md" />
      ) : lines.isError ? (
        <LoadFailed what="the pay lines" onRetry={() => void lines.refetch()} />
      ) : first ? (
        <Stack gap="md">
          <Group justify="space-between">
            <Text c="dimmed">Total</Text>
            <Text fw={800} fz="xl">
              {money(first.totalCents)}
            </Text>
          </Group>
          {first.approved ? (
            <Text fz="sm" c="teal.8">
              {approvedText(first, zone)}: the lines below are frozen.
            </Text>
          ) : null}
          <PayBlocks blocks={first.blocks} title="Blocks approval" audience="office" />
          {first.warnings.map((w) => (
            <Text key={w} fz="xs" c="dimmed">
              {w}
            </Text>
          ))}
          <PayLinesList lines={first.lines} empty="No lines: see what blocks the period above." />
        </Stack>
      ) : null}
    </Drawer>
  );
}
