import { formatCalendarDate } from '@care/domain';
import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCan } from '../../session/useCan.ts';
import { useSession } from '../../session/useSession.ts';
import type { StaffRow } from '../../shelf/people-list-api.ts';
import { idOrNa, NOT_IN_ACCOUNTING, profilePaths } from '../../shelf/person-display.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AddStaffDialog } from './AddStaffDialog.tsx';
import { NewPersonMenu } from './NewPersonMenu.tsx';
import { PeopleFilterForm } from './PeopleFilterForm.tsx';
import { ActiveBadge, contactColumns, editColumn, nameColumn } from './person-columns.tsx';
import { usePeopleList } from './usePeopleList.ts';
import { ViewProfileButton } from './ViewProfileButton.tsx';

/** /app/user/staffs and /app/auditor/staffs (spec 2 §2, spec 3 §2.8): the company's support workers. */
export function StaffsPage() {
  const auditor = useSession()?.role === 'Auditor';
  const canEdit = useCan('staff.edit');
  const canAdd = useCan('staff.add');
  const [adding, addDialog] = useDisclosure(false);
  const list = usePeopleList('staff', (s) => s.staffId);

  const columns: DataTableColumn<StaffRow>[] = [
    {
      accessor: 'maxStaffId',
      title: 'Staff ID',
      exportValue: (s) => idOrNa(s.maxStaffId),
      noWrap: true,
      secondary: true,
    },
    nameColumn<StaffRow>(profilePaths.staff, {
      when: (s) => !s.employeeId?.trim(),
      label: NOT_IN_ACCOUNTING,
    }),
    ...contactColumns<StaffRow>(),
    ...(canEdit ? [editColumn<StaffRow>(profilePaths.staff, (s) => `Edit ${s.fullName}`)] : []),
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Staff"
        description={
          auditor
            ? 'Support workers approved for auditing. Select a row to see more.'
            : 'Your support workers. Select a row to see more.'
        }
      />
      <DataTable<StaffRow>
        label="staff list"
        records={list.rows}
        columns={columns}
        idAccessor="staffId"
        loading={list.loading}
        error={list.error}
        onRetry={list.retry}
        search={{ accessors: ['fullName', 'email'], placeholder: 'Search by full name or email' }}
        filter={{
          title: 'Filter staff',
          active: list.filterActive,
          content: (close) => (
            <PeopleFilterForm
              personLabel="Staff member"
              people={list.everyone.map((s) => ({ value: s.staffId, label: s.fullName }))}
              value={list.filter}
              onApply={list.setFilter}
              close={close}
            />
          ),
        }}
        exportAs={{ fileName: 'Staff', title: 'Staff' }}
        actions={
          canAdd ? (
            <NewPersonMenu
              label="New Staff"
              onQuickAdd={addDialog.open}
              quickAddLabel="Add New Staff"
              createHref="/app/forms/create-staff"
              excelHref="/app/forms/upload-staff-via-excel"
              xeroHref="/app/forms/upload-staff-via-xero"
            />
          ) : null
        }
        rowExpansion={(s) => (
          <Stack gap="sm">
            <ExpandedDetails
              cols={3}
              items={[
                { label: 'Status', value: <ActiveBadge active={s.isActive} /> },
                { label: 'Employee ID (accounting)', value: s.employeeId },
                { label: 'Employment', value: s.employmentType },
                ...(s.dateJoined ? [{ label: 'Date joined', value: formatCalendarDate(s.dateJoined) }] : []),
              ]}
            />
            <ViewProfileButton href={profilePaths.staff(s)} />
          </Stack>
        )}
      />
      {canAdd ? <AddStaffDialog opened={adding} onClose={addDialog.close} /> : null}
    </Stack>
  );
}
