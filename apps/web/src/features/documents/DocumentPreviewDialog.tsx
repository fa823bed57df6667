import { formatCalendarDate } from '@care/domain';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { downloadApiFile } from '../../ui/upload/download-file.ts';
import { DocumentStatusBadge } from './DocumentStatusBadge.tsx';
import type { DocumentRecord } from './documents-api.ts';

/** The file's path under /api ('/Files/{id}'), from the document's URL. */
export const filePathOf = (doc: DocumentRecord): string => doc.documentUrl.replace(/^\/api/, '');

/** Browsers show PDFs inline; Word files can only be downloaded. */
export function isPdf(doc: DocumentRecord): boolean {
  return doc.fileKind === 'pdf';
}

export interface DocumentPreviewDialogProps {
  document: DocumentRecord | null;
  onClose: () => void;
}

/**
 * Preview: a PDF shows inline (the file is served to signed-in users of the company, by the
 * session cookie); a Word file offers its download. Both can be downloaded or opened in a new tab.
 */
export function DocumentPreviewDialog({ document: doc, onClose }: DocumentPreviewDialogProps) {
  return (
    <ResponsiveModal opened={doc !== null} onClose={onClose} title={doc?.documentName ?? ''} size="xl">
      {doc ? (
        <Stack gap="md">
          <Group gap="sm" justify="space-between">
            <Group gap="sm">
              <DocumentStatusBadge status={doc.displayStatus} />
              <Text fz="sm" c="dimmed">
                {doc.user} · from {formatCalendarDate(doc.implementationDate) || '—'}
                {doc.expirationDate ? ` to ${formatCalendarDate(doc.expirationDate)}` : ''}
              </Text>
            </Group>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconDownload size={18} stroke={1.8} aria-hidden />}
                onClick={() => void downloadApiFile(`${filePathOf(doc)}?download=true`, doc.documentName)}
              >
                Download
              </Button>
              {isPdf(doc) ? (
                <Button
                  component="a"
                  variant="default"
                  href={doc.documentUrl}
                  target="_blank"
                  rel="noopener"
                  leftSection={<IconExternalLink size={18} stroke={1.8} aria-hidden />}
                >
                  Open in new tab
                </Button>
              ) : null}
            </Group>
          </Group>
          {doc.status === 'Rejected' && doc.rejectReason ? (
            <Alert color="red" variant="light" title="Rejected">
              {doc.rejectReason}
              {doc.rejectDeadline ? ` A new copy is due by ${formatCalendarDate(doc.rejectDeadline)}.` : ''}
            </Alert>
          ) : null}
          {isPdf(doc) ? (
            <Box
              component="iframe"
              title={`Preview of ${doc.documentName}`}
              src={doc.documentUrl}
              style={{ width: '100%', height: '70vh', border: 0, borderRadius: 8, background: '#f1f3f5' }}
            />
          ) : (
            <Alert color="blue" variant="light" title="This is a Word document">
              Browsers cannot show Word files. Download it to open it in Word or another editor.
            </Alert>
          )}
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
