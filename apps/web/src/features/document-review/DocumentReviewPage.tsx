import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type DocumentColumnOptions, DocumentDetails } from '../documents/document-columns.tsx';
import { type DocumentRecord, fetchReviewDocuments, reviewDocumentsKey } from '../documents/documents-api.ts';
import { useDocumentActions } from '../documents/useDocumentActions.tsx';
import { ArchiveFilterForm } from './ArchiveFilterForm.tsx';
import { ReviewScreenSwitch } from './ReviewScreenSwitch.tsx';
import { useReviewColumns } from './review-columns.tsx';
import { REVIEW_SCREENS, type ReviewScreen } from './review-screens.ts';

/**
 * A document review screen (spec 1 §2.7): the company's documents of one owner role, Active or
 * Archived, with search, export, and every action the reviewer may take on each.
 */
export function DocumentReviewPage({ screen }: { screen: ReviewScreen }) {
  const [archived, setArchived] = useState(false);
  const zone = useTimeZone();
  const reviews = useCan('document.review');
  const actions = useDocumentActions();
  const list = useQuery({
    queryKey: reviewDocumentsKey(screen.role, archived),
    queryFn: ({ signal }) => fetchReviewDocuments(screen.role, archived, signal),
  });
  // Reviewers act by their role (admins, auditors), never as the document's owner.
  const options: DocumentColumnOptions = {
    zone,
    actions,
    ownerUserId: () => null,
    ownerTitle: screen.ownerTitle,
  };
  const columns = useReviewColumns(options);
  const which = archived ? 'Archived' : 'Active';

  return (
    <Stack gap={0}>
      <PageHeader
        title={screen.title}
        description={
          archived
            ? `Showing archived ${screen.noun}.${reviews ? ' Restore one to return it to the Active list.' : ''}`
            : `${reviews ? 'Review, accept or reject' : 'Look through'} the ${screen.noun} of your organisation. Select a row to see more.`
        }
      />
      <ReviewScreenSwitch current={screen} />
      <DataTable<DocumentRecord>
        label={`${which.toLowerCase()} ${screen.noun}`}
        records={list.data}
        columns={columns}
        idAccessor="documentId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={{ accessors: ['user', 'documentName'], placeholder: 'Search by name or document' }}
        filter={{
          title: `Filter ${screen.noun}`,
          active: archived,
          content: (close) => <ArchiveFilterForm archived={archived} onApply={setArchived} close={close} />,
        }}
        exportAs={{ fileName: screen.fileName, title: `${screen.title} (${which})` }}
        noRecordsText={`No ${which.toLowerCase()} ${screen.noun}`}
        rowExpansion={(doc) => <DocumentDetails doc={doc} options={options} />}
      />
      {actions.dialogs}
    </Stack>
  );
}

/** /app/document/administrators */
export const AdministratorDocumentsPage = () => <DocumentReviewPage screen={REVIEW_SCREENS.Admin} />;
/** /app/document/staff */
export const StaffDocumentsPage = () => <DocumentReviewPage screen={REVIEW_SCREENS.Staff} />;
/** /app/document/client */
export const ClientDocumentsPage = () => <DocumentReviewPage screen={REVIEW_SCREENS.Client} />;
