import { formatTicks, type StaffDurationBar } from '@care/domain';
import { Card, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/api.ts';
import { getSession } from '../../session/session-store.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';

type Period = 'week' | 'month' | 'year';
interface Chart {
  period: Period;
  fromDate: string;
  toDate: string;
  chart_info: StaffDurationBar[];
}

const fetchChart = (period: Period, signal?: AbortSignal) =>
  api.get<Chart>('/Attendances/staff_duration_chart', {
    query: { period, companyId: getSession()?.user.companyId ?? '' },
    signal,
  });

/** The dashboard's chart of hours worked per staff member (spec 3 §7.2 staff_duration_chart). */
export function StaffHoursCard() {
  const [period, setPeriod] = useState<Period>('week');
  const chart = useQuery({
    queryKey: ['staff-hours', period],
    queryFn: ({ signal }) => fetchChart(period, signal),
  });
  const bars = chart.data?.chart_info.slice(0, 8) ?? [];
  const most = Math.max(1, ...bars.map((b) => b.duration));
  return (
    <Card shadow="xs" padding="lg">
      <Group justify="space-between" mb="md" gap="sm">
        <Stack gap={0}>
          <Text fw={700}>Hours worked</Text>
          <Text fz="xs" c="dimmed">
            {chart.data ? `${chart.data.fromDate} to ${chart.data.toDate}` : ' '}
          </Text>
        </Stack>
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(v) => setPeriod(v as Period)}
          data={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
            { value: 'year', label: 'Year' },
          ]}
          aria-label="Period"
        />
      </Group>
      {chart.isError ? <LoadFailed what="the hours" onRetry={() => void chart.refetch()} /> : null}
      {chart.isSuccess && bars.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No completed shifts in this period yet.
        </Text>
      ) : null}
      <Stack gap="sm" aria-label="Hours worked per staff member">
        {bars.map((b) => (
          <Stack key={b.staffId} gap={2}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" truncate>
                {b.fullName}
              </Text>
              <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatTicks(b.duration)}
              </Text>
            </Group>
            <Progress value={(b.duration / most) * 100} size="md" radius="xl" aria-hidden />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
