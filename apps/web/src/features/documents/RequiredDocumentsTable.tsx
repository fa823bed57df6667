import { formatCalendarDate, formatInZone, type RequiredDocumentRow } from '@care/domain';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { TableSection } from '../../ui/TableSection.tsx';
import { DocumentActionMenu } from './DocumentActionButtons.tsx';
import { DocumentStatusBadge, statusLabel } from './DocumentStatusBadge.tsx';
import { type DocumentColumnOptions, DocumentDetails } from './document-columns.tsx';
import type { DocumentRecord } from './documents-api.ts';

type Row = RequiredDocumentRow<DocumentRecord> & { available: boolean };

export interface RequiredDocumentsTableProps {
  title: string;
  /** Required tables carry an asterisk (spec 1 §2.6). */
  marked?: boolean;
  rows: Row[];
  loading: boolean;
  options: DocumentColumnOptions;
  /** Upload the document of a row that has none yet; absent when the user may not upload. */
  onUpload?: (name: string) => void;
}

/** A table of predefined documents, one row each, never paginated; missing ones read Not Available. */
export function RequiredDocumentsTable({
  title,
  marked,
  rows,
  loading,
  options,
  onUpload,
}: RequiredDocumentsTableProps) {
  const columns: DataTableColumn<Row>[] = [
    {
      accessor: 'name',
      title: 'Document Name',
      render: (r) => (
        <Group gap={6} wrap="wrap">
          <Text fz="sm" fw={500}>
            {r.name}
          </Text>
          {!r.available ? (
            <Badge variant="outline" color="gray" size="xs" radius="sm">
              Form unavailable
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      accessor: 'lastModified',
      title: 'Last Modified',
      exportValue: (r) =>
        r.document
          ? formatInZone(r.document.dateModified ?? r.document.dateCreated, 'listDateTime', options.zone)
          : '',
      secondary: 'md',
      noWrap: true,
    },
    {
      accessor: 'expiration',
      title: 'Expiration Date',
      exportValue: (r) => formatCalendarDate(r.document?.expirationDate),
      secondary: true,
      noWrap: true,
    },
    {
      accessor: 'status',
      title: 'Status',
      exportValue: (r) => statusLabel(r.document?.displayStatus ?? 'Not Available'),
      render: (r) => <DocumentStatusBadge status={r.document?.displayStatus ?? 'Not Available'} />,
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      textAlign: 'right',
      // On a phone the expanded row carries the same actions as full-width buttons.
      hiddenOnPhone: true,
      render: (r) =>
        r.document ? (
          <DocumentActionMenu
            doc={r.document}
            actions={options.actions.actionsFor(r.document, options.ownerUserId(r.document))}
            onCommand={options.actions.start}
          />
        ) : onUpload ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconUpload size={16} stroke={1.8} aria-hidden />}
            aria-label={`Upload ${r.name}`}
            onClick={() => onUpload(r.name)}
          >
            Upload
          </Button>
        ) : null,
    },
  ];

  return (
    <TableSection title={title} marked={marked}>
      <DataTable<Row>
        label={`${title} documents`}
        records={rows}
        columns={columns}
        idAccessor="name"
        loading={loading}
        paginate={false}
        rowExpansion={(r) =>
          r.document ? (
            <DocumentDetails doc={r.document} options={options} />
          ) : (
            <Group gap="sm">
              <Text fz="sm" c="dimmed">
                Not uploaded yet.
              </Text>
              {onUpload ? (
                <Button
                  size="sm"
                  variant="light"
                  leftSection={<IconUpload size={16} stroke={1.8} aria-hidden />}
                  onClick={() => onUpload(r.name)}
                >
                  Upload {r.name}
                </Button>
              ) : null}
            </Group>
          )
        }
      />
    </TableSection>
  );
}
