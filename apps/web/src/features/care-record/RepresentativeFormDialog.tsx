import { type RepresentativeRow, representativeEditForm, representativeForm } from '@care/domain';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { type FieldSpec, FormFields } from '../../ui/form/FormField.tsx';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { addRepresentative, editRepresentative } from './care-record-api.ts';
import { CHECK_FIELDS, RecordForm, saveFailure, useRefreshRecord } from './record-ui.tsx';

const FIELDS = [
  'fullName',
  'relationship',
  'email',
  'mobilePhone',
  'homePhone',
  'address',
  'position',
  'organization',
] as const;
type Values = Record<(typeof FIELDS)[number] | 'profileId', string>;
const REQUIRED: readonly string[] = ['fullName', 'address', 'email', 'mobilePhone'];

function RepForm({
  profileId,
  row,
  onDone,
}: {
  profileId: string;
  row: RepresentativeRow | null;
  onDone: () => void;
}) {
  const refresh = useRefreshRecord(profileId);
  const [banner, setBanner] = useState<string | null>(null);
  const schema = row ? representativeEditForm : representativeForm;
  const form = useSchemaForm<typeof schema, Values>(schema, {
    defaultValues: {
      profileId,
      fullName: row?.fullName ?? '',
      relationship: row?.relationship ?? '',
      email: row?.email ?? '',
      mobilePhone: row?.mobilePhone ?? '',
      homePhone: row?.homePhone ?? '',
      address: row?.address ?? '',
      position: row?.position ?? '',
      organization: row?.organization ?? '',
    },
  });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await (row
          ? editRepresentative(row.representativeId, values)
          : // Adding checks with representativeForm, whose address is required (never null).
            addRepresentative({ ...values, address: values.address ?? '' }));
        await refresh();
        onDone();
      } catch (error) {
        setBanner(saveFailure(error, FIELDS, form.setError));
      }
    },
    () => setBanner(CHECK_FIELDS),
  );
  const input = (
    name: (typeof FIELDS)[number],
    label: string,
    extra: Pick<FieldSpec<Values>, 'kind' | 'placeholder'> = {},
  ) => (
    <FormFields
      form={form}
      fields={[
        {
          name,
          label,
          required: REQUIRED.includes(name) && !(row && name === 'address'),
          autoComplete: 'off',
          ...extra,
        },
      ]}
    />
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {input('fullName', 'Full name')}
        {input('relationship', 'Relationship', { placeholder: 'e.g. Mother, guardian' })}
        {input('email', 'Email', { kind: 'email' })}
        {input('mobilePhone', 'Mobile phone', { kind: 'tel' })}
        {input('homePhone', 'Home phone', { kind: 'tel' })}
        {input('position', 'Position', { placeholder: 'e.g. Nominee' })}
      </SimpleGrid>
      {input('address', 'Address')}
      {input('organization', 'Organization')}
    </RecordForm>
  );
}

/** Add and Edit representative (spec 2 §5: full name, address, email and mobile phone required on add). */
export function RepresentativeFormDialog({
  profileId,
  opened,
  editing,
  onClose,
}: {
  profileId: string;
  opened: boolean;
  editing: RepresentativeRow | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit ${editing.fullName}` : 'Add Representative'}
      closeOnClickOutside={false}
    >
      {opened ? <RepForm profileId={profileId} row={editing} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
