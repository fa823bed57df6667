import { formatInZone, type IncidentView } from '@care/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { AddToIncidentDialog } from '../../shelf/incident-form/AddToIncidentDialog.tsx';

/**
 * What was added after the report ("Add to it", issue 40), oldest first, and the button: its reporter
 * (the only worker or participant who reads it) or the office, while it is not closed.
 */
export function IncidentAdditions({ incident }: { incident: IncidentView }) {
  const zone = useTimeZone();
  const [open, setOpen] = useState(false);
  const reporter = useCan('incident.report');
  const office = useCan('incident.manage');
  const mayAdd = (reporter || office) && incident.status !== 'Closed';
  return (
    <Stack gap="sm">
      {incident.additions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nothing added since it was reported.
        </Text>
      ) : (
        incident.additions.map((a) => (
          <Stack key={`${a.at}-${a.byUserId}`} gap={2}>
            <Text fz="xs" c="dimmed">
              {a.byName}, {formatInZone(a.at, 'listDateTime', zone)}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {a.text}
            </Text>
          </Stack>
        ))
      )}
      {mayAdd ? (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
            Add to it
          </Button>
        </Group>
      ) : null}
      <AddToIncidentDialog incident={open ? incident : null} onClose={() => setOpen(false)} />
    </Stack>
  );
}
