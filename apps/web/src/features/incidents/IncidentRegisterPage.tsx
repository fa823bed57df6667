import { INCIDENT_STATUSES } from '@care/domain';
import { Button, Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { IconAlertTriangle, IconHandStop } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useIsPhone } from '../../ui/photo/ResponsiveModal.tsx';
import { IncidentsTable } from './IncidentsTable.tsx';
import { fetchIncidents, incidentsKey } from './incidents-api.ts';
import { KeyPersonnelCard } from './KeyPersonnelCard.tsx';

const FILTERS = ['Open', ...INCIDENT_STATUSES, 'All'] as const;
type Filter = (typeof FILTERS)[number];

/** /app/incidents: the incident register (issue 27), for the office and auditors; workers see those they reported. */
export function IncidentRegisterPage() {
  const office = useCan('incident.view');
  const reports = useCan('incident.report');
  const practicesVisible = useCan('restrictivePractice.view');
  const settings = useCan('incident.settings');
  const [filter, setFilter] = useState<Filter>('Open');
  // Five choices do not fit across a phone: there they are a select (the phone's own picker).
  const phone = useIsPhone();
  const status = filter === 'Open' || filter === 'All' ? undefined : filter;
  const query = useQuery({
    queryKey: incidentsKey({ status }),
    queryFn: ({ signal }) => fetchIncidents({ status }, signal),
  });
  const records = filter === 'Open' ? query.data?.filter((i) => i.status !== 'Closed') : query.data;
  const report = useAppLink('/app/incidents/report');
  const practices = useAppLink('/app/incidents/restrictive-practices');
  return (
    <>
      <PageHeader
        title="Incidents"
        description={
          office
            ? 'Every incident, near miss and hazard, with the NDIS Commission clocks of reportable ones.'
            : 'The incidents you reported.'
        }
        actions={
          <Group gap="sm">
            {practicesVisible ? (
              <Button component="a" variant="default" leftSection={<IconHandStop size={18} />} {...practices}>
                Restrictive practices
              </Button>
            ) : null}
            {reports ? (
              <Button component="a" color="red" leftSection={<IconAlertTriangle size={18} />} {...report}>
                Report an incident
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="lg">
        {phone ? (
          <NativeSelect
            label="Show incidents"
            data={[...FILTERS]}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value as Filter)}
            size="md"
          />
        ) : (
          <SegmentedControl
            data={[...FILTERS]}
            value={filter}
            onChange={(v) => setFilter(v as Filter)}
            aria-label="Show incidents"
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
        )}
        <IncidentsTable
          records={records}
          loading={query.isPending}
          error={query.isError}
          onRetry={() => void query.refetch()}
          exportAs={{ fileName: 'incident-register', title: 'Incident register' }}
        />
        {settings ? <KeyPersonnelCard /> : null}
      </Stack>
    </>
  );
}
