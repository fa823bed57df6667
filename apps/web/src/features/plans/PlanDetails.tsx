import { type ClientPlanView, formatCalendarDate, formatCents } from '@care/domain';
import { Badge, Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { BudgetTable } from './BudgetTable.tsx';
import { ENDING_SOON_DAYS, timeLeft } from './plan-display.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }} mb={2}>
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

/** The status badge and the days left (orange when the plan ends within two months). */
export function PlanStatusBadges({ plan }: { plan: ClientPlanView }) {
  const left = timeLeft(plan);
  const soon = plan.status === 'Current' && (plan.daysLeft ?? Infinity) <= ENDING_SOON_DAYS;
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge kind="plan" status={plan.status} size="lg" />
      {left ? (
        <Badge color={soon ? 'orange' : 'gray'} variant={soon ? 'light' : 'outline'} size="lg">
          {left}
        </Badge>
      ) : null}
    </Group>
  );
}

/** One plan: dates, status, management and plan manager, then its budget. */
export function PlanDetails({ plan, actions }: { plan: ClientPlanView; actions?: ReactNode }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <PlanStatusBadges plan={plan} />
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
        <Fact label="Plan dates">
          {/* Each date stays whole: a narrow screen breaks the line at the dash. */}
          <span style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(plan.startDate)} –</span>{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(plan.endDate)}</span>
        </Fact>
        <Fact label="Managed">{plan.management}</Fact>
        {plan.planManager ? (
          <Fact label={plan.management === 'Plan Managed' ? 'Plan manager' : 'Invoices paid by'}>
            {plan.planManager}
          </Fact>
        ) : null}
        <Fact label="Total budget">{formatCents(plan.totalCents)}</Fact>
      </SimpleGrid>
      {plan.note ? (
        <Text fz="sm" c="gray.7" style={{ whiteSpace: 'pre-line' }}>
          {plan.note}
        </Text>
      ) : null}
      <BudgetTable plan={plan} />
    </Stack>
  );
}
