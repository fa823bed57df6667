import { type ClientPlanView, clientPlanForm } from '@care/domain';
import { Alert, Button, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { isApiError } from '../../api/api-error.ts';
import { DateField } from '../../ui/DateField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { DialogFooter } from '../../ui/photo/ResponsiveModal.tsx';
import { PlanBudgetLines } from './PlanBudgetLines.tsx';
import { PlanManagementFields } from './PlanManagementFields.tsx';
import { valuesOf } from './plan-form-values.ts';
import { addClientPlan, editClientPlan, type PlanFormValues, plansKey } from './plans-api.ts';

const CHECK_FIELDS = 'Please check the fields marked in red.';

export interface PlanFormProps {
  profileId: string;
  plan: ClientPlanView | null;
  latest: ClientPlanView | undefined;
  onDone: () => void;
}

/** The NDIS plan form of the Add and Edit dialog: it saves the plan and refreshes the client's plans. */
export function PlanForm({ profileId, plan, latest, onDone }: PlanFormProps) {
  const queryClient = useQueryClient();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof clientPlanForm, PlanFormValues>(clientPlanForm, {
    defaultValues: valuesOf(plan, latest),
  });
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

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="NDIS plan">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField control={form.control} name="startDate" label="Plan start date" required />
          <DateField control={form.control} name="endDate" label="Plan end date" required />
        </SimpleGrid>
        <PlanManagementFields form={form} />

        <PlanBudgetLines form={form} />

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
