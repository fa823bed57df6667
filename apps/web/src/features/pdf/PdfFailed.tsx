import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '../../api/api-error.ts';
import { Centered } from './PdfViewer.tsx';

/**
 * A generated PDF that failed (spec 3 §8): the spec's title, the server's reason when it explained
 * a refusal (a period too long, a record not found), else a hint about the connection; Try again.
 */
export function PdfFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const reason =
    isApiError(error) && error.kind !== 'network' && error.kind !== 'server'
      ? error.message
      : 'Check your connection, then try again.';
  return (
    <Centered>
      <Alert
        color="red"
        variant="light"
        radius="lg"
        icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
        title={title}
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{reason}</Text>
          <Button variant="white" color="red" size="compact-sm" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    </Centered>
  );
}
