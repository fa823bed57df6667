import { type TrainingView, trainingSchema } from '@care/domain';
import { Button, FileInput, SimpleGrid, Stack } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { FormField } from '../../ui/form/FormField.tsx';
import { useFormSubmit } from '../../ui/form/useFormSubmit.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { saveTraining, TRAININGS_KEY } from './hr-api.ts';

type Values = Record<'staffId' | 'course' | 'provider' | 'dateCompleted' | 'expiryDate', string>;
const FIELDS = ['staffId', 'course', 'provider', 'dateCompleted', 'expiryDate'] as const;

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
  const [certificate, setCertificate] = useState<File | null>(null);
  const form = useSchemaForm<typeof trainingSchema, Values>(trainingSchema, {
    raw: true,
    defaultValues: {
      staffId: record?.staffId ?? '',
      course: record?.course ?? '',
      provider: record?.provider ?? '',
      dateCompleted: record?.dateCompleted ?? '',
      expiryDate: record?.expiryDate ?? '',
    },
  });
  const { submit, banner, fileErrors } = useFormSubmit(
    form,
    FIELDS,
    (values) => saveTraining(record?.staffTrainingId ?? null, { ...values, certificate }),
    async () => {
      await queryClient.invalidateQueries({ queryKey: TRAININGS_KEY });
      onDone();
    },
    ['certificateFile'],
  );
  const names = new Map(staff.map((s) => [s.staffId, s.fullName]));
  const f = { register: form.register, control: form.control, errors: form.formState.errors };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Training record">
      <Stack gap="md">
        <FormField
          field={{
            name: 'staffId',
            label: 'Staff member',
            kind: 'select',
            options: staff.map((s) => s.staffId),
            optionLabel: (id) => names.get(id) ?? id,
            required: true,
          }}
          {...f}
        />
        <FormField
          field={{ name: 'course', label: 'Course', kind: 'suggest', options: courses, required: true }}
          {...f}
        />
        <FormField field={{ name: 'provider', label: 'Provider' }} {...f} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormField
            field={{ name: 'dateCompleted', label: 'Completed', kind: 'date', required: true }}
            {...f}
          />
          <FormField
            field={{
              name: 'expiryDate',
              label: 'Expires',
              kind: 'date',
              description: 'Leave empty if it does not expire',
            }}
            {...f}
          />
        </SimpleGrid>
        <FileInput
          size="md"
          label="Certificate"
          description={
            record?.certificateUrl
              ? 'A new file replaces the current one'
              : 'Optional: .pdf, .doc, .docx, .png or .jpeg'
          }
          accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
          clearable
          leftSection={<IconPaperclip size={18} aria-hidden />}
          placeholder="Choose a file"
          value={certificate}
          onChange={setCertificate}
          error={fileErrors.certificateFile}
        />
        <FormBanner message={banner} />
        <DialogFooter>
          <Button variant="default" onClick={onDone} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
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
