import { dailyReportAddSchema, dailyReportEditSchema } from '@care/domain';
import { Alert, Button, FileInput, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { isApiError } from '../../api/api-error.ts';
import { useSchemaForm } from '../../ui/form/useSchemaForm.ts';
import { applyServerErrors } from '../../ui/form-errors.ts';
import { useIsPhone } from '../../ui/photo/ResponsiveModal.tsx';
import type { ReportFormInput } from './daily-reports-api.ts';

export const CHECK_FIELDS = 'Please check the fields marked in red.';

/** The files each form takes: a new report a document (spec 3 §2.4), an edit also a photo (§5). */
const FILE_RULES = {
  add: { accept: '.pdf,.doc,.docx', names: /\.(pdf|docx?)$/i, hint: '.pdf, .doc or .docx' },
  edit: {
    accept: '.pdf,.doc,.docx,.png,.jpg,.jpeg',
    names: /\.(pdf|docx?|png|jpe?g)$/i,
    hint: '.pdf, .doc, .docx, .png, .jpg or .jpeg',
  },
} as const;

/** What the form holds: the schema's names, so that its messages land under their fields. */
type Values = { startKm: string; endKm: string; report: string; imageFile: File | null };
const SERVER_FIELDS = ['startKm', 'endKm', 'report', 'imageFile'] as const;

/** The domain's check of the km and report, with the file's name checked against the form's kinds. */
function reportSchema(mode: 'add' | 'edit') {
  const rule = FILE_RULES[mode];
  const file = z.object({
    imageFile: z
      .custom<File | null>()
      .refine((f) => !f || rule.names.test(f.name), `The file must be a ${rule.hint} file`),
  });
  return file.and(mode === 'add' ? dailyReportAddSchema : dailyReportEditSchema);
}

/**
 * The daily report's km, report and file (add and edit). `onSubmit` sends it; a 400 reply's field
 * messages show under the fields, its other message above the buttons.
 */
export function DailyReportForm({
  mode,
  initial,
  header,
  notice,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  mode: 'add' | 'edit';
  initial?: { startKm: number | null; endKm: number | null; report: string | null };
  /** Read-only lines above the fields (the edit's clock times). */
  header?: ReactNode;
  /** A message beside the buttons (the location's). */
  notice?: ReactNode;
  submitLabel: string;
  onSubmit: (input: ReportFormInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const rule = FILE_RULES[mode];
  const phone = useIsPhone();
  const [schema] = useState(() => reportSchema(mode));
  const form = useSchemaForm<typeof schema, Values>(schema, {
    raw: true,
    defaultValues: {
      startKm: initial?.startKm?.toString() ?? '',
      endKm: initial?.endKm?.toString() ?? '',
      report: initial?.report ?? '',
      imageFile: null,
    },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (v) => {
      setBanner(null);
      try {
        await onSubmit({ StartKm: v.startKm, EndKm: v.endKm, Report: v.report, file: v.imageFile });
      } catch (error) {
        if (!isApiError(error)) {
          setBanner(error instanceof Error ? error.message : String(error));
          return;
        }
        form.clearErrors();
        applyServerErrors(error, SERVER_FIELDS, form.setError);
        setBanner(error.message);
      }
    },
    () => setBanner(CHECK_FIELDS),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Daily report">
      <Stack gap="md">
        {header}
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Start KM"
            size="md"
            inputMode="decimal"
            {...form.register('startKm')}
            error={errors.startKm?.message}
          />
          <TextInput
            label="End KM"
            size="md"
            inputMode="decimal"
            withAsterisk={mode === 'edit'}
            {...form.register('endKm')}
            error={errors.endKm?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Report"
          size="md"
          autosize
          minRows={4}
          maxRows={12}
          placeholder="What you did today: visits, travel, anything the office should know"
          {...form.register('report')}
          error={errors.report?.message}
        />
        <FileInput
          label="File"
          description={`Optional: ${rule.hint}`}
          size="md"
          clearable
          accept={rule.accept}
          leftSection={<IconPaperclip size={18} stroke={1.8} aria-hidden />}
          placeholder="Choose a file"
          value={form.watch('imageFile')}
          onChange={(f) => form.setValue('imageFile', f, { shouldValidate: form.formState.isSubmitted })}
          error={errors.imageFile?.message}
        />
        {notice}
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
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
