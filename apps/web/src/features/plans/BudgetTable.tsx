import {
  type ClientPlanView,
  formatCents,
  type PlanBudgetUsage,
  SUPPORT_PURPOSES,
  supportCategoryOf,
  totalsByPurpose,
} from '@care/domain';
import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { BudgetList } from './BudgetList.tsx';
import { planDates, usageOfBudgets, usageTotals } from './plan-display.ts';
import { NUM, remainingText, UsageBar } from './UsageBar.tsx';

type Amounts = Pick<PlanBudgetUsage, 'invoicedCents' | 'claimedCents' | 'remainingCents'>;

/** Invoiced, claimed and remaining cells; the remaining is red once below zero. */
function UsageCells({ usage, head = false }: { usage: Amounts | null; head?: boolean }) {
  const Cell = head ? Table.Th : Table.Td;
  if (!usage) {
    return (
      <>
        <Cell ta="right">–</Cell>
        <Cell ta="right">–</Cell>
        <Cell ta="right">–</Cell>
      </>
    );
  }
  return (
    <>
      <Cell ta="right" style={NUM}>
        {formatCents(usage.invoicedCents)}
      </Cell>
      <Cell ta="right" style={NUM}>
        {formatCents(usage.claimedCents)}
      </Cell>
      <Cell ta="right" style={NUM} c={usage.remainingCents < 0 ? 'red' : undefined}>
        {remainingText(usage.remainingCents)}
      </Cell>
    </>
  );
}

/**
 * The plan's budget per support category, its totals by purpose and in all. With the server's
 * usage (saved invoice lines within the plan) each line also shows invoiced, claimed, remaining and
 * a bar of the share used; the table scrolls sideways on a phone rather than squeezing the amounts.
 */
export function BudgetTable({ plan }: { plan: ClientPlanView }) {
  if (plan.budgets.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No budget recorded for this plan yet.
      </Text>
    );
  }
  const byPurpose = totalsByPurpose(plan.budgets);
  const usage = usageOfBudgets(plan);
  const total = usage ? usageTotals(plan.totalCents, usage) : null;
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
            <Text fz="sm" fw={700} style={NUM}>
              {formatCents(byPurpose[purpose])}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      {usage ? <BudgetList plan={plan} usage={usage} total={total} /> : null}
      {/* With usage, phones get the list above; the table is for wider screens (it still scrolls). */}
      <Table.ScrollContainer minWidth={usage ? 640 : 0} type="native" visibleFrom={usage ? 'sm' : undefined}>
        <Table
          verticalSpacing={6}
          horizontalSpacing="xs"
          aria-label={`Budget of the plan ${planDates(plan)}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Support category</Table.Th>
              <Table.Th ta="right">Budget</Table.Th>
              {usage ? (
                <>
                  <Table.Th ta="right">Invoiced</Table.Th>
                  <Table.Th ta="right">Claimed</Table.Th>
                  <Table.Th ta="right">Remaining</Table.Th>
                </>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plan.budgets.map((b, i) => {
              const name = `${b.supportCategoryNumber}. ${b.supportCategoryName}`;
              const used = usage?.[i] ?? null;
              return (
                <Table.Tr key={b.planBudgetId}>
                  <Table.Td style={{ minWidth: 220 }}>
                    <Text fz="sm" fw={500}>
                      {name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {supportCategoryOf(b.supportCategoryNumber)?.purpose}
                    </Text>
                    {used ? <UsageBar usage={used} label={name} /> : null}
                  </Table.Td>
                  <Table.Td ta="right" style={NUM}>
                    {formatCents(b.amountCents)}
                  </Table.Td>
                  {usage ? <UsageCells usage={used} /> : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>
                Total
                {total ? <UsageBar usage={total} label="Whole plan" /> : null}
              </Table.Th>
              <Table.Th ta="right" style={NUM}>
                {formatCents(plan.totalCents)}
              </Table.Th>
              {total ? <UsageCells usage={total} head /> : null}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
