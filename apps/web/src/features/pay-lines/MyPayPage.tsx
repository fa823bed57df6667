import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { PayBlocks } from './PayBlocks.tsx';
import { PayLinesList } from './PayLinesList.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { money, OFFICE_STATUS, periodText, WORKER_STATUS } from './pay-format.ts';
import { fetchMyPay, myPayKey } from './pay-lines-api.ts';

/** /app/staff/my-pay (issue 38 item 4): the worker's pay of the current or a past period, explained. */
export function MyPayPage() {
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const pay = useQuery({
    queryKey: myPayKey(periodStart),
    queryFn: ({ signal }) => fetchMyPay(periodStart, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap={0}>
      <PageHeader
        title="My pay"
        description="What your shifts pay under the award, line by line, with how each amount is worked out."
      />
      {pay.isPending ? (
        <Skeleton h={240} radius="lg" />
      ) : pay.isError ? (
        <LoadFailed what="your pay" onRetry={() => void pay.refetch()} />
      ) : (
        <Stack gap="md">
          <PeriodPicker
            periods={pay.data.periods}
            value={pay.data.period.fromDate}
            onChange={setPeriodStart}
          />
          <Card withBorder radius="md" padding="md" aria-label="Period total">
            <Stack gap={6} align="flex-start">
              <Text fz="sm" c="dimmed">
                {periodText(pay.data.period)}
              </Text>
              <Text fz={28} fw={800} lh={1.2}>
                {money(pay.data.period.totalCents)}
              </Text>
              <Text fz="xs" c="dimmed">
                Before tax
              </Text>
              <StatusBadge
                kind="payPeriod"
                status={OFFICE_STATUS[pay.data.period.status]}
                label={WORKER_STATUS[pay.data.period.status]}
                size="lg"
              />
            </Stack>
          </Card>
          <PayBlocks blocks={pay.data.period.blocks} title="Before this pay is final" audience="worker" />
          {pay.data.period.warnings.length > 0 ? (
            <Stack gap={2}>
              {pay.data.period.warnings.map((w) => (
                <Text key={w} fz="xs" c="dimmed">
                  {w}
                </Text>
              ))}
            </Stack>
          ) : null}
          <PayLinesList
            lines={pay.data.period.lines}
            empty={
              pay.data.period.status === 'blocked'
                ? 'Your pay for this period is shown once the office has fixed what is listed above.'
                : 'No shifts in this period.'
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
