import { Anchor, Button, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatPhone } from '../../shelf/person-display.ts';
import { EmailText } from '../../ui/data-table/cells.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { AppLink } from '../../ui/data-table/links.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import type { ProviderClientRow } from './provider-api.ts';
import { providerClientStatus } from './provider-rows.ts';

export function ProviderStatusBadge({ isActive }: { isActive: boolean }) {
  const status = providerClientStatus(isActive);
  return <StatusBadge kind="referral" status={status} radius="sm" />;
}

/** The public referral page of the provider's company, opened in a new tab. */
export function ReferClientLink({ companyId }: { companyId: string }) {
  return (
    <Button
      component="a"
      href={`/referral/${encodeURIComponent(companyId)}`}
      target="_blank"
      rel="noopener"
      rightSection={<IconExternalLink size={16} stroke={1.8} aria-hidden />}
    >
      Refer a Client
    </Button>
  );
}

export interface ProviderClientTableProps {
  rows: ProviderClientRow[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** Where a row's name leads, when the client exists. */
  hrefOf: (row: ProviderClientRow) => string | null;
  actions?: ReactNode;
}

const rowId = (r: ProviderClientRow) => r.clientReferralId ?? r.profile.profileId ?? r.profile.fullName;

/** The provider-client list (spec 2 §2): full name, email, gender, phone and Accepted / Pending. */
export function ProviderClientTable({
  rows,
  loading,
  error,
  onRetry,
  hrefOf,
  actions,
}: ProviderClientTableProps) {
  const columns: DataTableColumn<ProviderClientRow>[] = [
    {
      accessor: 'profile.fullName',
      title: 'Full Name',
      render: (r) => {
        const href = hrefOf(r);
        return href ? (
          <AppLink href={href} fw={600}>
            {r.profile.fullName}
          </AppLink>
        ) : (
          <Text fw={600} fz="sm" component="span">
            {r.profile.fullName}
          </Text>
        );
      },
    },
    {
      accessor: 'profile.email',
      title: 'Email',
      secondary: true,
      render: (r) =>
        r.profile.email ? (
          <Anchor href={`mailto:${r.profile.email}`} c="inherit" fz="sm" underline="hover">
            <EmailText email={r.profile.email} />
          </Anchor>
        ) : (
          '—'
        ),
    },
    { accessor: 'profile.gender', title: 'Gender', secondary: true, render: (r) => r.profile.gender || '—' },
    {
      accessor: 'profile.phoneNumber',
      title: 'Phone',
      noWrap: true,
      secondary: true,
      render: (r) =>
        r.profile.phoneNumber ? (
          <Anchor href={`tel:${r.profile.phoneNumber}`} c="inherit" fz="sm" underline="hover">
            {formatPhone(r.profile.phoneNumber)}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      exportValue: (r) => providerClientStatus(r.profile.isActive),
      width: 124,
      render: (r) => <ProviderStatusBadge isActive={r.profile.isActive} />,
    },
  ];

  return (
    <DataTable<ProviderClientRow>
      label="clients"
      records={rows}
      columns={columns}
      idAccessor={rowId}
      loading={loading}
      error={error}
      onRetry={onRetry}
      search={{ accessors: ['profile.fullName'], placeholder: 'Search by full name' }}
      exportAs={{ fileName: 'ServiceProviderClient', title: 'Service Provider Clients' }}
      noRecordsText="No clients yet"
      actions={actions}
    />
  );
}
