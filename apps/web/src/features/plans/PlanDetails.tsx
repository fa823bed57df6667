import {
  type ClientPlanView,
  formatCalendarDate,
  formatCents,
  SUPPORT_PURPOSES,
  supportCategoryOf,
  totalsByPurpose,
} from '@care/domain';
import { Badge, Box, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ENDING_SOON_DAYS, planDates, STATUS_COLOR, timeLeft } from './plan-display.ts';

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
      <Badge color={STATUS_COLOR[plan.status]} variant="light" size="lg">
        {plan.status}
      </Badge>
      {left ? (
        <Badge color={soon ? 'orange' : 'gray'} variant={soon ? 'light' : 'outline'} size="lg">
          {left}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The plan's budget per support category, its totals by purpose and in all. */
function BudgetTable({ plan }: { plan: ClientPlanView }) {
  if (plan.budgets.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No budget recorded for this plan yet.
      </Text>
    );
  }
  const byPurpose = totalsByPurpose(plan.budgets);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={6}>
        {SUPPORT_PURPOSES.map((purpose) => (
          <Group
            key={purpose}
            justify="space-between"
            gap={4}
            px="sm"
            py={8}
            style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text fz="sm" c="dimmed">
              {purpose}
            </Text>
            <Text fz="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(byPurpose[purpose])}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={`Budget of the plan ${planDates(plan)}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Support category</Table.Th>
            <Table.Th ta="right">Budget</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.budgets.map((b) => (
            <Table.Tr key={b.planBudgetId}>
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {b.supportCategoryNumber}. {b.supportCategoryName}
                </Text>
                <Text fz="xs" c="dimmed">
                  {supportCategoryOf(b.supportCategoryNumber)?.purpose}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatCents(b.amountCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>Total</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(plan.totalCents)}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Stack>
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
