import { SAH_CLAIM_MESSAGES, type SahStatementImportReply } from '@care/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import type { FileKind } from '../../ui/upload/file-kinds.ts';
import { importSahStatement } from './sah-api.ts';

// Services Australia's payment statement imported against the claims: each line paid or rejected.

const STATEMENT_FILE: FileKind = {
  accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] },
  extensions: ['.csv'],
  maxBytes: 5 * 1024 * 1024,
  label: '.csv',
};

export function StatementCard({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reply, setReply] = useState<SahStatementImportReply | null>(null);
  const upload = useMutation({
    mutationFn: importSahStatement,
    onSuccess: (answer) => {
      setReply(answer);
      setFile(null);
      // The result (and each refused row) stays on the card below; no toast repeats it.
      onImported();
    },
    onError: (error) => {
      const field = isApiError(error) ? (error.fieldErrors.file ?? null) : null;
      if (field) {
        setFileError(field);
      } else {
        toasts.error(
          isApiError(error) ? error.message : 'The statement could not be imported. Please try again.',
        );
      }
    },
  });
  const refused = reply?.outcomes.filter((o) => o.action === 'refused') ?? [];
  return (
    <Card shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Import a payment statement
        </Title>
        <Text fz="sm">
          Download the payment statement (CSV) from the Aged Care Provider Portal and import it: each claimed
          line becomes paid, or rejected with Services Australia’s reason. A row naming a line we do not have,
          or paying another amount, is listed and changes nothing.
        </Text>
        <FileDrop
          label="Payment statement file"
          kind={STATEMENT_FILE}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
          }}
          error={fileError ?? undefined}
          wrongTypeMessage={SAH_CLAIM_MESSAGES.statementRequired}
          prompt="Drag the statement here, or click to choose it"
        />
        <Group justify="flex-end">
          <Button
            size="md"
            leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
            loading={upload.isPending}
            onClick={() => {
              setReply(null);
              if (!file) {
                setFileError(SAH_CLAIM_MESSAGES.statementRequired);
                return;
              }
              upload.mutate(file);
            }}
          >
            Import statement
          </Button>
        </Group>
        {reply ? (
          <Alert
            color={refused.length > 0 ? 'yellow' : 'green'}
            variant="light"
            role="status"
            title={reply.message}
          >
            <Stack gap={2}>
              {refused.map((o) => (
                <Text key={o.row} fz="sm">
                  {o.message}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
