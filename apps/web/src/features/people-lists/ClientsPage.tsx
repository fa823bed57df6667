import { FUNDING_PROGRAM_LABELS, type FundingProgram, formatCalendarDate, personScope } from '@care/domain';
import { Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { principalOf } from '../../session/session-store.ts';
import { useCan } from '../../session/useCan.ts';
import { useSession } from '../../session/useSession.ts';
import type { ClientRow } from '../../shelf/people-list-api.ts';
import { idOrNa, NOT_IN_ACCOUNTING, profilePaths } from '../../shelf/person-display.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AddClientDialog } from './AddClientDialog.tsx';
import { NewPersonMenu } from './NewPersonMenu.tsx';
import { PeopleFilterForm } from './PeopleFilterForm.tsx';
import { ActiveBadge, contactColumns, editColumn, nameColumn } from './person-columns.tsx';
import { usePeopleList } from './usePeopleList.ts';
import { ViewProfileButton } from './ViewProfileButton.tsx';

const agreement = (c: ClientRow) =>
  c.agreementStartDate || c.agreementEndDate
    ? `${formatCalendarDate(c.agreementStartDate, 'agreement') || '—'} to ${formatCalendarDate(c.agreementEndDate, 'agreement') || '—'}`
    : '';

/** /app/user/clients and /app/auditor/clients (spec 2 §2, spec 3 §2.8): the company's clients. */
export function ClientsPage() {
  const session = useSession();
  const auditor = session?.role === 'Auditor';
  // A support worker's list holds the clients they support (the domain's record rule), not everyone.
  const principal = principalOf(session);
  const supported =
    !!session &&
    !!principal &&
    personScope({ ...principal, uid: session.user.uid }, 'client').includes('supportedByThem');
  const canEdit = useCan('client.edit');
  const canAdd = useCan('client.add');
  const seesAgreement = useCan('client.viewAgreementDates');
  const [adding, addDialog] = useDisclosure(false);
  const list = usePeopleList('client', (c) => c.profileId);

  const columns: DataTableColumn<ClientRow>[] = [
    {
      accessor: 'contactId',
      title: 'Client ID',
      exportValue: (c) => idOrNa(c.contactId),
      noWrap: true,
      secondary: true,
    },
    nameColumn<ClientRow>(profilePaths.client, {
      when: (c) => !c.clientId?.trim(),
      label: NOT_IN_ACCOUNTING,
    }),
    ...contactColumns<ClientRow>(),
    ...(canEdit ? [editColumn<ClientRow>(profilePaths.client, (c) => `Edit ${c.fullName}`)] : []),
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Clients"
        description={
          auditor
            ? 'Participants approved for auditing. Select a row to see more.'
            : supported
              ? 'The clients you support: a shift with them in the last 90 days or the next 30. Select a row to see more.'
              : 'Everyone your organisation supports. Select a row to see more.'
        }
      />
      <DataTable<ClientRow>
        label="client list"
        records={list.rows}
        columns={columns}
        idAccessor="profileId"
        loading={list.loading}
        error={list.error}
        onRetry={list.retry}
        search={{ accessors: ['fullName', 'email'], placeholder: 'Search by full name or email' }}
        filter={{
          title: 'Filter clients',
          active: list.filterActive,
          content: (close) => (
            <PeopleFilterForm
              personLabel="Client"
              people={list.everyone.map((c) => ({ value: c.profileId, label: c.fullName }))}
              value={list.filter}
              onApply={list.setFilter}
              close={close}
            />
          ),
        }}
        exportAs={{ fileName: 'Client', title: 'Clients' }}
        actions={
          canAdd ? (
            <NewPersonMenu
              label="New Client"
              onQuickAdd={addDialog.open}
              quickAddLabel="Add New Client"
              createHref="/app/forms/create-client"
              excelHref="/app/forms/upload-client-via-excel"
              xeroHref="/app/forms/upload-client-via-xero"
            />
          ) : null
        }
        rowExpansion={(c) => (
          <Stack gap="sm">
            <ExpandedDetails
              cols={3}
              items={[
                { label: 'Status', value: <ActiveBadge active={c.isActive} /> },
                {
                  label: 'Funded by',
                  value:
                    FUNDING_PROGRAM_LABELS[(c.fundingProgram ?? 'NDIS') as FundingProgram] ??
                    c.fundingProgram,
                },
                { label: 'NDIS number', value: c.ndisNo },
                ...(seesAgreement ? [{ label: 'Service agreement', value: agreement(c) }] : []),
              ]}
            />
            <ViewProfileButton href={profilePaths.client(c)} />
          </Stack>
        )}
      />
      {canAdd ? <AddClientDialog opened={adding} onClose={addDialog.close} /> : null}
    </Stack>
  );
}
