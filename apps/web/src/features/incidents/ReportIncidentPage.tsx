import { Skeleton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { useSession } from '../../session/useSession.ts';
import { IncidentForm } from '../../shelf/incident-form/IncidentForm.tsx';
import { newIncidentValues } from '../../shelf/incident-form/incident-form-values.ts';
import { fetchShiftIncidents, shiftIncidentsKey } from '../../shelf/incident-form/incident-links-api.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ExistingShiftIncidents } from './ExistingShiftIncidents.tsx';
import { INCIDENTS_KEY, reportIncident } from './incidents-api.ts';

/**
 * /app/incidents/report: anyone on the care team reports an incident, near miss or hazard at any
 * time, from their phone or the office (?clientId, ?shiftId prefill it); key personnel are told at once.
 */
export function ReportIncidentPage() {
  const search = useSearch({ strict: false }) as { clientId?: string; shiftId?: string };
  const zone = useTimeZone();
  const office = useCan('incident.manage');
  const isClient = useSession()?.user.role === 'Client';
  // The staff list is only for the office's form (a worker reports as themselves).
  const people = usePeopleOptions(!isClient, { staff: office });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A shift that already has an incident offers it first (issue 40).
  const [different, setDifferent] = useState(false);
  const existing = useQuery({
    queryKey: shiftIncidentsKey(search.shiftId ?? ''),
    queryFn: ({ signal }) => fetchShiftIncidents(search.shiftId ?? '', signal),
    enabled: Boolean(search.shiftId),
  });
  const offered = existing.data ?? [];
  const initial = useMemo(
    () => newIncidentValues(new Date(), zone, { clientId: search.clientId, shiftId: search.shiftId }),
    [zone, search.clientId, search.shiftId],
  );
  return (
    <>
      <PageHeader
        title="Report an incident"
        description="Record what happened as soon as you can. Key personnel are told the moment you save."
      />
      {search.shiftId && existing.isPending ? (
        <Skeleton h={160} radius="md" maw={760} />
      ) : offered.length > 0 && !different ? (
        <ExistingShiftIncidents incidents={offered} onDifferent={() => setDifferent(true)} />
      ) : (
        <IncidentForm
          initial={initial}
          clients={isClient ? null : people.clients}
          staff={office ? people.staff : null}
          office={office}
          submitLabel="Report the incident"
          onSubmit={async (values) => {
            const reply = await reportIncident({
              ...values,
              categories: values.reportable === 'Not reportable' ? [] : values.categories,
            });
            await queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY });
            await navigate({ href: `/app/incidents/${reply.incidentId}` });
          }}
        />
      )}
    </>
  );
}
