import { formatTicks, type TimesheetTotals } from '@care/domain';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconMoon, IconRoute } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function SummaryCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Stack gap={0}>
          <Text fz="sm" c="dimmed">
            {label}
          </Text>
          <Text fz="lg" fw={700}>
            {value}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** The Shift Duration Breakdown's lines (spec 3 §2.3, §2.4): the durations by kind of hours. */
export function breakdownLines(t: TimesheetTotals): { label: string; ticks: number }[] {
  return [
    { label: 'Normal', ticks: t.normalDuration },
    { label: 'Evening', ticks: t.eveningDuration },
    { label: 'Active Night', ticks: t.exceptionalDuration },
    { label: 'Saturday', ticks: t.satDuration },
    { label: 'Sunday', ticks: t.sunDuration },
    { label: 'Public Holiday', ticks: t.phDuration },
    { label: 'Sleepover', ticks: t.sleepoverDuration },
  ];
}

/** The summary cards (Total Distance, Total Duration, Sleepover Shifts) and the Shift Duration Breakdown. */
export function TimesheetSummary({ totals }: { totals: TimesheetTotals }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <SummaryCard
          label="Total Distance"
          value={`${totals.totalKm.toFixed(2)} km`}
          icon={<IconRoute size={22} stroke={1.8} aria-hidden />}
        />
        <SummaryCard
          label="Total Duration"
          value={formatTicks(totals.totalDuration)}
          icon={<IconClockHour4 size={22} stroke={1.8} aria-hidden />}
        />
        <SummaryCard
          label="Sleepover Shifts"
          value={String(totals.nightShift)}
          icon={<IconMoon size={22} stroke={1.8} aria-hidden />}
        />
      </SimpleGrid>
      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-labelledby="shift-duration-breakdown"
      >
        <Title order={2} fz="md" mb="sm" id="shift-duration-breakdown">
          Shift Duration Breakdown
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" verticalSpacing="sm">
          {breakdownLines(totals).map((line) => (
            <Stack
              key={line.label}
              gap={0}
              role="group"
              aria-label={`${line.label}: ${formatTicks(line.ticks)}`}
            >
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {line.label}
              </Text>
              <Text fz="sm" fw={600}>
                {formatTicks(line.ticks)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
