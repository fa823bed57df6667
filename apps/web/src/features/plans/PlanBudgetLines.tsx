import { formatCents, SUPPORT_CATEGORIES, supportCategoryLabel } from '@care/domain';
import { ActionIcon, Box, Button, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { EMPTY_LINE, type PlanFormApi, typedTotal } from './plan-form-values.ts';

const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((c) => ({ value: c.number, label: supportCategoryLabel(c) }));

/** The plan's budget by support category: one line a category (each chosen once), with the total typed. */
export function PlanBudgetLines({ form }: { form: PlanFormApi }) {
  const lines = useFieldArray({ control: form.control, name: 'budgets' });
  const budgets = useWatch({ control: form.control, name: 'budgets' }) ?? [];
  const { errors } = form.formState;
  const chosen = new Set(budgets.map((b) => b.supportCategoryNumber));

  return (
    <Box>
      <Group justify="space-between" align="baseline" mb={4}>
        <Text fw={600} fz="sm">
          Budget by support category
        </Text>
        <Text fz="sm" c="dimmed" aria-live="polite">
          Total <b>{formatCents(typedTotal(budgets))}</b>
        </Text>
      </Group>
      <Stack gap="xs">
        {lines.fields.map((line, i) => (
          <Grid key={line.id} gap="xs" align="flex-start">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Controller
                control={form.control}
                name={`budgets.${i}.supportCategoryNumber`}
                render={({ field }) => (
                  <Select
                    aria-label={`Support category of line ${i + 1}`}
                    placeholder="Choose a support category"
                    size="md"
                    searchable
                    data={CATEGORY_OPTIONS.map((o) => ({
                      ...o,
                      disabled: o.value !== field.value && chosen.has(o.value),
                    }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    error={errors.budgets?.[i]?.supportCategoryNumber?.message}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 10, sm: 4 }}>
              <TextInput
                aria-label={`Amount of line ${i + 1}`}
                placeholder="0.00"
                size="md"
                inputMode="decimal"
                autoComplete="off"
                leftSection={<Text fz="sm">$</Text>}
                {...form.register(`budgets.${i}.amount`)}
                error={errors.budgets?.[i]?.amount?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 2, sm: 1 }}>
              <ActionIcon
                variant="subtle"
                color="red"
                size={42}
                onClick={() => lines.remove(i)}
                aria-label={`Remove line ${i + 1}`}
              >
                <IconTrash size={20} stroke={1.8} aria-hidden />
              </ActionIcon>
            </Grid.Col>
          </Grid>
        ))}
        {lines.fields.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No budget lines: add the categories funded in the plan.
          </Text>
        ) : null}
        {errors.budgets?.message ? (
          <Text fz="sm" c="red">
            {errors.budgets.message}
          </Text>
        ) : null}
        {lines.fields.length < SUPPORT_CATEGORIES.length ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
            onClick={() => lines.append({ ...EMPTY_LINE })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add a category
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
