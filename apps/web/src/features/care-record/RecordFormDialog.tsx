import { SimpleGrid, Stack } from '@mantine/core';
import { Fragment, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField, FormFields } from '../../ui/form/FormField.tsx';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import type { FormSection, RecordFormKind } from './record-kind.ts';
import { CHECK_FIELDS, RecordForm, saveFailure, useRefreshRecord } from './record-ui.tsx';

/** A form's places in order: fields as the one renderer draws them, grids, and the kind's own inputs. */
function Sections<V extends FieldValues, Out extends FieldValues, E>({
  form,
  extra,
  sections,
}: {
  form: UseFormReturn<V, unknown, Out>;
  extra: E;
  sections: readonly FormSection<V, Out, E>[];
}) {
  return sections.map((section) => {
    if ('render' in section) {
      return <Fragment key={section.key}>{section.render(form, extra)}</Fragment>;
    }
    if ('fields' in section) {
      return section.cols === undefined ? (
        <Stack key={section.key} gap="sm">
          <FormFields form={form} fields={section.fields} />
        </Stack>
      ) : (
        <SimpleGrid key={section.key} cols={section.cols} spacing="md">
          <FormFields form={form} fields={section.fields} />
        </SimpleGrid>
      );
    }
    return (
      <FormField
        key={section.name}
        field={section}
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
      />
    );
  });
}

function RecordFormBody<Row, V extends FieldValues, Out extends FieldValues, E>({
  kind,
  profileId,
  row,
  onDone,
}: {
  kind: RecordFormKind<Row, V, Out, E>;
  profileId: string;
  row: Row | null;
  onDone: () => void;
}) {
  const refresh = useRefreshRecord(profileId);
  const [banner, setBanner] = useState<string | null>(null);
  const model = kind.useForm(profileId, row);
  const { form } = model;
  const submit = form.handleSubmit(
    async (values) => {
      if (model.blocked) {
        setBanner(CHECK_FIELDS);
        return;
      }
      setBanner(null);
      try {
        await model.save(values);
        await refresh();
        onDone();
      } catch (error) {
        const message = saveFailure(error, kind.serverFields, form.setError);
        model.onFailure?.(error);
        setBanner(message);
      }
    },
    (errors) => setBanner(kind.invalidBanner?.(errors) ?? CHECK_FIELDS),
  );

  return (
    <RecordForm
      label={kind.label}
      onSubmit={(e) => void submit(e)}
      banner={banner}
      submitting={form.formState.isSubmitting}
      submitLabel={row ? 'Save changes' : kind.addLabel}
      onCancel={onDone}
    >
      <Sections form={form} extra={model.extra} sections={kind.sections(row)} />
    </RecordForm>
  );
}

/** The one add and edit dialog of the care record, drawn from a kind's form (record-kind.ts). */
export function RecordFormDialog<Row, V extends FieldValues, Out extends FieldValues, E>({
  kind,
  profileId,
  opened,
  editing,
  onClose,
}: {
  kind: RecordFormKind<Row, V, Out, E>;
  profileId: string;
  opened: boolean;
  editing: Row | null;
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={kind.title(editing)}
      closeOnClickOutside={false}
    >
      {opened ? <RecordFormBody kind={kind} profileId={profileId} row={editing} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
