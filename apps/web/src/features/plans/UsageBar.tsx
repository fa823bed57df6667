import { formatCents, type PlanBudgetUsage } from '@care/domain';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { usageTone } from './plan-display.ts';

/** Amounts line up in columns. */
export const NUM = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

type Usage = Pick<PlanBudgetUsage, 'percentUsed' | 'nearEnd'>;

/** The bar of the share invoiced (capped at full), the percent in words and the near-end/over badge. */
export function UsageBar({ usage, label }: { usage: Usage; label: string }) {
  const tone = usageTone(usage);
  return (
    <Stack gap={4} mt={6}>
      <Group gap={8} wrap="nowrap">
        <Progress
          value={Math.min(100, usage.percentUsed)}
          color={tone.color}
          size="sm"
          radius="xl"
          style={{ flex: 1, minWidth: 80 }}
          aria-label={`${label}: ${usage.percentUsed}% invoiced`}
        />
        <Text fz="xs" c={tone.badge ? tone.color : 'dimmed'} fw={600} style={NUM}>
          {usage.percentUsed}% used
        </Text>
      </Group>
      {tone.badge ? (
        <Badge color={tone.color} variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
          {tone.badge}
        </Badge>
      ) : null}
    </Stack>
  );
}

/** What is left of a budget; once below zero, how far over. */
export const remainingText = (cents: number): string =>
  cents < 0 ? `${formatCents(-cents)} over` : formatCents(cents);
