import { Anchor, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPhone } from '../../shelf/person-display.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmailText } from '../../ui/data-table/cells.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { ExpandedDetails } from '../../ui/data-table/ExpandedDetails.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AssignClientDialog } from './AssignClientDialog.tsx';
import { deleteReferralOrProvider } from './referrals-api.ts';
import { ServiceProviderActions } from './ServiceProviderActions.tsx';
import { ServiceProviderFormDialog } from './ServiceProviderFormDialog.tsx';
import { fetchServiceProviders, PROVIDERS_KEY, type ServiceProviderRow } from './service-providers-api.ts';

type Open = { kind: 'add' | 'edit' | 'assign' | 'delete'; provider: ServiceProviderRow | null };

/** /app/user/service-provider (spec 2 §2 Service providers): support coordinators who refer clients. */
export function ServiceProvidersPage() {
  const queryClient = useQueryClient();
  const providers = useQuery({
    queryKey: PROVIDERS_KEY,
    queryFn: ({ signal }) => fetchServiceProviders(signal),
  });
  const [open, setOpen] = useState<Open | null>(null);
  const [opened, setOpened] = useState(false);
  const show = (kind: Open['kind'], provider: ServiceProviderRow | null) => {
    setOpen({ kind, provider });
    setOpened(true);
  };
  const close = () => setOpened(false);
  const isOpen = (kind: Open['kind']) => opened && open?.kind === kind;

  const columns: DataTableColumn<ServiceProviderRow>[] = [
    { accessor: 'referralCompany', title: 'Support Coordinator/Organization', secondary: true },
    { accessor: 'fullName', title: 'Full Name', render: (p) => <strong>{p.fullName}</strong> },
    {
      accessor: 'email',
      title: 'Email',
      secondary: true,
      render: (p) => (
        <Anchor href={`mailto:${p.email}`} c="inherit" fz="sm" underline="hover">
          <EmailText email={p.email} />
        </Anchor>
      ),
    },
    {
      accessor: 'phone',
      title: 'Phone',
      noWrap: true,
      secondary: true,
      render: (p) => (
        <Anchor href={`tel:${p.phone}`} c="inherit" fz="sm" underline="hover">
          {formatPhone(p.phone)}
        </Anchor>
      ),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: (p) => (
        <ServiceProviderActions
          provider={p}
          onEdit={() => show('edit', p)}
          onAssign={() => show('assign', p)}
          onDelete={() => show('delete', p)}
        />
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Service Providers"
        description="Support coordinators and organisations who refer participants to you."
      />
      <DataTable<ServiceProviderRow>
        label="service providers"
        records={providers.data}
        columns={columns}
        idAccessor="serviceProvidersId"
        loading={providers.isFetching}
        error={providers.isError && !providers.data}
        onRetry={() => void providers.refetch()}
        search={{
          accessors: ['fullName', 'referralCompany', 'email', 'phone'],
          placeholder: 'Search by name, organisation or email',
        }}
        exportAs={{ fileName: 'ServiceProvider', title: 'Service Providers' }}
        noRecordsText="No service providers yet"
        actions={
          <Button
            leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
            onClick={() => show('add', null)}
          >
            Add Service Provider
          </Button>
        }
        rowExpansion={(p) => <ExpandedDetails cols={2} items={[{ label: 'Address', value: p.address }]} />}
      />
      <ServiceProviderFormDialog
        opened={isOpen('add') || isOpen('edit')}
        editing={open?.kind === 'edit' ? open.provider : null}
        onClose={close}
      />
      <AssignClientDialog provider={open?.provider ?? null} opened={isOpen('assign')} onClose={close} />
      <ConfirmDialog
        opened={isOpen('delete')}
        title="Delete this service provider?"
        message={`${open?.provider?.fullName ?? ''} (${open?.provider?.referralCompany ?? ''}) will be removed from your service providers. This cannot be undone.`}
        confirmLabel="Yes, delete"
        danger
        onConfirm={async () => {
          if (open?.provider) {
            await deleteReferralOrProvider(open.provider.serviceProvidersId);
            await queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY });
          }
        }}
        onClose={close}
      />
    </Stack>
  );
}
