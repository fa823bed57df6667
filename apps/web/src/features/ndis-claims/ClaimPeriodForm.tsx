import { ALL_CLIENTS, invoicePeriodSchema } from '@care/domain';
import { Button, Card, Group, Select } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';
import { DateField } from '../../ui/DateField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import type { ClaimFilter } from './claims-api.ts';

/** The pre-flight form: the invoice period's rules, and a client ('' = every client). */
const claimFormSchema = invoicePeriodSchema.safeExtend({ clientId: z.string() });

export interface ClaimPeriodFormProps {
  values: ClaimFilter;
  clients: PersonOption[];
  checking: boolean;
  onCheck: (filter: ClaimFilter) => void;
}

/** Period and client of a claim, and the Run pre-flight check button. */
export function ClaimPeriodForm({ values, clients, checking, onCheck }: ClaimPeriodFormProps) {
  const form = useSchemaForm<typeof claimFormSchema, ClaimFilter>(claimFormSchema, {
    defaultValues: values,
  });
  // A new address (the back button, a link) shows its own period.
  const { fromDate, toDate, clientId } = values;
  useEffect(() => {
    form.reset({ fromDate, toDate, clientId });
  }, [form, fromDate, toDate, clientId]);

  const options = [{ value: ALL_CLIENTS, label: 'All clients' }, ...clients];
  const submit = form.handleSubmit((v) => onCheck(v));

  return (
    <Card shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="Pre-flight check">
        <Group align="flex-start" gap="md" wrap="wrap">
          <div style={{ flex: '1 1 170px' }}>
            <DateField control={form.control} name="fromDate" label="From" required />
          </div>
          <div style={{ flex: '1 1 170px' }}>
            <DateField control={form.control} name="toDate" label="To" required />
          </div>
          <Controller
            control={form.control}
            name="clientId"
            render={({ field }) => (
              <Select
                style={{ flex: '2 1 220px' }}
                label="Client"
                size="md"
                searchable
                allowDeselect={false}
                data={options}
                value={field.value || ALL_CLIENTS}
                onChange={(v) => field.onChange(!v || v === ALL_CLIENTS ? '' : v)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Button
            type="submit"
            size="md"
            mt={{ base: 0, xs: 25 }}
            loading={checking}
            leftSection={<IconChecklist size={18} stroke={1.8} aria-hidden />}
          >
            Run pre-flight check
          </Button>
        </Group>
      </form>
    </Card>
  );
}
