import {
  SAH_BUDGET_KINDS,
  SAH_DRAWDOWN_BASES,
  SAH_LATE_CLAIM_DAY_ONE,
  SAH_ROUNDINGS,
  type SahBudgetsView,
  sahBudgetRowSave,
  sahSettingsEdit,
} from '@care/domain';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { fetchSahBudgets, SAH_KEY, saveSahBudgetRow, saveSahSettings } from './sah-api.ts';
import { day, money } from './sah-words.ts';

const KIND_LABELS: Record<string, string> = {
  RESTORATIVE_CARE: 'Restorative Care',
  END_OF_LIFE: 'End-of-Life',
  AT_LOW: 'Assistive technology, low',
  AT_MEDIUM: 'Assistive technology, medium',
  AT_HIGH: 'Assistive technology, high',
  HM: 'Home modifications',
};
const kindLabel = (k: string) =>
  k.startsWith('CLASS_') ? `Classification ${k.slice(6)}` : (KIND_LABELS[k] ?? k);

type RowValues = { kind: string; amount: string; effectiveFrom: string; effectiveTo: string; source: string };

function RowForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof sahBudgetRowSave, RowValues>(sahBudgetRowSave, {
    raw: true,
    defaultValues: { kind: '', amount: '', effectiveFrom: '', effectiveTo: '', source: '' },
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['kind', 'amount', 'effectiveFrom', 'effectiveTo', 'source'],
    saveSahBudgetRow,
    async () => {
      await queryClient.invalidateQueries({ queryKey: SAH_KEY });
      onDone();
    },
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add a budget row">
      <Stack gap="md">
        <FormField
          field={{
            name: 'kind',
            label: 'Classification or pathway',
            kind: 'select',
            required: true,
            options: SAH_BUDGET_KINDS,
            optionLabel: kindLabel,
          }}
          {...f}
        />
        <FormField
          field={{
            name: 'amount',
            label: 'Amount ($, annual for a classification)',
            inputMode: 'decimal',
            required: true,
          }}
          {...f}
        />
        <FormField
          field={{ name: 'effectiveFrom', label: 'Effective from', kind: 'date', required: true }}
          {...f}
        />
        <FormField field={{ name: 'effectiveTo', label: 'Last day (optional)', kind: 'date' }} {...f} />
        <FormField
          field={{
            name: 'source',
            label: 'Source',
            required: true,
            placeholder: 'Schedule of Subsidies and Supplements 2026-27',
          }}
          {...f}
        />
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Add row
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

type SettingsValues = SahBudgetsView['settings'];
const WORDS: Record<string, string> = {
  FULL_PRICE: 'Full price (default)',
  GOVERNMENT_SHARE: 'Government share only',
  HALF_UP: 'Half-up (default)',
  TRUNCATE: 'Truncate',
  END_DATE: 'The end date is day 1 (default)',
  DAY_AFTER: 'The day after is day 1',
};
const word = (v: string) => WORDS[v] ?? v;

function SettingsForm({ settings, canManage }: { settings: SettingsValues; canManage: boolean }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<typeof sahSettingsEdit, SettingsValues>(sahSettingsEdit, {
    raw: true,
    defaultValues: settings,
  });
  const { submit, banner } = useFormSubmit(
    form,
    ['drawdownBasis', 'careManagementRounding', 'contributionRounding', 'lateClaimDayOne'],
    saveSahSettings,
    () => queryClient.invalidateQueries({ queryKey: SAH_KEY }),
  );
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  const select = (name: keyof SettingsValues, label: string, options: readonly string[]) => (
    <FormField
      field={{
        name,
        label,
        kind: 'select',
        required: true,
        options,
        optionLabel: word,
      }}
      {...f}
    />
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Support at Home settings">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Each is a reading the published sources leave unconfirmed (docs/reference/SUPPORT-AT-HOME.md §14).
        </Text>
        {select('drawdownBasis', 'The budget is drawn down by', SAH_DRAWDOWN_BASES)}
        {select('careManagementRounding', 'Care management 10% rounding', SAH_ROUNDINGS)}
        {select('contributionRounding', 'Contribution rounding', SAH_ROUNDINGS)}
        {select('lateClaimDayOne', 'The 60-day claiming period', SAH_LATE_CLAIM_DAY_ONE)}
        <FormBanner message={banner} />
        {canManage ? (
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save settings
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}

/** Setup → Support at Home budgets (issue 39 item 2): the effective-dated rows and the settings. */
export function SahBudgetsPage() {
  const [adding, setAdding] = useState(false);
  const canManage = useCan('sahBudgets.manage');
  const view = useQuery({
    queryKey: [...SAH_KEY, 'budgets'],
    queryFn: ({ signal }) => fetchSahBudgets(signal),
  });
  return (
    <>
      <PageHeader title="Support at Home budgets" />
      {view.isPending ? <Skeleton h={300} radius="lg" /> : null}
      {view.isError ? <LoadFailed what="the budget rows" onRetry={() => void view.refetch()} /> : null}
      {view.data ? (
        <Stack gap="lg">
          {view.data.warnings.map((w) => (
            <Alert key={w} color="yellow">
              {w}
            </Alert>
          ))}
          <Card withBorder radius="lg">
            <Group justify="space-between" mb="sm">
              <Title order={3}>Budget rows</Title>
              {canManage ? <Button onClick={() => setAdding(true)}>Add a row</Button> : null}
            </Group>
            <Table aria-label="Budget rows" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Classification or pathway</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>A quarter</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Source</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.data.rows.map((r) => (
                  <Table.Tr key={`${r.kind}-${r.effectiveFrom}`}>
                    <Table.Td>
                      {kindLabel(r.kind)}
                      {r.status === 'unconfirmed' ? (
                        <Badge ml="xs" color="orange" variant="light">
                          Unconfirmed
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{money(r.amountCents)}</Table.Td>
                    <Table.Td>{r.quarterlyCents === null ? '—' : money(r.quarterlyCents)}</Table.Td>
                    <Table.Td>{day(r.effectiveFrom)}</Table.Td>
                    <Table.Td>{day(r.effectiveTo)}</Table.Td>
                    <Table.Td>
                      <Text fz="xs">{r.source}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <Card withBorder radius="lg">
            <Title order={3} mb="sm">
              Settings
            </Title>
            <SettingsForm settings={view.data.settings} canManage={canManage} />
          </Card>
        </Stack>
      ) : null}
      <ResponsiveModal
        opened={adding}
        onClose={() => setAdding(false)}
        title="Add a budget row"
        closeOnClickOutside={false}
      >
        {adding ? <RowForm onDone={() => setAdding(false)} /> : null}
      </ResponsiveModal>
    </>
  );
}
