import { formatCalendarDate, type TrainingView } from '@care/domain';
import { ActionIcon, Anchor, Box, Group, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** Training records: soonest expiry first, status by the company's today. */
export function TrainingTable({
  records,
  loading,
  error,
  onRetry,
  showStaff,
  onEdit,
  onDelete,
}: {
  records: TrainingView[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  showStaff: boolean;
  onEdit?: (t: TrainingView) => void;
  onDelete?: (t: TrainingView) => void;
}) {
  const columns: DataTableColumn<TrainingView>[] = [
    ...(showStaff
      ? [{ accessor: 'staff.fullName', title: 'Staff member' } as DataTableColumn<TrainingView>]
      : []),
    {
      accessor: 'course',
      title: 'Course',
      // On a phone the status sits under the course, leaving room for the expiry date.
      render: (t) => (
        <Stack gap={4} align="flex-start">
          <span>{t.course}</span>
          <Box hiddenFrom="sm">
            <StatusBadge kind="training" status={t.status} />
          </Box>
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      secondary: true,
      width: 120,
      render: (t) => <StatusBadge kind="training" status={t.status} />,
      exportValue: (t) => t.status,
    },
    { accessor: 'provider', title: 'Provider', secondary: true },
    {
      accessor: 'dateCompleted',
      title: 'Completed',
      secondary: true,
      noWrap: true,
      render: (t) => formatCalendarDate(t.dateCompleted),
      exportValue: (t) => formatCalendarDate(t.dateCompleted),
      sortValue: (t) => t.dateCompleted,
    },
    {
      accessor: 'expiryDate',
      title: 'Expires',
      noWrap: true,
      exportValue: (t) => (t.expiryDate ? formatCalendarDate(t.expiryDate) : 'Does not expire'),
      render: (t) => (t.expiryDate ? formatCalendarDate(t.expiryDate) : '—'),
      sortValue: (t) => t.expiryDate ?? '9999-12-31',
    },
    {
      accessor: 'certificateUrl',
      title: 'Certificate',
      secondary: 'md',
      exportable: false,
      render: (t) =>
        t.certificateUrl ? (
          <Anchor href={t.certificateUrl} target="_blank" rel="noopener" fz="sm">
            View
          </Anchor>
        ) : (
          '—'
        ),
    },
    ...(onEdit && onDelete
      ? [
          {
            accessor: 'actions',
            title: '',
            exportable: false,
            render: (t: TrainingView) => (
              <Group gap={4} wrap="nowrap" justify="flex-end">
                <ActionIcon variant="subtle" aria-label={`Edit ${t.course}`} onClick={() => onEdit(t)}>
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${t.course}`}
                  onClick={() => onDelete(t)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ),
          } as DataTableColumn<TrainingView>,
        ]
      : []),
  ];
  return (
    <DataTable
      label="training records"
      records={records}
      columns={columns}
      idAccessor="staffTrainingId"
      loading={loading}
      error={error}
      onRetry={onRetry}
      search={{
        accessors: ['staff.fullName', 'course', 'provider', 'status'],
        placeholder: showStaff ? 'Search by staff, course or status' : 'Search by course or status',
      }}
      exportAs={{ fileName: 'StaffTraining', title: 'Staff training' }}
      noRecordsText="No training records"
    />
  );
}
