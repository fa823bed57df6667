import { formatCalendarDate } from '@care/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSignature } from '@tabler/icons-react';
import type { DocumentRecord } from './documents-api.ts';
import type { DocumentCommand } from './useDocumentActions.tsx';

/**
 * What the owner must act on, above their tables: documents waiting for their consent, and
 * rejected ones with the reason and deadline, so nobody has to open each row to find out.
 */
export function OwnerNotices({
  documents,
  onCommand,
}: {
  documents: DocumentRecord[];
  onCommand: (command: DocumentCommand, doc: DocumentRecord) => void;
}) {
  const current = documents.filter((d) => !d.isArchived);
  const consent = current.filter((d) => d.userRole === 'Client' && d.consentStatus === 'Requested');
  const rejected = current.filter((d) => d.status === 'Rejected');
  if (consent.length === 0 && rejected.length === 0) {
    return null;
  }
  return (
    <Stack gap="sm">
      {consent.length > 0 ? (
        <Alert
          color="blue"
          variant="light"
          title="Waiting for your consent"
          icon={<IconSignature size={20} stroke={1.8} aria-hidden />}
        >
          <Stack gap="xs">
            {consent.map((d) => (
              <Group key={d.documentId} justify="space-between" gap="xs">
                <Text fz="sm">{d.documentName}</Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => onCommand('view', d)}>
                    Read it
                  </Button>
                  <Button size="xs" onClick={() => onCommand('approveConsent', d)}>
                    Give consent
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {rejected.length > 0 ? (
        <Alert
          color="red"
          variant="light"
          title="Needs a new copy"
          icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
        >
          <Stack gap="xs">
            {rejected.map((d) => (
              <Group key={d.documentId} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fz="sm">
                  <strong>{d.documentName}</strong> was rejected: {d.rejectReason}
                  {d.rejectDeadline
                    ? ` Please upload a new copy by ${formatCalendarDate(d.rejectDeadline)}.`
                    : ''}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => onCommand('edit', d)}
                  style={{ flexShrink: 0 }}
                >
                  Upload new copy
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
