import '@mantine/dates/styles.css';
import { ALL_CLIENTS, DATE_FORMATS } from '@care/domain';
import { Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';
import { type FilterField, FilterForm, type FilterProblems } from '../../ui/FilterForm.tsx';
import { type InvoiceFormValues, invoiceFormSchema } from './invoice-filter.ts';

/** What the schema refuses, the first message of each field under it. */
function problemsOf(values: InvoiceFormValues): FilterProblems<InvoiceFormValues> | null {
  const parsed = invoiceFormSchema.safeParse(values);
  if (parsed.success) {
    return null;
  }
  const fields: Partial<Record<keyof InvoiceFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    fields[String(issue.path[0]) as keyof InvoiceFormValues] ??= issue.message;
  }
  return { fields };
}

/** A period date: required (asterisk) yet clearable, its message under it (DD-MM-YYYY, held as YYYY-MM-DD). */
const periodDate = (name: 'fromDate' | 'toDate', label: string): FilterField<InvoiceFormValues> => ({
  kind: 'custom',
  key: name,
  render: ({ draft, change, problems }) => (
    <DatePickerInput
      label={label}
      withAsterisk
      clearable
      size="md"
      placeholder="Pick a date"
      valueFormat={DATE_FORMATS.date}
      leftSection={<IconCalendar size={18} stroke={1.8} aria-hidden />}
      value={draft[name] || null}
      onChange={(v) => change({ [name]: v ?? '' })}
      error={problems?.fields?.[name]}
      popoverProps={{ withinPortal: true }}
    />
  ),
});

/** The invoice screen's form (spec 3 §2.3): client or All Client, start and end dates, Load with TTP. */
export function InvoiceFilterForm({
  clients,
  initial,
  onLoad,
  loading,
}: {
  clients: PersonOption[];
  /** The default period waits for the company's zone: it replaces the draft until the user changes it. */
  initial: InvoiceFormValues;
  onLoad: (values: InvoiceFormValues) => void;
  loading: boolean;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg">
      <FilterForm<InvoiceFormValues>
        value={initial}
        bar={{
          label: 'Invoice period',
          spans: [
            { base: 24, md: 6 },
            { base: 24, xs: 12, md: 5 },
            { base: 24, xs: 12, md: 5 },
            { base: 12, md: 4 },
          ],
          loadSpan: { base: 12, md: 4 },
          loadTop: { base: 25, md: 25 },
          loading,
        }}
        fields={[
          {
            kind: 'custom',
            key: 'clientId',
            render: ({ draft, change, problems }) => (
              <Select
                label="Client"
                placeholder="Choose a client"
                withAsterisk
                size="md"
                searchable
                data={[{ value: ALL_CLIENTS, label: 'All clients' }, ...clients]}
                nothingFoundMessage="No client by that name"
                value={draft.clientId || null}
                onChange={(v) => change({ clientId: v ?? '' })}
                error={problems?.fields?.clientId}
                comboboxProps={{ withinPortal: true }}
              />
            ),
          },
          periodDate('fromDate', 'Start Date'),
          periodDate('toDate', 'End Date'),
          {
            kind: 'custom',
            key: 'withTTP',
            render: ({ draft, change }) => (
              <Stack gap={4}>
                <Text component="label" fz="sm" fw={500} id="invoice-ttp">
                  Load with TTP
                </Text>
                <SegmentedControl
                  aria-labelledby="invoice-ttp"
                  size="md"
                  fullWidth
                  data={['Yes', 'No']}
                  value={draft.withTTP ? 'Yes' : 'No'}
                  onChange={(v) => change({ withTTP: v === 'Yes' })}
                />
              </Stack>
            ),
          },
        ]}
        check={problemsOf}
        // As before on the form hook: after a Load was tried, the messages follow the fields.
        recheckOnChange
        onApply={(values) => onLoad(invoiceFormSchema.parse(values))}
      />
    </Paper>
  );
}
