import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { PayFactsFormState, WallPeriod } from './pay-facts-form.ts';

function PeriodList({
  name,
  legend,
  addLabel,
  periods,
  fallback,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  addLabel: string;
  periods: WallPeriod[];
  /** Where a new period starts: the clock-in. */
  fallback: string;
  error?: string;
  onChange: (periods: WallPeriod[]) => void;
}) {
  const set = (i: number, patch: Partial<WallPeriod>) =>
    onChange(periods.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <Stack gap={6} role="group" aria-label={legend}>
      <Text fz="sm" fw={500}>
        {legend}
      </Text>
      {periods.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list
        <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
          {/* Side by side from a small tablet up; stacked on a phone, where two date-times do not fit a row. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
            <TextInput
              label="From"
              aria-label={`${name} ${i + 1} from`}
              type="datetime-local"
              size="sm"
              value={p.start}
              onChange={(e) => set(i, { start: e.currentTarget.value })}
            />
            <TextInput
              label="To"
              aria-label={`${name} ${i + 1} to`}
              type="datetime-local"
              size="sm"
              value={p.end}
              onChange={(e) => set(i, { end: e.currentTarget.value })}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${name.toLowerCase()} ${i + 1}`}
            onClick={() => onChange(periods.filter((_, j) => j !== i))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text fz="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...periods, { start: fallback, end: fallback }])}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}

/**
 * What pay reads beyond the times (issue 38): on a Sleep Over shift the periods worked inside it;
 * on any other the unpaid break, in minutes or with its times. Shared by Mark Staff Attendance and
 * Edit Attendance; the server checks them against the attendance too.
 */
export function PayFactsFields({
  values,
  errors,
  onChange,
  sleepover,
  clockIn,
}: {
  values: PayFactsFormState;
  errors: Record<string, string>;
  onChange: (patch: Partial<PayFactsFormState>) => void;
  sleepover: boolean;
  clockIn: string;
}) {
  if (sleepover) {
    return (
      <PeriodList
        name="Period worked"
        legend="Work inside the sleepover (each time the worker was woken)"
        addLabel="Add a period worked"
        periods={values.activePeriods}
        fallback={clockIn}
        error={errors.activePeriods}
        onChange={(activePeriods) => onChange({ activePeriods })}
      />
    );
  }
  return (
    <Stack gap="xs">
      <TextInput
        label="Unpaid break (minutes)"
        description="Deducted from pay, not from what the participant is billed"
        size="md"
        inputMode="numeric"
        placeholder="e.g. 30"
        style={{ maxWidth: 320 }}
        value={values.unpaidBreakMinutes}
        onChange={(e) => onChange({ unpaidBreakMinutes: e.currentTarget.value })}
        error={errors.unpaidBreakMinutes}
      />
      <PeriodList
        name="Unpaid break"
        legend="Or the unpaid breaks’ times"
        addLabel="Add a break with its times"
        periods={values.unpaidBreaks}
        fallback={clockIn}
        error={errors.unpaidBreaks}
        onChange={(unpaidBreaks) => onChange({ unpaidBreaks })}
      />
    </Stack>
  );
}
