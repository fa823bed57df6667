import type { ShiftRosterView } from '@care/domain';
import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { DateTimeField } from './DateTimeField.tsx';
import type { ShiftFormApi } from './shift-form-values.ts';
import { useRosterPeople, withShiftPeople } from './useRosterPeople.ts';

const OPEN_SHIFT = 'open';

/** Who and when: the staff member (or an open shift), the clients, the start and the end. */
export function ShiftPeopleAndTimesFields({
  form,
  shift,
}: {
  form: ShiftFormApi;
  shift: ShiftRosterView | null;
}) {
  const staff = useRosterPeople('staff');
  const clients = useRosterPeople('client');
  const { errors } = form.formState;
  const staffOptions = [
    { value: OPEN_SHIFT, label: 'Open shift (no staff)' },
    ...withShiftPeople(staff.options, shift, 'staff'),
  ];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Controller
        control={form.control}
        name="staffId"
        render={({ field }) => (
          <Select
            label="Staff"
            size="md"
            searchable
            data={staffOptions}
            // An open shift shows as the placeholder, not as typed text: typing a name searches
            // the staff at once instead of appending to "Open shift" (issue 40 item 8).
            placeholder="Open shift (no staff)"
            value={field.value ?? null}
            clearable
            onChange={(v) => field.onChange(!v || v === OPEN_SHIFT ? null : v)}
            onBlur={field.onBlur}
            error={errors.staffId?.message}
            nothingFoundMessage="No active staff of that name"
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="clientsId"
        render={({ field }) => (
          <MultiSelect
            label="Clients"
            withAsterisk
            size="md"
            searchable
            placeholder={field.value.length ? undefined : 'Choose clients'}
            data={withShiftPeople(clients.options, shift, 'client')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.clientsId?.message}
            nothingFoundMessage="No active client of that name"
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="dateFrom"
        render={({ field }) => (
          <DateTimeField
            label="Start"
            value={field.value}
            onChange={field.onChange}
            error={errors.dateFrom?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="dateTo"
        render={({ field }) => (
          <DateTimeField
            label="End"
            value={field.value}
            onChange={field.onChange}
            error={errors.dateTo?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
