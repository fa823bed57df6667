import { CLAIM_MESSAGES, type ClaimResultImportReply } from '@care/domain';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { FileDrop } from '../../ui/upload/FileDrop.tsx';
import type { FileKind } from '../../ui/upload/file-kinds.ts';
import { importResult } from './claims-api.ts';

/** The portal's payment request result: a CSV. */
export const CLAIM_RESULT_FILE: FileKind = {
  accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] },
  extensions: ['.csv'],
  maxBytes: 10 * 1024 * 1024,
  label: '.csv',
};
const LABEL = 'Payment request result file';
const WRONG_TYPE = 'Choose the result file the portal gave you (.csv)';

/**
 * Import payment result: the portal's result file marks the batch's lines paid or rejected (with
 * the portal's message). A 400 shows under the file field; the counts show once imported.
 */
export function ImportResultCard({
  claimBatchId,
  onImported,
}: {
  claimBatchId: string;
  onImported: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reply, setReply] = useState<ClaimResultImportReply | null>(null);

  const upload = useMutation({
    mutationFn: (chosen: File) => importResult(claimBatchId, chosen),
    onSuccess: (answer) => {
      setReply(answer);
      setFile(null);
      toasts.success(CLAIM_MESSAGES.resultImported(answer.paid, answer.rejected));
      onImported();
    },
    onError: (error) => {
      const field = isApiError(error) ? (error.fieldErrors.file ?? null) : null;
      if (field) {
        setFileError(field);
      } else {
        toasts.error(
          isApiError(error) ? error.message : 'The result could not be imported. Please try again.',
        );
      }
    },
  });

  const start = () => {
    setReply(null);
    if (!file) {
      setFileError(CLAIM_MESSAGES.resultFileRequired);
      return;
    }
    setFileError(null);
    upload.mutate(file);
  };

  return (
    <Card shadow="xs" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Import payment result
        </Title>
        <Text fz="sm">
          After the portal has processed this file, download its payment request result (CSV) and import it
          here: each line becomes paid or rejected with the portal’s message. Rejected lines come back in the
          pre-flight check to fix and claim again.
        </Text>
        <FileDrop
          label={LABEL}
          kind={CLAIM_RESULT_FILE}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
          }}
          error={fileError ?? undefined}
          wrongTypeMessage={WRONG_TYPE}
          prompt="Drag the result file here, or click to choose it"
        />
        <Group justify="flex-end">
          <Button
            size="md"
            leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
            loading={upload.isPending}
            onClick={start}
          >
            Import result
          </Button>
        </Group>
        {reply ? (
          <Alert
            color={reply.status === 'Success' ? 'green' : 'yellow'}
            variant="light"
            role="status"
            icon={
              reply.status === 'Success' ? (
                <IconCheck size={20} aria-hidden />
              ) : (
                <IconAlertTriangle size={20} aria-hidden />
              )
            }
            title={CLAIM_MESSAGES.resultImported(reply.paid, reply.rejected)}
          >
            {/* The server's message often says the counts again: shown only when it adds something. */}
            {reply.message !== CLAIM_MESSAGES.resultImported(reply.paid, reply.rejected) ? (
              <Text fz="sm">{reply.message}</Text>
            ) : null}
            {reply.unmatched.length > 0 ? (
              <Text fz="sm" mt={4}>
                Not lines of this batch: {reply.unmatched.join(', ')}
              </Text>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
