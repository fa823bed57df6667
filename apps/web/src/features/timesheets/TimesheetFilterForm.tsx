import { MultiSelect, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';
import { type FilterField, FilterForm } from '../../ui/FilterForm.tsx';
import { DateTimeField } from './DateTimeField.tsx';
import type { PeriodFormErrors, PeriodFormValues } from './period-form.ts';

const time = (label: string, key: 'start' | 'end'): FilterField<PeriodFormValues> => ({
  kind: 'custom',
  key,
  render: ({ draft, change, problems }) => (
    <DateTimeField
      label={label}
      required
      value={draft[key]}
      onChange={(v) => change({ [key]: v })}
      error={problems?.fields?.[key]}
    />
  ),
});

/**
 * The timesheet screen's filter (spec 3 §2.2): staff multi-select, start and end date-times, Load.
 * The page holds the values and their checks: the buttons below act on the same period.
 */
export function TimesheetFilterForm({
  staff,
  values,
  errors,
  onChange,
  onLoad,
  loading,
  actions,
}: {
  staff: PersonOption[];
  values: PeriodFormValues;
  errors: PeriodFormErrors;
  onChange: (patch: Partial<PeriodFormValues>) => void;
  onLoad: () => void;
  loading: boolean;
  /** The generate and send buttons, below the fields. */
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg">
      <FilterForm<PeriodFormValues>
        value={values}
        draft={values}
        onDraftChange={onChange}
        problems={{ fields: errors }}
        bar={{
          label: 'Timesheet period',
          spans: [
            { base: 24, md: 6 },
            { base: 24, sm: 12, md: 7 },
            { base: 24, sm: 12, md: 7 },
          ],
          loadSpan: { base: 24, md: 4 },
          loadTop: { base: 0, md: 27 },
          loading,
          below: actions,
        }}
        fields={[
          {
            kind: 'custom',
            key: 'staffIds',
            render: ({ draft, change, problems }) => (
              <MultiSelect
                label="Staff"
                placeholder={draft.staffIds.length === 0 ? 'All staff' : undefined}
                size="md"
                data={staff}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage="No staff member by that name"
                value={draft.staffIds}
                onChange={(staffIds) => change({ staffIds })}
                error={problems?.fields?.staffIds}
                comboboxProps={{ withinPortal: true }}
              />
            ),
          },
          time('Start', 'start'),
          time('End', 'end'),
        ]}
        onApply={onLoad}
      />
    </Paper>
  );
}
