import { AIDS_LABELS, type AidsRow, aidsForm } from '@care/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { addAid, editAid } from './care-record-api.ts';
import { CHECK_FIELDS, RecordForm, saveFailure, useRefreshRecord } from './record-ui.tsx';

type Values = {
  profileId: string;
  equipmentUsed: string;
  equipmentAssistance: boolean;
  requireStaffTraining: boolean;
};
const FIELDS = ['equipmentUsed'] as const;

function AidForm({ profileId, row, onDone }: { profileId: string; row: AidsRow | null; onDone: () => void }) {
  const refresh = useRefreshRecord(profileId);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof aidsForm, Values>(aidsForm, {
    defaultValues: {
      profileId,
      equipmentUsed: row?.equipmentUsed ?? '',
      equipmentAssistance: row?.equipmentAssistance ?? false,
      requireStaffTraining: row?.requireStaffTraining ?? false,
    },
  });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await (row ? editAid(row.aidsId, values) : addAid(values));
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
      label="Aid or equipment"
      onSubmit={(e) => void submit(e)}
      banner={banner}
      submitting={isSubmitting}
      submitLabel={row ? 'Save changes' : 'Add equipment'}
      onCancel={onDone}
    >
      <FormFields
        form={form}
        fields={[
          {
            name: 'equipmentUsed',
            label: 'Equipment used',
            required: true,
            placeholder: 'e.g. Shower chair, ceiling hoist',
          },
        ]}
      />
      <Stack gap="sm">
        <FormFields
          form={form}
          fields={[
            { name: 'equipmentAssistance', label: AIDS_LABELS.equipmentAssistance, kind: 'checkbox' },
            { name: 'requireStaffTraining', label: AIDS_LABELS.requireStaffTraining, kind: 'checkbox' },
          ]}
        />
      </Stack>
    </RecordForm>
  );
}

/** Add and Edit Aids & Equipment (spec 2 §5: equipment used required). */
export function AidFormDialog({
  profileId,
  opened,
  editing,
  onClose,
}: {
  profileId: string;
  opened: boolean;
  editing: AidsRow | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit aid or equipment' : 'Add aid or equipment'}
      closeOnClickOutside={false}
    >
      {opened ? <AidForm profileId={profileId} row={editing} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
