import { DAILY_LIVING_SUPPORT, type DailyLivingRow, dailyLivingForm, SUPPORT_LEVELS } from '@care/domain';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { addDailyLiving, editDailyLiving } from './care-record-api.ts';
import { CHECK_FIELDS, RecordForm, saveFailure, useRefreshRecord } from './record-ui.tsx';

type Values = {
  profileId: string;
  activities: string;
  support: string;
  supportLevel: string;
  details: string;
};
const FIELDS = ['activities', 'support', 'supportLevel', 'details'] as const;

function LivingForm({
  profileId,
  row,
  onDone,
}: {
  profileId: string;
  row: DailyLivingRow | null;
  onDone: () => void;
}) {
  const refresh = useRefreshRecord(profileId);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof dailyLivingForm, Values>(dailyLivingForm, {
    defaultValues: {
      profileId,
      activities: row?.activities ?? '',
      support: row?.support ?? '',
      supportLevel: row?.supportLevel ?? '',
      details: row?.details ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await (row ? editDailyLiving(row.dailyLivingId, values) : addDailyLiving(values));
        await refresh();
        onDone();
      } catch (error) {
        setBanner(saveFailure(error, FIELDS, form.setError));
      }
    },
    () => setBanner(CHECK_FIELDS),
  );
  const choice = (name: 'support' | 'supportLevel', label: string, data: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          size="md"
          placeholder="Choose"
          data={[...data]}
          clearable
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <RecordForm
      label="Daily living and night support"
      onSubmit={(e) => void submit(e)}
      banner={banner}
      submitting={isSubmitting}
      submitLabel={row ? 'Save changes' : 'Add'}
      onCancel={onDone}
    >
      <TextInput
        label="Activities"
        withAsterisk
        size="md"
        placeholder="e.g. Showering, night checks"
        {...form.register('activities')}
        error={errors.activities?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {choice('support', 'Support', DAILY_LIVING_SUPPORT)}
        {choice('supportLevel', 'Support level', SUPPORT_LEVELS)}
      </SimpleGrid>
      <Textarea
        label="Details"
        withAsterisk
        size="md"
        rows={3}
        placeholder="What staff need to know"
        {...form.register('details')}
        error={errors.details?.message}
      />
    </RecordForm>
  );
}

/** Add and Edit Daily Living & Night Support (spec 2 §5: activities and details required). */
export function DailyLivingFormDialog({
  profileId,
  opened,
  editing,
  onClose,
}: {
  profileId: string;
  opened: boolean;
  editing: DailyLivingRow | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit daily living support' : 'Add daily living support'}
      closeOnClickOutside={false}
    >
      {opened ? <LivingForm profileId={profileId} row={editing} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
