import { type ClientPlanView, formatCents, type PlanBudgetUsage, supportCategoryOf } from '@care/domain';
import { Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { planDates } from './plan-display.ts';
import { NUM, remainingText, UsageBar } from './UsageBar.tsx';

type Amounts = Pick<PlanBudgetUsage, 'budgetCents' | 'invoicedCents' | 'claimedCents' | 'remainingCents'>;

function Amount({ label, children, red = false }: { label: string; children: ReactNode; red?: boolean }) {
  return (
    <Box>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} style={NUM} c={red ? 'red' : undefined}>
        {children}
      </Text>
    </Box>
  );
}

function AmountsGrid({ amounts }: { amounts: Amounts }) {
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt={8}>
      <Amount label="Budget">{formatCents(amounts.budgetCents)}</Amount>
      <Amount label="Invoiced">{formatCents(amounts.invoicedCents)}</Amount>
      <Amount label="Claimed">{formatCents(amounts.claimedCents)}</Amount>
      <Amount label="Remaining" red={amounts.remainingCents < 0}>
        {remainingText(amounts.remainingCents)}
      </Amount>
    </SimpleGrid>
  );
}

/**
 * The budget with its usage on a phone: one block per budget line (bar, badge, then budget,
 * invoiced, claimed and remaining two by two) and the plan's total, instead of a wide table.
 */
export function BudgetList({
  plan,
  usage,
  total,
}: {
  plan: ClientPlanView;
  usage: readonly (PlanBudgetUsage | null)[];
  total: PlanBudgetUsage | Omit<PlanBudgetUsage, 'supportCategoryNumber' | 'supportCategoryName'> | null;
}) {
  return (
    <Stack
      gap="xs"
      hiddenFrom="sm"
      component="ul"
      aria-label={`Budget lines of the plan ${planDates(plan)}`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {plan.budgets.map((b, i) => {
        const name = `${b.supportCategoryNumber}. ${b.supportCategoryName}`;
        const used = usage[i] ?? null;
        return (
          <Paper key={b.planBudgetId} component="li" withBorder radius="md" p="sm">
            <Text fz="sm" fw={600}>
              {name}
            </Text>
            <Text fz="xs" c="dimmed">
              {supportCategoryOf(b.supportCategoryNumber)?.purpose}
            </Text>
            {used ? <UsageBar usage={used} label={name} /> : null}
            <AmountsGrid
              amounts={
                used ?? {
                  budgetCents: b.amountCents,
                  invoicedCents: 0,
                  claimedCents: 0,
                  remainingCents: b.amountCents,
                }
              }
            />
          </Paper>
        );
      })}
      {total ? (
        <Paper component="li" radius="md" p="sm" bg="gray.0">
          <Text fz="sm" fw={700}>
            Total
          </Text>
          <UsageBar usage={total} label="Whole plan" />
          <AmountsGrid amounts={total} />
        </Paper>
      ) : null}
    </Stack>
  );
}
