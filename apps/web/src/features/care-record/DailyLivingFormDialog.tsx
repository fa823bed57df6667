import { DAILY_LIVING_SUPPORT, type DailyLivingRow, dailyLivingForm, SUPPORT_LEVELS } from '@care/domain';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { FormFields } from '../../ui/form/FormField.tsx';
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
  const { isSubmitting } = form.formState;
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
  return (
    <RecordForm
      label="Daily living and night support"
      onSubmit={(e) => void submit(e)}
      banner={banner}
      submitting={isSubmitting}
      submitLabel={row ? 'Save changes' : 'Add'}
      onCancel={onDone}
    >
      <FormFields
        form={form}
        fields={[
          {
            name: 'activities',
            label: 'Activities',
            required: true,
            placeholder: 'e.g. Showering, night checks',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormFields
          form={form}
          fields={[
            {
              name: 'support',
              label: 'Support',
              kind: 'select',
              options: DAILY_LIVING_SUPPORT,
              placeholder: 'Choose',
            },
            {
              name: 'supportLevel',
              label: 'Support level',
              kind: 'select',
              options: SUPPORT_LEVELS,
              placeholder: 'Choose',
            },
          ]}
        />
      </SimpleGrid>
      <FormFields
        form={form}
        fields={[
          {
            name: 'details',
            label: 'Details',
            kind: 'textarea',
            required: true,
            minRows: 3,
            autosize: false,
            placeholder: 'What staff need to know',
          },
        ]}
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
