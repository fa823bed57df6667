import { type ProgressNoteEdit, type ProgressNoteView, progressNoteEditSchema } from '@care/domain';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { useIsPhone } from '../../ui/photo/ResponsiveModal.tsx';

type Field = keyof ProgressNoteEdit;
const FIELDS: readonly Field[] = ['report', 'progress', 'followUp'];
type Values = Record<Field, string>;

/**
 * The Update part of Progress Note Details (spec 2, spec 3 §2.3/§2.4): report, progress and follow
 * up. `onSave` sends the checked edit; a 400's field messages show under the fields.
 */
export function ProgressNoteEditForm({
  note,
  onSave,
  onCancel,
}: {
  note: ProgressNoteView;
  onSave: (edit: ProgressNoteEdit) => Promise<void>;
  onCancel?: () => void;
}) {
  const phone = useIsPhone();
  const form = useSchemaForm<typeof progressNoteEditSchema, Values>(progressNoteEditSchema, {
    defaultValues: {
      report: note.report ?? '',
      progress: note.progress ?? '',
      followUp: note.followUp ?? '',
    },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (edit) => {
      setBanner(null);
      try {
        await onSave(edit);
      } catch (error) {
        if (!isApiError(error)) {
          setBanner(error instanceof Error ? error.message : String(error));
          return;
        }
        form.clearErrors();
        applyServerErrors(error, FIELDS, form.setError);
        setBanner(error.message);
      }
    },
    () => setBanner('Please check the fields marked in red.'),
  );

  const area = (field: Field, label: string, placeholder: string, max: number) => (
    <Textarea
      label={label}
      size="md"
      labelProps={{ fz: 'sm', fw: 600 }}
      autosize
      minRows={3}
      maxRows={10}
      maxLength={max}
      placeholder={placeholder}
      {...form.register(field)}
      error={errors[field]?.message}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Update progress note">
      <Stack gap="md">
        {area('report', 'Report', 'What happened during the shift', 8000)}
        {area('progress', 'Progress', "Progress towards the client's goals", 8000)}
        {area('followUp', 'Follow Up', 'Anything the next worker or the office should follow up', 4000)}
        {banner ? (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm" grow={phone}>
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            Update
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
