import type { IncidentSummary } from '@care/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { AddToIncidentDialog } from '../../shelf/incident-form/AddToIncidentDialog.tsx';

/**
 * "Report an incident" for a shift that already has one (issue 40): the incidents already reported
 * for it are offered first (open it, add to it), so the same fall is not reported twice with two sets
 * of Commission clocks; a different incident is still one tap away.
 */
export function ExistingShiftIncidents({
  incidents,
  onDifferent,
}: {
  incidents: IncidentSummary[];
  onDifferent: () => void;
}) {
  const [adding, setAdding] = useState<IncidentSummary | null>(null);
  return (
    <Stack gap="md" maw={760}>
      {incidents.map((i) => (
        <Alert
          key={i.incidentId}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={`${i.incidentNo} was already reported for this shift`}
        >
          <Stack gap="xs">
            <Text fz="sm">
              {i.title}. If this is the same incident, add what you know now to it instead of reporting it
              again.
            </Text>
            <Group gap="xs">
              <Button component="a" href={`/app/incidents/${i.incidentId}`} variant="default" size="sm">
                Open {i.incidentNo}
              </Button>
              {i.status === 'Closed' ? null : (
                <Button size="sm" onClick={() => setAdding(i)}>
                  Add to it
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      ))}
      <Group>
        <Button variant="subtle" color="red" onClick={onDifferent}>
          It is a different incident: report it
        </Button>
      </Group>
      <AddToIncidentDialog
        incident={adding}
        onClose={() => setAdding(null)}
        onAdded={() => {
          if (adding) {
            window.location.assign(`/app/incidents/${adding.incidentId}`);
          }
        }}
      />
    </Stack>
  );
}
