import { UPLOAD_RULES } from '@care/domain';
import { Alert, Box, Button, Card, Code, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { downloadApiFile } from '../../ui/upload/download-file.ts';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import { SPREADSHEET_FILE } from '../../ui/upload/file-kinds.ts';
import { uploadSpreadsheet } from './people-create-api.ts';
import { PERSON_KINDS, type PersonKind } from './people-kinds.ts';
import { UploadProblemsTable } from './UploadProblemsTable.tsx';
import { fileProblemOf, type RowProblem, rowProblemsOf } from './upload-problems.ts';
import { useReturnToList } from './useReturnToList.ts';

const SELECT_FILE = 'Select File';
const OPTIONAL_COLUMNS = ['MiddleName', 'Address'];

type Outcome = { imported: number; message: string } | { problems: RowProblem[] } | null;

/** /app/forms/upload-{admin|staff|client}-via-excel: import a spreadsheet, every row or none (spec 2 §5). */
export function ExcelUploadPage({ kind }: { kind: PersonKind }) {
  const info = PERSON_KINDS[kind];
  const list = useReturnToList(kind);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [downloading, setDownloading] = useState(false);
  // The outcome shows below the form: bring it into view (on a phone it is off-screen).
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) {
      outcomeRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [outcome]);

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadSpreadsheet(kind, chosen),
    onSuccess: (reply) => {
      setOutcome({ imported: reply.imported, message: reply.message });
      setFile(null);
      list.refresh();
    },
    onError: (error) => {
      const problems = rowProblemsOf(error);
      setOutcome(problems.length > 0 ? { problems } : null);
      setFileError(fileProblemOf(error));
    },
  });

  const start = () => {
    setOutcome(null);
    if (!file) {
      setFileError(SELECT_FILE);
      return;
    }
    setFileError(null);
    upload.mutate(file);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadApiFile(`${info.apiBase}/excel_template`, `${info.plural}-upload-template.xlsx`);
    } finally {
      setDownloading(false);
    }
  };

  const required = info.columns.filter((c) => !OPTIONAL_COLUMNS.includes(c));
  const title = `Upload ${info.plural} from Excel`;

  return (
    <Box maw={900}>
      <PageHeader
        title={title.charAt(0).toUpperCase() + title.slice(1)}
        description={`Add many ${info.plural} at once from a spreadsheet.`}
      />
      <Stack gap="lg">
        <Card shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={2} fz="lg">
                1. Start from the template
              </Title>
              <Text fz="sm">
                It has one column for each detail. Put one {info.singular} on each row. These columns must be
                filled in:{' '}
                {required.map((c, i) => (
                  <span key={c}>
                    {i > 0 ? ', ' : ''}
                    <Code>{c}</Code>
                  </span>
                ))}
                {kind === 'client'
                  ? '. Enter the agreement dates as Excel dates (or typed as YYYY-MM-DD); an NDIS number has 9 digits.'
                  : '.'}
              </Text>
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconDownload size={18} stroke={1.8} aria-hidden />}
                  loading={downloading}
                  onClick={() => void download()}
                >
                  Download template
                </Button>
              </Group>
            </Stack>
            <Divider />
            <Stack gap="md">
              <Title order={2} fz="lg">
                2. Upload the filled-in spreadsheet
              </Title>
              <FileDrop
                label="Spreadsheet"
                kind={SPREADSHEET_FILE}
                file={file}
                onChange={(chosen) => {
                  setFile(chosen);
                  setFileError(null);
                  setOutcome(null);
                }}
                error={fileError ?? undefined}
                wrongTypeMessage={UPLOAD_RULES.spreadsheet.message}
                prompt="Drag your spreadsheet here, or click to choose it"
              />
              <Text fz="sm" c="dimmed">
                Every row is checked before anything is saved: if one row has a problem, nothing is imported
                and you'll see which rows to fix.
                {info.invited
                  ? ` Each new ${info.singular} is e-mailed an invitation to set their password.`
                  : ''}
              </Text>
              <Group justify="flex-end">
                <Button
                  size="md"
                  leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
                  loading={upload.isPending}
                  onClick={start}
                >
                  Upload
                </Button>
              </Group>
            </Stack>
          </Stack>
        </Card>
        {outcome && 'problems' in outcome ? (
          <UploadProblemsTable ref={outcomeRef} problems={outcome.problems} />
        ) : null}
        {outcome && 'imported' in outcome ? (
          <Alert
            ref={outcomeRef}
            color="teal"
            variant="light"
            radius="lg"
            icon={<IconCheck size={22} stroke={1.8} aria-hidden />}
            title={outcome.message}
            role="status"
          >
            <Group gap="sm" mt={4}>
              <Text fz="sm">
                {outcome.imported === 1 ? `The new ${info.singular} is` : `All ${outcome.imported} are`} on
                the list now.
              </Text>
              <Button component={Link} to={info.listPath} size="compact-md" variant="white" color="teal">
                Go to {info.listLabel.toLowerCase()}
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}

/** /app/forms/upload-admin-via-excel */
export const UploadAdministratorsPage = () => <ExcelUploadPage kind="administrator" />;
/** /app/forms/upload-staff-via-excel */
export const UploadStaffPage = () => <ExcelUploadPage kind="staff" />;
/** /app/forms/upload-client-via-excel */
export const UploadClientsPage = () => <ExcelUploadPage kind="client" />;
