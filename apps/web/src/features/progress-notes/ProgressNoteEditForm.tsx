import { type ProgressNoteEdit, type ProgressNoteView, progressNoteEditSchema } from '@care/domain';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { useIsPhone } from '../../ui/photo/ResponsiveModal.tsx';

type Field = keyof ProgressNoteEdit;
const FIELDS: readonly Field[] = ['report', 'progress', 'followUp'];
type Values = Record<Field, string>;

/** The message of each field the schema refuses. */
function problemsOf(values: Values): Partial<Record<Field, string>> {
  const parsed = progressNoteEditSchema.safeParse(values);
  const out: Partial<Record<Field, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    out[String(issue.path[0]) as Field] ??= issue.message;
  }
  return out;
}

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
  const [values, setValues] = useState<Values>({
    report: note.report ?? '',
    progress: note.progress ?? '',
    followUp: note.followUp ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = problemsOf(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setBanner('Please check the fields marked in red.');
      return;
    }
    setBanner(null);
    setBusy(true);
    try {
      await onSave(progressNoteEditSchema.parse(values));
    } catch (error) {
      if (!isApiError(error)) {
        setBanner(error instanceof Error ? error.message : String(error));
        return;
      }
      const fromServer: Partial<Record<Field, string>> = {};
      for (const [name, message] of Object.entries(error.fieldErrors)) {
        const key = FIELDS.find((f) => f.toLowerCase() === name.toLowerCase());
        if (key) {
          fromServer[key] = message;
        }
      }
      setErrors(fromServer);
      setBanner(error.message);
    } finally {
      setBusy(false);
    }
  };

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
      value={values[field]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [field]: value }));
      }}
      error={errors[field]}
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
