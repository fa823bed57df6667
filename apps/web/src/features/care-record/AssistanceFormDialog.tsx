import { type AssistanceRow, assistanceForm, MESSAGES } from '@care/domain';
import { useState } from 'react';
import { FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { addAssistance, editAssistance } from './care-record-api.ts';
import { CHECK_FIELDS, RecordForm, saveFailure, useRefreshRecord } from './record-ui.tsx';

const FIELDS = ['fullName', 'email', 'phone', 'personel'] as const;
type Values = Record<(typeof FIELDS)[number] | 'profileId', string>;

function AssistanceFields({
  profileId,
  row,
  onDone,
}: {
  profileId: string;
  row: AssistanceRow | null;
  onDone: () => void;
}) {
  const refresh = useRefreshRecord(profileId);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm<typeof assistanceForm, Values>(assistanceForm, {
    defaultValues: {
      profileId,
      fullName: row?.fullName ?? '',
      email: row?.email ?? '',
      phone: row?.phone ?? '',
      personel: row?.personel ?? '',
    },
  });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await (row ? editAssistance(row.assistanceId, values) : addAssistance(values));
        await refresh();
        onDone();
      } catch (error) {
        setBanner(saveFailure(error, FIELDS, form.setError));
      }
    },
    (errs) =>
      setBanner(
        Object.values(errs).some((e) => e?.message === MESSAGES.inputEmpty)
          ? MESSAGES.inputEmpty
          : CHECK_FIELDS,
      ),
  );

  return (
    <RecordForm
      label="Representative"
      onSubmit={(e) => void submit(e)}
      banner={banner}
      submitting={isSubmitting}
      submitLabel={row ? 'Save changes' : 'Add representative'}
      onCancel={onDone}
    >
      <FormFields
        form={form}
        fields={[
          { name: 'fullName', label: 'Full name', required: true },
          { name: 'email', label: 'Email', kind: 'email', required: true },
          { name: 'phone', label: 'Mobile phone', kind: 'tel', required: true },
          { name: 'personel', label: 'Position', placeholder: 'e.g. Sister, guardian, advocate' },
        ]}
      />
    </RecordForm>
  );
}

/** The portal's add and edit representative (spec 3 §5: full name, valid email and phone; 'Input Fields cannot be empty'). */
export function AssistanceFormDialog({
  profileId,
  opened,
  editing,
  onClose,
}: {
  profileId: string;
  opened: boolean;
  editing: AssistanceRow | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.fullName}` : 'Add Representative'}
      closeOnClickOutside={false}
    >
      {opened ? <AssistanceFields profileId={profileId} row={editing} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
