import { Skeleton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { IncidentForm } from '../../shelf/incident-form/IncidentForm.tsx';
import { incidentValues } from '../../shelf/incident-form/incident-form-values.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { editIncident, fetchIncident, INCIDENTS_KEY, incidentKey } from './incidents-api.ts';

/** /app/incidents/$incidentId/edit: the office completes the record (reportability, awareness, people). */
export function EditIncidentPage() {
  const { incidentId = '' } = useParams({ strict: false }) as { incidentId?: string };
  const zone = useTimeZone();
  const people = usePeopleOptions(true);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: incidentKey(incidentId),
    queryFn: ({ signal }) => fetchIncident(incidentId, signal),
  });
  if (query.isPending) {
    return <Skeleton h={400} radius="md" />;
  }
  if (query.isError) {
    return <LoadFailed what="this incident" onRetry={() => void query.refetch()} />;
  }
  const incident = query.data;
  return (
    <>
      <PageHeader title={`Edit ${incident.incidentNo}`} description={incident.title} />
      <IncidentForm
        initial={incidentValues(incident, zone)}
        clients={people.clients}
        staff={people.staff}
        office
        submitLabel="Save the incident"
        onSubmit={async (values) => {
          await editIncident(incident.incidentId, {
            ...values,
            categories: values.reportable === 'Not reportable' ? [] : values.categories,
          });
          await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
          await navigate({ href: `/app/incidents/${incident.incidentId}` });
        }}
      />
    </>
  );
}
