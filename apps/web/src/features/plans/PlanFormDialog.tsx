import {
  addCalendarDays,
  type ClientPlanView,
  centsToInput,
  clientPlanForm,
  formatCents,
  MAX_BUDGET_CENTS,
  oneYearPlanEnd,
  PLAN_MANAGEMENT_KINDS,
  parseAmountCents,
  SUPPORT_CATEGORIES,
  supportCategoryLabel,
} from '@care/domain';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Path, useFieldArray, useWatch } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { DateField } from '../../ui/DateField.tsx';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { MANAGEMENT_HINT } from './plan-display.ts';
import { addClientPlan, editClientPlan, type PlanFormValues, plansKey } from './plans-api.ts';

const CHECK_FIELDS = 'Please check the fields marked in red.';
const EMPTY_LINE = { supportCategoryNumber: '', amount: '' };
const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((c) => ({ value: c.number, label: supportCategoryLabel(c) }));

/** The form's first values: the plan being edited, or for a new plan the year after the client's latest plan. */
function valuesOf(plan: ClientPlanView | null, latest: ClientPlanView | undefined): PlanFormValues {
  if (plan) {
    return {
      startDate: plan.startDate,
      endDate: plan.endDate,
      management: plan.management,
      planManager: plan.planManager ?? '',
      planManagerEmail: plan.planManagerEmail ?? '',
      planManagerAbn: plan.planManagerAbn ?? '',
      planManagerAddress: plan.planManagerAddress ?? '',
      representativeName: plan.representativeName ?? '',
      representativeEmail: plan.representativeEmail ?? '',
      representativeAddress: plan.representativeAddress ?? '',
      note: plan.note ?? '',
      budgets: plan.budgets.map((b) => ({
        supportCategoryNumber: b.supportCategoryNumber,
        amount: centsToInput(b.amountCents),
      })),
    };
  }
  const startDate = latest ? addCalendarDays(latest.endDate, 1) : '';
  return {
    startDate,
    endDate: startDate ? oneYearPlanEnd(startDate) : '',
    management: latest?.management ?? '',
    planManager: latest?.planManager ?? '',
    planManagerEmail: latest?.planManagerEmail ?? '',
    planManagerAbn: latest?.planManagerAbn ?? '',
    planManagerAddress: latest?.planManagerAddress ?? '',
    representativeName: latest?.representativeName ?? '',
    representativeEmail: latest?.representativeEmail ?? '',
    representativeAddress: latest?.representativeAddress ?? '',
    note: '',
    budgets: [{ ...EMPTY_LINE }],
  };
}

/** The sum of the amounts typed so far (lines not yet a valid amount count as nothing). */
function typedTotal(lines: PlanFormValues['budgets']): number {
  return lines.reduce((sum, l) => {
    const parsed = parseAmountCents(l.amount, '', MAX_BUDGET_CENTS);
    return sum + (parsed.ok ? parsed.cents : 0);
  }, 0);
}

interface PlanFormProps {
  profileId: string;
  plan: ClientPlanView | null;
  latest: ClientPlanView | undefined;
  onDone: () => void;
}

function PlanForm({ profileId, plan, latest, onDone }: PlanFormProps) {
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof clientPlanForm, PlanFormValues>(clientPlanForm, {
    defaultValues: valuesOf(plan, latest),
  });
  const lines = useFieldArray({ control: form.control, name: 'budgets' });
  const management = useWatch({ control: form.control, name: 'management' });
  const budgets = useWatch({ control: form.control, name: 'budgets' }) ?? [];
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async () => {
      setBanner(null);
      // The domain schema has checked the form; the server reads the amounts as typed, again.
      const values = form.getValues();
      try {
        await (plan ? editClientPlan(plan.clientPlanId, values) : addClientPlan(profileId, values));
        await queryClient.invalidateQueries({ queryKey: plansKey(profileId) });
        onDone();
      } catch (error) {
        const fields = [
          'startDate',
          'endDate',
          'management',
          'planManager',
          'planManagerEmail',
          'planManagerAbn',
          'planManagerAddress',
          'representativeName',
          'representativeEmail',
          'representativeAddress',
          'note',
          ...values.budgets.flatMap((_, i) => [`budgets.${i}.supportCategoryNumber`, `budgets.${i}.amount`]),
        ] as Path<PlanFormValues>[];
        const message = applyServerErrors(error, fields, form.setError);
        const placed = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
        setBanner(message ?? (placed ? CHECK_FIELDS : 'Something went wrong. Please try again.'));
      }
    },
    () => setBanner(CHECK_FIELDS),
  );

  const chosen = new Set(budgets.map((b) => b.supportCategoryNumber));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="NDIS plan">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField control={form.control} name="startDate" label="Plan start date" required />
          <DateField control={form.control} name="endDate" label="Plan end date" required />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="management"
          render={({ field }) => (
            <Radio.Group
              label="How is the plan managed?"
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={errors.management?.message}
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt={6}>
                {PLAN_MANAGEMENT_KINDS.map((kind) => (
                  <Radio.Card key={kind} value={kind} p="sm" radius="md" onBlur={field.onBlur}>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} />
                      <Box>
                        <Text fz="sm" fw={600}>
                          {kind}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {MANAGEMENT_HINT[kind]}
                        </Text>
                      </Box>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        {management === 'Plan Managed' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormFields
              form={form}
              fields={[
                {
                  name: 'planManager',
                  label: 'Plan manager',
                  required: true,
                  placeholder: 'e.g. Harbour Plan Management',
                  autoComplete: 'off',
                },
                {
                  name: 'planManagerEmail',
                  label: 'Plan manager’s invoice e-mail',
                  kind: 'email',
                  description: 'Tax invoices are e-mailed here',
                },
                { name: 'planManagerAbn', label: 'Plan manager’s ABN' },
                { name: 'planManagerAddress', label: 'Plan manager’s postal address' },
              ]}
            />
          </SimpleGrid>
        ) : null}
        {management === 'Self Managed' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormFields
              form={form}
              fields={[
                {
                  name: 'representativeName',
                  label: 'Nominated representative',
                  description: 'Invoices go to them; leave blank to invoice the participant',
                  autoComplete: 'off',
                },
                { name: 'representativeEmail', label: 'Representative’s e-mail', kind: 'email' },
                { name: 'representativeAddress', label: 'Representative’s postal address' },
              ]}
            />
          </SimpleGrid>
        ) : null}

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

        <Textarea
          label="Note"
          size="md"
          rows={2}
          placeholder="e.g. plan review booked for May"
          {...form.register('note')}
          error={errors.note?.message}
        />
        {banner ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
          >
            {banner}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="default" size="md" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={isSubmitting}>
            {plan ? 'Save changes' : 'Add plan'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

export interface PlanFormDialogProps {
  profileId: string;
  opened: boolean;
  /** The plan to edit; null to add one. */
  editing: ClientPlanView | null;
  /** The client's latest plan: a new plan starts the day after it ends. */
  latest?: ClientPlanView;
  onClose: () => void;
}

/** Add and Edit NDIS plan: dates, management, plan manager and the budget lines (category and amount). */
export function PlanFormDialog({ profileId, opened, editing, latest, onClose }: PlanFormDialogProps) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit NDIS plan' : 'Add NDIS plan'}
      closeOnClickOutside={false}
      size="xl"
    >
      {opened ? <PlanForm profileId={profileId} plan={editing} latest={latest} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
