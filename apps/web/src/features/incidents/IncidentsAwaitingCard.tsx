import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconUserCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNow } from '../../shelf/useNow.ts';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { anyLate, IncidentClocks } from './IncidentClocks.tsx';
import {
  type AwaitingAction,
  acknowledgeIncident,
  awaitingKey,
  fetchAwaitingAction,
  INCIDENTS_KEY,
} from './incidents-api.ts';

type Item = AwaitingAction['incidents'][number];

function IncidentRow({ incident }: { incident: Item }) {
  const now = useNow();
  const open = useAppLink(`/app/incidents/${incident.incidentId}`);
  const queryClient = useQueryClient();
  const ack = useMutation({
    mutationFn: () => acknowledgeIncident(incident.incidentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY }),
  });
  const late = anyLate(incident.clocks, now);
  return (
    <Card
      withBorder
      radius="sm"
      p="sm"
      data-incident={incident.incidentNo}
      style={late ? { borderColor: 'var(--mantine-color-red-6)', borderLeftWidth: 4 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor fz="sm" fw={700} {...open}>
            {incident.incidentNo} · {incident.title}
          </Anchor>
          <Group gap={6}>
            {late ? (
              <Badge color="red" variant="filled" size="sm">
                Late
              </Badge>
            ) : null}
            <StatusBadge kind="incident" status={incident.status} size="sm" />
          </Group>
        </Group>
        <Text fz="xs" c="dimmed">
          {incident.type}
          {incident.clientName ? ` · ${incident.clientName}` : ''}
          {incident.staffName ? ` · ${incident.staffName}` : ''}
        </Text>
        {incident.clocks.length > 0 ? <IncidentClocks clocks={incident.clocks} compact /> : null}
        <Group justify="space-between" gap="xs">
          <Text fz="sm">{incident.nextAction}</Text>
          {incident.awaitsYourAcknowledgement ? (
            <Button
              size="compact-sm"
              leftSection={<IconUserCheck size={16} />}
              onClick={() => ack.mutate()}
              loading={ack.isPending}
            >
              Acknowledge
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The office dashboard's "Incidents awaiting action" (issue 27): every incident not closed, late
 * first, with its Commission clocks, who must act, and Acknowledge for key personnel.
 */
export function IncidentsAwaitingCard() {
  const query = useQuery({ queryKey: awaitingKey, queryFn: ({ signal }) => fetchAwaitingAction(signal) });
  const register = useAppLink('/app/incidents');
  if (query.isPending) {
    return <Skeleton h={120} radius="md" />;
  }
  if (query.isError) {
    return <LoadFailed what="the incidents" onRetry={() => void query.refetch()} />;
  }
  const { incidents, keyPersonnelSet } = query.data;
  return (
    <Stack gap="sm" aria-label="Incidents awaiting action">
      {keyPersonnelSet ? null : (
        <Alert color="orange" p="xs">
          No key personnel are named: no one is told of new incidents.{' '}
          <Anchor {...register}>Name them on the incident register.</Anchor>
        </Alert>
      )}
      {incidents.length === 0 ? (
        <Card withBorder radius="md" p="md">
          <Group gap="xs">
            <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden />
            <Text fz="sm">No incidents awaiting action</Text>
          </Group>
        </Card>
      ) : (
        incidents.slice(0, 8).map((i) => <IncidentRow key={i.incidentId} incident={i} />)
      )}
      <Anchor fz="sm" {...register}>
        Open the incident register{incidents.length > 8 ? ` (${incidents.length - 8} more open)` : ''}
      </Anchor>
    </Stack>
  );
}
