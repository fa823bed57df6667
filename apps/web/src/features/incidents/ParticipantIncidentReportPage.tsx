import { Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useCan } from '../../session/useCan.ts';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { IncidentsTable } from './IncidentsTable.tsx';
import { fetchParticipantIncidents, INCIDENTS_KEY } from './incidents-api.ts';

/**
 * /app/participant/incident-report/$clientId (spec 1 §2.3, the incident-report participant form):
 * the participant's incidents from the register (GET /IncidentReports/get_incidentreport) and a
 * way to raise one for them.
 */
export function ParticipantIncidentReportPage() {
  const { clientId = '' } = useParams({ strict: false }) as { clientId?: string };
  const query = useQuery({
    queryKey: [...INCIDENTS_KEY, 'participant', clientId],
    queryFn: ({ signal }) => fetchParticipantIncidents(clientId, signal),
  });
  const report = useAppLink(`/app/incidents/report?clientId=${clientId}`);
  const canReport = useCan('incident.report');
  const name = query.data?.data.find((i) => i.clientName)?.clientName;
  return (
    <>
      <PageHeader
        title="Incident Report"
        description={name ? `Incidents involving ${name}` : 'Incidents involving this participant'}
        actions={
          canReport ? (
            <Button component="a" color="red" leftSection={<IconAlertTriangle size={18} />} {...report}>
              Report an incident
            </Button>
          ) : null
        }
      />
      <Stack>
        <IncidentsTable
          records={query.data?.data}
          loading={query.isPending}
          error={query.isError}
          onRetry={() => void query.refetch()}
          exportAs={{ fileName: 'incident-report', title: 'Incident Report' }}
        />
      </Stack>
    </>
  );
}
