import { Button, Divider, Grid, MultiSelect, Paper, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';
import { DateTimeField } from './DateTimeField.tsx';
import type { PeriodFormErrors, PeriodFormValues } from './period-form.ts';

/** The timesheet screen's filter (spec 3 §2.2): staff multi-select, start and end date-times, Load. */
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onLoad();
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mb="lg">
      <form onSubmit={submit} noValidate aria-label="Timesheet period">
        <Stack gap="md">
          <Grid columns={24} gap="md" align="flex-start">
            <Grid.Col span={{ base: 24, md: 6 }}>
              <MultiSelect
                label="Staff"
                placeholder={values.staffIds.length === 0 ? 'All staff' : undefined}
                size="md"
                data={staff}
                searchable
                clearable
                hidePickedOptions
                nothingFoundMessage="No staff member by that name"
                value={values.staffIds}
                onChange={(staffIds) => onChange({ staffIds })}
                error={errors.staffIds}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 24, sm: 12, md: 7 }}>
              <DateTimeField
                label="Start"
                required
                value={values.start}
                onChange={(start) => onChange({ start })}
                error={errors.start}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 24, sm: 12, md: 7 }}>
              <DateTimeField
                label="End"
                required
                value={values.end}
                onChange={(end) => onChange({ end })}
                error={errors.end}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 24, md: 4 }}>
              <Button
                type="submit"
                size="md"
                fullWidth
                mt={{ base: 0, md: 27 }}
                loading={loading}
                leftSection={<IconRefresh size={18} stroke={1.8} aria-hidden />}
              >
                Load
              </Button>
            </Grid.Col>
          </Grid>
          {actions ? (
            <>
              <Divider />
              {actions}
            </>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
