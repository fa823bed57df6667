import '@mantine/dates/styles.css';
import { ALL_CLIENTS, DATE_FORMATS } from '@care/domain';
import { Button, Grid, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { type InvoiceFormValues, invoiceFormSchema } from './invoice-filter.ts';

/** A period date: required (asterisk) yet clearable, its message under it (DD-MM-YYYY, held as YYYY-MM-DD). */
function PeriodDate({
  control,
  name,
  label,
}: {
  control: Control<InvoiceFormValues>;
  name: 'fromDate' | 'toDate';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePickerInput
          ref={field.ref}
          label={label}
          withAsterisk
          clearable
          size="md"
          placeholder="Pick a date"
          valueFormat={DATE_FORMATS.date}
          leftSection={<IconCalendar size={18} stroke={1.8} aria-hidden />}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          popoverProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** The invoice screen's form (spec 3 §2.3): client or All Client, start and end dates, Load with TTP. */
export function InvoiceFilterForm({
  clients,
  initial,
  onLoad,
  loading,
}: {
  clients: PersonOption[];
  initial: InvoiceFormValues;
  onLoad: (values: InvoiceFormValues) => void;
  loading: boolean;
}) {
  const form = useSchemaForm<typeof invoiceFormSchema, InvoiceFormValues>(invoiceFormSchema, {
    defaultValues: initial,
  });
  // The default period waits for the company's zone; a form the user has touched is kept.
  useEffect(() => {
    if (!form.formState.isDirty) {
      form.reset(initial);
    }
  }, [initial, form]);
  const submit = form.handleSubmit((values) => onLoad(values));
  const clientError = form.formState.errors.clientId?.message;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Invoice period">
        <Grid columns={24} gap="md" align="flex-start">
          <Grid.Col span={{ base: 24, md: 6 }}>
            <Controller
              control={form.control}
              name="clientId"
              render={({ field }) => (
                <Select
                  label="Client"
                  placeholder="Choose a client"
                  withAsterisk
                  size="md"
                  searchable
                  data={[{ value: ALL_CLIENTS, label: 'All clients' }, ...clients]}
                  nothingFoundMessage="No client by that name"
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={clientError}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 24, xs: 12, md: 5 }}>
            <PeriodDate control={form.control} name="fromDate" label="Start Date" />
          </Grid.Col>
          <Grid.Col span={{ base: 24, xs: 12, md: 5 }}>
            <PeriodDate control={form.control} name="toDate" label="End Date" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Controller
              control={form.control}
              name="withTTP"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text component="label" fz="sm" fw={500} id="invoice-ttp">
                    Load with TTP
                  </Text>
                  <SegmentedControl
                    aria-labelledby="invoice-ttp"
                    size="md"
                    fullWidth
                    data={['Yes', 'No']}
                    value={field.value ? 'Yes' : 'No'}
                    onChange={(v) => field.onChange(v === 'Yes')}
                  />
                </Stack>
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Button
              type="submit"
              size="md"
              fullWidth
              mt={{ base: 25, md: 25 }}
              loading={loading}
              leftSection={<IconRefresh size={18} stroke={1.8} aria-hidden />}
            >
              Load
            </Button>
          </Grid.Col>
        </Grid>
      </form>
    </Paper>
  );
}
