import { Stack } from '@mantine/core';
import { useCan } from '../../session/useCan.ts';
import type { AdministratorRow } from '../../shelf/people-list-api.ts';
import { idOrNa, profilePaths } from '../../shelf/person-display.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { NewPersonMenu } from './NewPersonMenu.tsx';
import { PeopleFilterForm } from './PeopleFilterForm.tsx';
import { ActiveBadge, contactColumns, editColumn, nameColumn } from './person-columns.tsx';
import { usePeopleList } from './usePeopleList.ts';
import { ViewProfileButton } from './ViewProfileButton.tsx';

/** /app/user/administrators (spec 2 §2): the people running the office. */
export function AdministratorsPage() {
  const canEdit = useCan('administrator.edit');
  const canAdd = useCan('administrator.add');
  const list = usePeopleList('administrator', (a) => a.administratorId);

  const columns: DataTableColumn<AdministratorRow>[] = [
    {
      accessor: 'maxStaffId',
      title: 'Admin No',
      exportValue: (a) => idOrNa(a.maxStaffId),
      noWrap: true,
      secondary: true,
    },
    nameColumn<AdministratorRow>(profilePaths.administrator),
    ...contactColumns<AdministratorRow>(),
    ...(canEdit
      ? [editColumn<AdministratorRow>(profilePaths.administrator, (a) => `Edit ${a.fullName}`)]
      : []),
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Administrators"
        description="The people who run your office. Select a row to see more."
      />
      <DataTable<AdministratorRow>
        label="administrator list"
        records={list.rows}
        columns={columns}
        idAccessor="administratorId"
        loading={list.loading}
        error={list.error}
        onRetry={list.retry}
        search={{ accessors: ['fullName', 'email'], placeholder: 'Search by full name or email' }}
        filter={{
          title: 'Filter administrators',
          active: list.filterActive,
          content: (close) => (
            <PeopleFilterForm
              personLabel="Administrator"
              people={list.everyone.map((a) => ({ value: a.administratorId, label: a.fullName }))}
              value={list.filter}
              onApply={list.setFilter}
              close={close}
            />
          ),
        }}
        exportAs={{ fileName: 'Administrator', title: 'Administrators' }}
        actions={
          canAdd ? (
            <NewPersonMenu
              label="Add New Admin"
              createHref="/app/forms/create-admin"
              excelHref="/app/forms/upload-admin-via-excel"
              xeroHref="/app/forms/upload-admin-via-xero"
            />
          ) : null
        }
        rowExpansion={(a) => (
          <Stack gap="sm">
            <ExpandedDetails
              cols={3}
              items={[
                { label: 'Status', value: <ActiveBadge active={a.isActive} /> },
                { label: 'Position', value: a.position },
              ]}
            />
            <ViewProfileButton href={profilePaths.administrator(a)} />
          </Stack>
        )}
      />
    </Stack>
  );
}
