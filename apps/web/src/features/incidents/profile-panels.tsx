import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ClientTabContext } from '../../platform/profile-tabs.ts';
import { useCan } from '../../session/useCan.ts';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { IncidentsTable } from './IncidentsTable.tsx';
import { fetchIncidents, incidentsKey } from './incidents-api.ts';

function ReportButton({ clientId }: { clientId: string }) {
  const link = useAppLink(`/app/incidents/report?clientId=${clientId}`);
  return useCan('incident.report') ? (
    <Button component="a" color="red" variant="light" leftSection={<IconAlertTriangle size={16} />} {...link}>
      Report an incident
    </Button>
  ) : null;
}

/** A person's incidents from the register, as the reader reaches them (auditors: audit-approved people's). */
export function PersonIncidents({
  filter,
  name,
  clientId,
}: {
  filter: { clientId?: string; staffId?: string };
  name: string;
  clientId?: string;
}) {
  const list = useQuery({
    queryKey: incidentsKey(filter),
    queryFn: ({ signal }) => fetchIncidents(filter, signal),
  });
  return (
    <IncidentsTable
      records={list.data}
      loading={list.isFetching && !list.data}
      error={list.isError && !list.data}
      onRetry={() => void list.refetch()}
      exportAs={{ fileName: 'incidents', title: `${name} — Incidents` }}
      actions={clientId ? <ReportButton clientId={clientId} /> : null}
      noRecordsText={`No incidents recorded for ${name}`}
    />
  );
}

/** The client profile's Incidents tab (issue 27). */
export function clientIncidentTabs(client: ClientTabContext): Record<string, ReactNode> {
  return {
    Incidents: (
      <PersonIncidents
        filter={{ clientId: client.profileId }}
        name={client.fullName}
        clientId={client.profileId}
      />
    ),
  };
}

/** The staff profile's Incidents tab (issue 27). */
export function staffIncidentTabs(staff: { staffId: string; fullName: string }): Record<string, ReactNode> {
  return { Incidents: <PersonIncidents filter={{ staffId: staff.staffId }} name={staff.fullName} /> };
}
