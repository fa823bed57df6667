import { formatInZone, type UserPolicyView } from '@care/domain';
import { Box, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { fetchAllUserPolicies, POLICIES_KEY } from './hr-api.ts';

type Shown = 'false' | 'true' | '';

/** Who has and has not accepted the current versions (the office and auditors). */
export function PolicyAcceptanceTable() {
  const zone = useTimeZone();
  const [shown, setShown] = useState<Shown>('false');
  const rows = useQuery({
    queryKey: [...POLICIES_KEY, 'acceptance', shown],
    queryFn: ({ signal }) => fetchAllUserPolicies(shown, signal),
  });
  const columns: DataTableColumn<UserPolicyView>[] = [
    { accessor: 'fullName', title: 'Person' },
    { accessor: 'role', title: 'Role', secondary: true },
    {
      accessor: 'title',
      title: 'Policy',
      exportValue: (r) => `${r.title} (v${r.version})`,
      // On a phone the status sits under the policy (its own column would be cut short).
      render: (r) => (
        <Stack gap={4} align="flex-start">
          <span>{`${r.title} (v${r.version})`}</span>
          <Box hiddenFrom="sm">
            <StatusBadge kind="policyConsent" status={r.consent ? 'Accepted' : 'Not accepted'} />
          </Box>
        </Stack>
      ),
    },
    {
      accessor: 'consent',
      title: 'Status',
      secondary: true,
      render: (r) => <StatusBadge kind="policyConsent" status={r.consent ? 'Accepted' : 'Not accepted'} />,
      exportValue: (r) => (r.consent ? 'Accepted' : 'Not accepted'),
    },
    {
      accessor: 'dateAccepted',
      title: 'Accepted',
      secondary: true,
      exportValue: (r) => (r.dateAccepted ? formatInZone(r.dateAccepted, 'listDateTime', zone) : ''),
    },
  ];
  return (
    <>
      <SegmentedControl
        mb="md"
        value={shown}
        onChange={(v) => setShown(v as Shown)}
        data={[
          { value: 'false', label: 'Not accepted' },
          { value: 'true', label: 'Accepted' },
          { value: '', label: 'Everyone' },
        ]}
        aria-label="Whose acceptance"
      />
      <DataTable
        label="policy acceptances"
        records={rows.data}
        columns={columns}
        idAccessor={(r) => `${r.userId}-${r.policyDocumentId}`}
        loading={rows.isPending}
        error={rows.isError}
        onRetry={() => void rows.refetch()}
        search={{ accessors: ['fullName', 'title', 'role'], placeholder: 'Search by person or policy' }}
        exportAs={{ fileName: 'PolicyAcceptance', title: 'Policy acceptance' }}
        noRecordsText={shown === 'false' ? 'Everyone has accepted the current versions' : 'No one yet'}
      />
    </>
  );
}
