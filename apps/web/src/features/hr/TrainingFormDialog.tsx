import { type TrainingView, trainingSchema } from '@care/domain';
import { Alert, Button, FileInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { saveTraining, TRAININGS_KEY, type TrainingFormInput } from './hr-api.ts';

type Field = 'staffId' | 'course' | 'provider' | 'dateCompleted' | 'expiryDate' | 'certificateFile';

function TrainingForm({
  record,
  staff,
  courses,
  onDone,
}: {
  record: TrainingView | null;
  staff: { staffId: string; fullName: string }[];
  courses: readonly string[];
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [v, setV] = useState<TrainingFormInput>({
    staffId: record?.staffId ?? '',
    course: record?.course ?? '',
    provider: record?.provider ?? '',
    dateCompleted: record?.dateCompleted ?? '',
    expiryDate: record?.expiryDate ?? '',
    certificate: null,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof TrainingFormInput>(k: K, value: TrainingFormInput[K]) =>
    setV((o) => ({ ...o, [k]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = trainingSchema.safeParse(v);
    if (!parsed.success) {
      const out: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        out[String(issue.path[0]) as Field] ??= issue.message;
      }
      setErrors(out);
      setBanner('Please check the fields marked in red.');
      return;
    }
    setBusy(true);
    try {
      await saveTraining(record?.staffTrainingId ?? null, v);
      await queryClient.invalidateQueries({ queryKey: TRAININGS_KEY });
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.fieldErrors as Partial<Record<Field, string>>);
        setBanner(error.message);
      } else {
        setBanner('Something went wrong. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Training record">
      <Stack gap="md">
        <Select
          label="Staff member"
          withAsterisk
          searchable
          data={staff.map((s) => ({ value: s.staffId, label: s.fullName }))}
          value={v.staffId || null}
          onChange={(x) => set('staffId', x ?? '')}
          error={errors.staffId}
        />
        <TextInput
          label="Course"
          withAsterisk
          list="required-courses"
          value={v.course}
          onChange={(e) => set('course', e.currentTarget.value)}
          error={errors.course}
        />
        <datalist id="required-courses">
          {courses.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextInput
          label="Provider"
          value={v.provider}
          onChange={(e) => set('provider', e.currentTarget.value)}
          error={errors.provider}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Completed"
            withAsterisk
            value={v.dateCompleted}
            onChange={(e) => set('dateCompleted', e.currentTarget.value)}
            error={errors.dateCompleted}
          />
          <TextInput
            type="date"
            label="Expires"
            description="Leave empty if it does not expire"
            value={v.expiryDate}
            onChange={(e) => set('expiryDate', e.currentTarget.value)}
            error={errors.expiryDate}
          />
        </SimpleGrid>
        <FileInput
          label="Certificate"
          description={
            record?.certificateUrl
              ? 'A new file replaces the current one'
              : 'Optional: .pdf, .doc, .docx, .png or .jpeg'
          }
          accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
          clearable
          leftSection={<IconPaperclip size={18} aria-hidden />}
          value={v.certificate}
          onChange={(f) => set('certificate', f)}
          error={errors.certificateFile}
        />
        {banner ? (
          <Alert color="red" variant="light" role="alert">
            {banner}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {record ? 'Save' : 'Add training'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

export function TrainingFormDialog(props: {
  opened: boolean;
  record: TrainingView | null;
  staff: { staffId: string; fullName: string }[];
  courses: readonly string[];
  onClose: () => void;
}) {
  return (
    <ResponsiveModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.record ? 'Edit training' : 'Add training'}
      closeOnClickOutside={false}
    >
      {props.opened ? (
        <TrainingForm
          record={props.record}
          staff={props.staff}
          courses={props.courses}
          onDone={props.onClose}
        />
      ) : null}
    </ResponsiveModal>
  );
}
