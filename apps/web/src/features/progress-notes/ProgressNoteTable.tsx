import type { ProgressNoteView } from '@care/domain';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn, type TableFilter } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { noteTime } from './note-format.ts';
import { ProgressNoteDetailsDialog } from './ProgressNoteDetailsDialog.tsx';

/** The export names: the spec's ClientProgess (spelt so), and ours for the other lists. */
export const PROGRESS_EXPORTS = {
  client: 'ClientProgess',
  staff: 'StaffProgress',
  company: 'ProgressReports',
} as const;

const when = (value: string | null) => (value ? Date.parse(value) : null);

/**
 * A table of progress notes (spec 2 tabs, spec 3 §2.3): staff, client, date, created, modified;
 * a row expands to its follow up, progress and report; View opens Progress Note Details, whose
 * Update part shows to those who may edit (with an Edit button on the row too, when `editButton`).
 */
export function ProgressNoteTable({
  records,
  loading,
  error,
  onRetry,
  showStaff = true,
  showClient = true,
  canEdit,
  editButton = false,
  exportAs,
  filter,
  noRecordsText = 'No progress notes yet',
}: {
  records: readonly ProgressNoteView[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  showStaff?: boolean;
  showClient?: boolean;
  canEdit: boolean;
  editButton?: boolean;
  exportAs: { fileName: string; title: string };
  filter?: TableFilter;
  noRecordsText?: string;
}) {
  const zone = useTimeZone();
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  // The dialog reads the note from the list, so a save shows at once after the list reloads.
  const open = (records ?? []).find((n) => n.progressNoteId === openId) ?? null;
  const show = (note: ProgressNoteView) => {
    setOpenId(note.progressNoteId);
    setOpened(true);
  };
  const whose = (n: ProgressNoteView) => `${n.staff.fullName} for ${n.profile.fullName}`;

  const columns: DataTableColumn<ProgressNoteView>[] = [
    ...(showStaff
      ? [
          {
            accessor: 'staff.fullName',
            title: 'Staff',
            render: (n: ProgressNoteView) => (
              <Text fz="sm" fw={600}>
                {n.staff.fullName}
              </Text>
            ),
          },
        ]
      : []),
    ...(showClient ? [{ accessor: 'profile.fullName', title: 'Client' }] : []),
    {
      accessor: 'date',
      title: 'Date',
      noWrap: true,
      exportValue: (n) => noteTime(n.date, zone),
      sortValue: (n) => when(n.date),
    },
    {
      accessor: 'dateCreated',
      title: 'Created',
      noWrap: true,
      secondary: true,
      exportValue: (n) => noteTime(n.dateCreated, zone),
      sortValue: (n) => when(n.dateCreated),
    },
    {
      accessor: 'dateModified',
      title: 'Modified',
      noWrap: true,
      secondary: true,
      exportValue: (n) => noteTime(n.dateModified, zone),
      sortValue: (n) => when(n.dateModified),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: (n) => (
        <Group gap={2} justify="flex-end" wrap="nowrap">
          {canEdit && editButton ? (
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={() => show(n)}
                aria-label={`Edit progress note of ${whose(n)}`}
              >
                <IconPencil size={20} stroke={1.8} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <Tooltip label="View">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => show(n)}
              aria-label={`View progress note of ${whose(n)}`}
            >
              <IconEye size={20} stroke={1.8} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <DataTable<ProgressNoteView>
        label="progress notes"
        records={records}
        columns={columns}
        idAccessor="progressNoteId"
        loading={loading}
        error={error}
        onRetry={onRetry}
        search={{
          accessors: ['staff.fullName', 'profile.fullName'],
          placeholder:
            showStaff && showClient
              ? 'Search by staff or client name'
              : showStaff
                ? 'Search by staff name'
                : 'Search by client name',
        }}
        filter={filter}
        exportAs={exportAs}
        noRecordsText={noRecordsText}
        rowExpansion={(n) => (
          <ExpandedDetails
            cols={3}
            items={[
              { label: 'Follow Up', value: n.followUp },
              { label: 'Progress', value: n.progress },
              { label: 'Report', value: n.report },
            ]}
          />
        )}
      />
      <ProgressNoteDetailsDialog
        note={open}
        zone={zone}
        canEdit={canEdit}
        opened={opened && open !== null}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
