import type { ShiftReportIncident, ShiftRosterView } from '@care/domain';
import { Alert, Anchor, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { AddToIncidentDialog } from '../../shelf/incident-form/AddToIncidentDialog.tsx';
import { IncidentForm } from '../../shelf/incident-form/IncidentForm.tsx';
import type { IncidentFormValues } from '../../shelf/incident-form/incident-form-values.ts';
import { fetchShiftIncidents, shiftIncidentsKey } from '../../shelf/incident-form/incident-links-api.ts';
import { useShiftOnSite } from '../../shelf/on-site-api.ts';
import { incidentPrefill, shiftClientOptions } from './report-incident-values.ts';

export interface ReportIncidentStepProps {
  shiftId: string;
  /** The shift, for the prefill (absent offline: the worker types it). */
  shift: ShiftRosterView | undefined;
  /** The incident the saved report is linked to. */
  linked: ShiftReportIncident | null;
  mode: 'worker' | 'office';
  readOnly?: boolean;
  /** The incident form's answers, kept with the report until it is saved. */
  answers: IncidentFormValues | null;
  onAnswers: (answers: IncidentFormValues | null) => void;
  /** The shift's incident already reported that this report joins ('' none). */
  chosenId: string;
  onChoose: (incidentId: string) => void;
  error?: string;
}

const incidentHref = (id: string) => `/app/incidents/${encodeURIComponent(id)}`;
/** 'YYYY-MM-DD' as the date fields show it: 'DD-MM-YYYY'. */
const shownDate = (date: string) => date.split('-').reverse().join('-');
const yesNo = (v: string) => (v === 'Yes' ? 'Yes' : v === 'No' ? 'No' : 'Not answered');

/**
 * "Incident? Yes" on the shift report (issue 40): the same questions as the incident form, prefilled
 * from the shift, answered in a dialog and sent with the report, which makes one incident linked to
 * it. An incident the worker already reported for the shift is offered instead (open it, add to it).
 */
export function ReportIncidentStep(p: ReportIncidentStepProps) {
  const zone = useTimeZone();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [asking, setAsking] = useState(false);
  const [adding, setAdding] = useState<{ incidentId: string; incidentNo: string; title: string } | null>(
    null,
  );
  const onSite = useShiftOnSite(p.linked || p.readOnly ? null : p.shiftId);
  const shiftIncidents = useQuery({
    queryKey: shiftIncidentsKey(p.shiftId),
    queryFn: ({ signal }) => fetchShiftIncidents(p.shiftId, signal),
    enabled: !p.linked && !p.readOnly,
  });
  // The shift's incidents not yet on a report: reporting again would make a second.
  const joinable = (shiftIncidents.data ?? []).filter(
    (i) => i.shiftReportId === null && i.status !== 'Closed',
  );
  const chosen = joinable.find((i) => i.incidentId === p.chosenId);

  const open = (i: { incidentId: string; incidentNo: string; title: string }) => (
    <Group gap="xs">
      <Button component="a" href={incidentHref(i.incidentId)} variant="default" size="sm">
        Open {i.incidentNo}
      </Button>
      {p.readOnly ? null : (
        <Button variant="light" size="sm" onClick={() => setAdding(i)}>
          Add to it
        </Button>
      )}
    </Group>
  );

  let body: React.ReactNode;
  if (p.linked) {
    body = (
      <Card withBorder radius="md" p="md" data-incident-link>
        <Stack gap={6}>
          <Text fw={600}>
            In the incident register:{' '}
            <Anchor href={incidentHref(p.linked.incidentId)}>
              {p.linked.incidentNo} · {p.linked.title}
            </Anchor>
          </Text>
          <Text fz="sm" c="dimmed">
            {p.linked.status}. Something more to say? Add it to the incident rather than reporting it again.
          </Text>
          {open(p.linked)}
        </Stack>
      </Card>
    );
  } else if (p.answers) {
    const a = p.answers;
    body = (
      <Card withBorder radius="md" p="md" aria-label="The incident you reported">
        <Stack gap={4}>
          <Text fw={600}>{a.title}</Text>
          <Text fz="sm">
            Happened {shownDate(a.occurredDate)} at {a.occurredTime}, {a.location}
          </Text>
          <Text fz="sm">
            Anyone harmed: {a.personHarmed === 'Yes' ? `Yes: ${a.harmDetails}` : yesNo(a.personHarmed)}
          </Text>
          <Text fz="sm">First aid: {yesNo(a.firstAid)}</Text>
          <Text fz="sm" c="dimmed">
            It goes to the incident register, and key personnel are told, when you save the report.
          </Text>
          {p.readOnly ? null : (
            <Group gap="xs" mt={4}>
              <Button variant="default" size="sm" onClick={() => setAsking(true)}>
                Change the answers
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    );
  } else if (chosen) {
    body = (
      <Card withBorder radius="md" p="md">
        <Stack gap={6}>
          <Text fw={600}>
            This report joins {chosen.incidentNo} · {chosen.title} when you save it.
          </Text>
          <Group gap="xs">
            {open(chosen)}
            <Button variant="subtle" size="sm" onClick={() => p.onChoose('')}>
              It is a different incident
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  } else {
    body = (
      <Stack gap="sm">
        {joinable.map((i) => (
          <Alert
            key={i.incidentId}
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={`${i.incidentNo} was already reported for this shift`}
          >
            <Stack gap={6}>
              <Text fz="sm">
                {i.title}. If this is the same incident, add to it instead of reporting it again.
              </Text>
              <Group gap="xs">
                {open(i)}
                {p.readOnly ? null : (
                  <Button variant="subtle" size="sm" onClick={() => p.onChoose(i.incidentId)}>
                    Link this report to it
                  </Button>
                )}
              </Group>
            </Stack>
          </Alert>
        ))}
        <Text fz="sm" c="dimmed">
          The same questions as the incident form: what happened, when, who was harmed and how, first aid and
          who was told. It goes to the register with this report, and key personnel are told.
        </Text>
        {p.readOnly ? null : (
          <Group>
            <Button color="red" onClick={() => setAsking(true)}>
              {joinable.length > 0 ? 'Report a different incident' : 'Answer the incident questions'}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" aria-label="The incident" role="group">
      {body}
      {p.error ? (
        <Text c="red" fz="sm" role="alert">
          {p.error}
        </Text>
      ) : null}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Report the incident"
        fullScreen={phone}
        size="xl"
      >
        {asking ? (
          <IncidentForm
            initial={
              p.answers ??
              incidentPrefill(new Date(), zone, p.shiftId, p.shift, onSite.data?.clients[0]?.address ?? '')
            }
            clients={shiftClientOptions(p.shift)}
            staff={null}
            office={p.mode === 'office'}
            submitLabel="Keep these answers"
            onSubmit={async (values) => {
              p.onAnswers(values);
              p.onChoose('');
              setAsking(false);
            }}
          />
        ) : null}
      </Modal>
      <AddToIncidentDialog
        incident={adding}
        onClose={() => setAdding(null)}
        onAdded={() => {
          if (adding && !p.linked) {
            p.onChoose(adding.incidentId);
            p.onAnswers(null);
          }
        }}
      />
    </Stack>
  );
}
