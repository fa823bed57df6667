import { type AssistanceRow, formatInZone, REPRESENTATIVES_PAGE_SIZE } from '@care/domain';
import { Anchor, Card, Center, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { formatPhone } from '../../shelf/person-display.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmailText } from '../../ui/data-table/cells.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { useIsPhone } from '../../ui/photo/ResponsiveModal.tsx';
import { AssistanceFormDialog } from './AssistanceFormDialog.tsx';
import { careRecordKey, deleteAssistance, fetchAssistances } from './care-record-api.ts';
import { AddButton, RowActions, useRefreshRecord, useRowDialogs } from './record-ui.tsx';

const matches = (a: AssistanceRow, needle: string) =>
  [a.fullName, a.email, a.personel, a.phone].some((v) => (v ?? '').toLowerCase().includes(needle));

/** The client's representatives as cards, 12 a page (phones). */
function AssistanceCards({
  rows,
  canManage,
  onEdit,
  onDelete,
}: {
  rows: AssistanceRow[];
  canManage: boolean;
  onEdit: (a: AssistanceRow) => void;
  onDelete: (a: AssistanceRow) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = rows.filter((a) => matches(a, search.trim().toLowerCase()));
  const pages = Math.max(1, Math.ceil(found.length / REPRESENTATIVES_PAGE_SIZE));
  const shown = found.slice((page - 1) * REPRESENTATIVES_PAGE_SIZE, page * REPRESENTATIVES_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search representatives"
        placeholder="Search by name, email or position"
        size="md"
        leftSection={<IconSearch size={18} stroke={1.8} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {rows.length === 0 ? 'No representatives yet' : 'No representatives match your search'}
        </Text>
      ) : null}
      {shown.map((a) => (
        <Card
          key={a.assistanceId}
          withBorder
          radius="md"
          padding="md"
          component="article"
          aria-label={a.fullName}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{a.fullName}</Text>
              {a.personel ? (
                <Text fz="sm" c="dimmed">
                  {a.personel}
                </Text>
              ) : null}
              <Anchor href={`tel:${a.phone}`} fz="sm">
                {formatPhone(a.phone)}
              </Anchor>
              <Anchor href={`mailto:${a.email}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {a.email}
              </Anchor>
            </Stack>
            {canManage ? (
              <RowActions name={a.fullName} onEdit={() => onEdit(a)} onDelete={() => onDelete(a)} />
            ) : null}
          </Group>
        </Card>
      ))}
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} size="md" />
        </Center>
      ) : null}
    </Stack>
  );
}

/** The client's own representatives (spec 3 §2.7, the Assistances): a table, cards on phones, 12 a page. */
export function AssistancesPanel({ profileId }: { profileId: string }) {
  const list = useQuery({
    queryKey: careRecordKey(profileId, 'assistances'),
    queryFn: ({ signal }) => fetchAssistances(profileId, signal),
  });
  const phone = useIsPhone();
  const dialogs = useRowDialogs<AssistanceRow>();
  const refresh = useRefreshRecord(profileId);
  const canManage = useCan('representative.manage');
  const add = canManage ? <AddButton label="Add Representative" onClick={() => dialogs.show('add')} /> : null;

  const columns: DataTableColumn<AssistanceRow>[] = [
    { accessor: 'fullName', title: 'Full Name', render: (a) => <strong>{a.fullName}</strong> },
    { accessor: 'personel', title: 'Position' },
    {
      accessor: 'email',
      title: 'Email',
      render: (a) => (
        <Anchor href={`mailto:${a.email}`} c="inherit" fz="sm" underline="hover">
          <EmailText email={a.email} />
        </Anchor>
      ),
    },
    { accessor: 'phone', title: 'Phone', noWrap: true, exportValue: (a) => formatPhone(a.phone) },
    {
      accessor: 'dateCreated',
      title: 'Added',
      exportValue: (a) => formatInZone(a.dateCreated, 'date'),
      sortValue: (a) => a.dateCreated,
      secondary: 'md',
    },
    ...(canManage
      ? [
          {
            accessor: 'actions',
            title: 'Actions',
            exportable: false,
            sortable: false,
            textAlign: 'right' as const,
            render: (a: AssistanceRow) => (
              <RowActions
                name={a.fullName}
                onEdit={() => dialogs.show('edit', a)}
                onDelete={() => dialogs.show('delete', a)}
              />
            ),
          },
        ]
      : []),
  ];

  let body: React.ReactNode;
  if (phone) {
    body =
      list.isError && !list.data ? (
        <LoadFailed what="your representatives" onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="sm">
          {add ? <Group justify="flex-end">{add}</Group> : null}
          {list.isPending ? (
            <Text c="dimmed">Loading your representatives…</Text>
          ) : (
            <AssistanceCards
              rows={list.data ?? []}
              canManage={canManage}
              onEdit={(a) => dialogs.show('edit', a)}
              onDelete={(a) => dialogs.show('delete', a)}
            />
          )}
        </Stack>
      );
  } else {
    body = (
      <DataTable<AssistanceRow>
        label="representatives"
        records={list.data}
        columns={columns}
        idAccessor="assistanceId"
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        pageSizes={[REPRESENTATIVES_PAGE_SIZE]}
        search={{
          accessors: ['fullName', 'email', 'personel', 'phone'],
          placeholder: 'Search by name, email or position',
        }}
        noRecordsText="No representatives yet"
        actions={add}
      />
    );
  }

  return (
    <>
      {body}
      <AssistanceFormDialog
        profileId={profileId}
        opened={dialogs.isOpen('form')}
        editing={dialogs.editing}
        onClose={dialogs.close}
      />
      <ConfirmDialog
        opened={dialogs.isOpen('delete')}
        title="Remove this representative?"
        message={`${dialogs.row?.fullName ?? ''} will no longer be listed as your representative.`}
        confirmLabel="Yes, remove"
        danger
        onConfirm={async () => {
          if (dialogs.row) {
            await deleteAssistance(dialogs.row.assistanceId);
            await refresh();
          }
        }}
        onClose={dialogs.close}
      />
    </>
  );
}
