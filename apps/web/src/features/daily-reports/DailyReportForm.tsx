import { dailyReportAddSchema, dailyReportEditSchema } from '@care/domain';
import { Alert, Button, FileInput, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
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

type Field = 'startKm' | 'endKm' | 'report' | 'imageFile';
type Errors = Partial<Record<Field, string>>;

/** The messages of a failed parse, by field. */
function problemsOf(mode: 'add' | 'edit', values: ReportFormInput): Errors {
  const schema = mode === 'add' ? dailyReportAddSchema : dailyReportEditSchema;
  const parsed = schema.safeParse({ startKm: values.StartKm, endKm: values.EndKm, report: values.Report });
  const out: Errors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = String(issue.path[0]) as Field;
    out[key] ??= issue.message;
  }
  return out;
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
  const [values, setValues] = useState<ReportFormInput>({
    StartKm: initial?.startKm?.toString() ?? '',
    EndKm: initial?.endKm?.toString() ?? '',
    Report: initial?.report ?? '',
    file: null,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof ReportFormInput) => (value: string | File | null) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = problemsOf(mode, values);
    if (values.file && !rule.names.test(values.file.name)) {
      problems.imageFile = `The file must be a ${rule.hint} file`;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setBanner(CHECK_FIELDS);
      return;
    }
    setBanner(null);
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!isApiError(error)) {
        setBanner(error instanceof Error ? error.message : String(error));
        return;
      }
      const fromServer: Errors = {};
      for (const [name, message] of Object.entries(error.fieldErrors)) {
        const key = (['startKm', 'endKm', 'report', 'imageFile'] as const).find(
          (f) => f.toLowerCase() === name.toLowerCase(),
        );
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

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Daily report">
      <Stack gap="md">
        {header}
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Start KM"
            size="md"
            inputMode="decimal"
            value={values.StartKm}
            onChange={(e) => set('StartKm')(e.currentTarget.value)}
            error={errors.startKm}
          />
          <TextInput
            label="End KM"
            size="md"
            inputMode="decimal"
            withAsterisk={mode === 'edit'}
            value={values.EndKm}
            onChange={(e) => set('EndKm')(e.currentTarget.value)}
            error={errors.endKm}
          />
        </SimpleGrid>
        <Textarea
          label="Report"
          size="md"
          autosize
          minRows={4}
          maxRows={12}
          placeholder="What you did today: visits, travel, anything the office should know"
          value={values.Report}
          onChange={(e) => set('Report')(e.currentTarget.value)}
          error={errors.report}
        />
        <FileInput
          label="File"
          description={`Optional: ${rule.hint}`}
          size="md"
          clearable
          accept={rule.accept}
          leftSection={<IconPaperclip size={18} stroke={1.8} aria-hidden />}
          placeholder="Choose a file"
          value={values.file}
          onChange={(f) => set('file')(f)}
          error={errors.imageFile}
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
