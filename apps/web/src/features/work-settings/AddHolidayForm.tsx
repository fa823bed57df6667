import '@mantine/dates/styles.css';
import { type PublicHolidayInput, publicHolidaySchema } from '@care/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { DateField } from '../../ui/DateField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { addHoliday } from './work-settings-api.ts';

const FIELDS = ['date', 'name'] as const;

/** The add form under the list: a date and a name (a removed seeded date comes back under the new name). */
export function AddHolidayForm({ onAdded }: { onAdded: (date: string) => Promise<unknown> }) {
  const form = useSchemaForm<typeof publicHolidaySchema, PublicHolidayInput>(publicHolidaySchema, {
    defaultValues: { date: '', name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await addHoliday(values);
      form.reset({ date: '', name: '' });
      await onAdded(values.date);
    } catch (error) {
      applyServerErrors(error, FIELDS, form.setError);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Add a public holiday">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 180px' }}>
          <DateField control={form.control} name="date" label="Date" required />
        </div>
        <TextInput
          style={{ flex: '2 1 220px' }}
          size="md"
          label="Name"
          placeholder="e.g. Local show day"
          withAsterisk
          {...form.register('name')}
          error={errors.name?.message}
        />
        <Button type="submit" size="md" mt={{ base: 0, xs: 25 }} loading={isSubmitting}>
          Add holiday
        </Button>
      </Group>
    </form>
  );
}
