import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { PayBlocks } from './PayBlocks.tsx';
import { PayLinesList } from './PayLinesList.tsx';
import { money, OFFICE_STATUS, periodText } from './pay-format.ts';
import { fetchStaffPayLines, staffPayKey } from './pay-lines-api.ts';

/**
 * A worker's award pay beside their hours (issue 38 item 4: the periodic timesheet and the approval
 * dialogs): each pay period the dates touch, its status and total, and the lines with their
 * explanations on demand. `fromDate`/`toDate` are calendar dates of the company's zone.
 */
export function WorkerPayPanel({
  staffId,
  staffName,
  fromDate,
  toDate,
}: {
  staffId: string;
  staffName: string;
  fromDate: string;
  toDate: string;
}) {
  const [open, setOpen] = useState(false);
  const pay = useQuery({
    queryKey: staffPayKey(staffId, fromDate, toDate),
    queryFn: ({ signal }) => fetchStaffPayLines(staffId, fromDate, toDate, signal),
    enabled: staffId !== '' && fromDate !== '' && toDate !== '',
    retry: false,
  });
  return (
    <Card withBorder radius="lg" padding="md" aria-label={`Pay lines of ${staffName}`}>
      {pay.isPending ? (
        <Skeleton h={48} radius="md" />
      ) : pay.isError ? (
        <Text fz="sm" c="dimmed">
          The pay lines could not be worked out for these dates.
        </Text>
      ) : (
        <Stack gap="sm">
          {pay.data.periods.map((p) => (
            <Stack key={p.fromDate} gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text fw={600}>Pay {periodText(p)}</Text>
                  <StatusBadge kind="payPeriod" status={OFFICE_STATUS[p.status]} />
                </Group>
                <Text fw={800} aria-label={`Pay total ${periodText(p)}`}>
                  {money(p.totalCents)}
                </Text>
              </Group>
              <PayBlocks blocks={p.blocks} title="Blocks pay approval" audience="office" />
            </Stack>
          ))}
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            style={{ alignSelf: 'flex-start' }}
          >
            {open ? 'Hide the pay lines' : 'Show the pay lines'}
          </Anchor>
          {open
            ? pay.data.periods.map((p) => (
                <PayLinesList key={p.fromDate} lines={p.lines} empty="No pay lines in this period." />
              ))
            : null}
        </Stack>
      )}
    </Card>
  );
}
