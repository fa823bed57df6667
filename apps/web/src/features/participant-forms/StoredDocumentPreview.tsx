import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { DocumentPreviewDialog } from '../documents/DocumentPreviewDialog.tsx';
import { fetchOwnerDocuments, ownerDocumentsKey } from '../documents/documents-api.ts';

/** /app/participant/{docUrl}/{userId}: a client's stored document (its id as docUrl), previewed. */
export function StoredDocumentPreview({ documentId, userId }: { documentId: string; userId: string }) {
  const router = useRouter();
  const docs = useQuery({
    queryKey: ownerDocumentsKey('Client', userId),
    queryFn: ({ signal }) => fetchOwnerDocuments('Client', userId, signal),
  });
  const doc = docs.data?.find((d) => d.documentId === documentId) ?? null;
  if (docs.isPending) {
    return <Text c="dimmed">Loading…</Text>;
  }
  if (!doc) {
    return (
      <Alert color="gray" variant="light" title="No such document">
        This is neither a participant form nor a document on this client's file.
      </Alert>
    );
  }
  return <DocumentPreviewDialog document={doc} onClose={() => router.history.back()} />;
}
