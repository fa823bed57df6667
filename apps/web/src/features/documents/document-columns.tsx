import { formatCalendarDate, formatInZone } from '@care/domain';
import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { DocumentActionMenu, DocumentActionRow } from './DocumentActionButtons.tsx';
import { DocumentStatusBadge, statusLabel } from './DocumentStatusBadge.tsx';
import type { DocumentRecord } from './documents-api.ts';
import type { DocumentActions } from './useDocumentActions.tsx';

const CONSENT: Record<string, string> = {
  Requested: 'Waiting for the client’s consent',
  Approved: 'The client has consented',
};

export interface DocumentColumnOptions {
  /** The company's time zone, for Last Modified. */
  zone: string;
  actions: DocumentActions;
  /** The sign-in of each document's owner, for the actions they may take on their own. */
  ownerUserId: (doc: DocumentRecord) => string | null;
  /** The review screens name whose document it is; a person's own panel does not. */
  ownerTitle?: string;
}

/** Document Name, Last Modified, Expiration Date, Status, Actions (spec 1 §2.6). */
export function documentColumns(o: DocumentColumnOptions): DataTableColumn<DocumentRecord>[] {
  return [
    ...(o.ownerTitle ? [{ accessor: 'user', title: o.ownerTitle, noWrap: true }] : []),
    { accessor: 'documentName', title: 'Document Name' },
    {
      accessor: 'dateModified',
      title: 'Last Modified',
      exportValue: (d) => formatInZone(d.dateModified ?? d.dateCreated, 'listDateTime', o.zone),
      sortValue: (d) => d.dateModified ?? d.dateCreated,
      secondary: 'md',
      noWrap: true,
    },
    {
      accessor: 'expirationDate',
      title: 'Expiration Date',
      exportValue: (d) => formatCalendarDate(d.expirationDate),
      sortValue: (d) => d.expirationDate ?? '',
      secondary: true,
      noWrap: true,
    },
    {
      accessor: 'displayStatus',
      title: 'Status',
      exportValue: (d) => statusLabel(d.displayStatus),
      render: (d) => <DocumentStatusBadge status={d.displayStatus} />,
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      textAlign: 'right',
      hiddenOnPhone: true,
      render: (d) => (
        <DocumentActionMenu
          doc={d}
          actions={o.actions.actionsFor(d, o.ownerUserId(d))}
          onCommand={o.actions.start}
        />
      ),
    },
  ];
}

/** A document row's expanded part: dates, the rejection and consent, and every action as a button. */
export function DocumentDetails({ doc, options }: { doc: DocumentRecord; options: DocumentColumnOptions }) {
  const actions = options.actions.actionsFor(doc, options.ownerUserId(doc));
  return (
    <Stack gap="sm">
      <ExpandedDetails
        cols={3}
        items={[
          { label: 'Implementation date', value: formatCalendarDate(doc.implementationDate) },
          { label: 'Uploaded', value: formatInZone(doc.dateCreated, 'listDateTime', options.zone) },
          { label: 'Stored status', value: doc.status },
          ...(doc.status === 'Rejected'
            ? [
                { label: 'Reason for rejection', value: doc.rejectReason },
                { label: 'New deadline', value: formatCalendarDate(doc.rejectDeadline) },
              ]
            : []),
          ...(doc.consentStatus ? [{ label: 'Client consent', value: CONSENT[doc.consentStatus] }] : []),
          ...(doc.isArchived ? [{ label: 'Archived', value: 'Yes' }] : []),
        ]}
      />
      <DocumentActionRow doc={doc} actions={actions} onCommand={options.actions.start} />
      {doc.status === 'Rejected' && actions.includes('edit') ? (
        <Text fz="sm" c="red.8">
          Upload a corrected copy with Edit: it goes back to Pending for review.
        </Text>
      ) : null}
    </Stack>
  );
}
