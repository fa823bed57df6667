import type { IncidentView } from '@care/domain';
import { formatInZone } from '@care/domain';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconFileTypePdf, IconUserCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { useNow } from '../../shelf/useNow.ts';
import { useAppLink } from '../../ui/data-table/links.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { CorrectiveActions } from './CorrectiveActions.tsx';
import { IncidentAdditions } from './IncidentAdditions.tsx';
import { anyLate, IncidentClocks } from './IncidentClocks.tsx';
import { IncidentDetailsCard } from './IncidentDetailsCard.tsx';
import {
  acknowledgeIncident,
  fetchIncident,
  INCIDENTS_KEY,
  incidentKey,
  incidentPdfUrl,
} from './incidents-api.ts';
import { NotificationForm } from './NotificationForm.tsx';
import { StatusPanel } from './StatusPanel.tsx';

function Block({
  title,
  children,
  danger = false,
}: {
  title: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Clocks({ incident }: { incident: IncidentView }) {
  const now = useNow();
  const manage = useCan('incident.manage');
  const late = anyLate(incident.clocks, now);
  return (
    <Block title="NDIS Commission clocks" danger={late}>
      {late ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} p="xs">
          A Commission form is late. Lodge it now and record it here.
        </Alert>
      ) : null}
      <IncidentClocks clocks={incident.clocks} />
      <Text fz="sm">
        <b>Next:</b> {incident.nextAction}
      </Text>
      {manage ? <NotificationForm incident={incident} /> : null}
    </Block>
  );
}

function Acknowledgements({ incident }: { incident: IncidentView }) {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const ack = useMutation({
    mutationFn: () => acknowledgeIncident(incident.incidentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INCIDENTS_KEY }),
  });
  return (
    <Block title="Key personnel">
      {incident.acknowledgements.length === 0 ? (
        <Text fz="sm" c="red.7" fw={600}>
          Not yet acknowledged by key personnel
        </Text>
      ) : (
        incident.acknowledgements.map((a) => (
          <Text key={a.userId} fz="sm">
            Acknowledged by {a.name}, {formatInZone(a.at, 'listDateTime', zone)}
          </Text>
        ))
      )}
      {incident.canAcknowledge ? (
        <Group>
          <Button
            leftSection={<IconUserCheck size={18} />}
            onClick={() => ack.mutate()}
            loading={ack.isPending}
          >
            Acknowledge
          </Button>
        </Group>
      ) : null}
    </Block>
  );
}

function IncidentBody({ incident }: { incident: IncidentView }) {
  const manage = useCan('incident.manage');
  const edit = useAppLink(`/app/incidents/${incident.incidentId}/edit`);
  return (
    <>
      <PageHeader
        title={`${incident.incidentNo} · ${incident.title}`}
        description={`${incident.type}${incident.clientName ? ` involving ${incident.clientName}` : ''}`}
        actions={
          <Group gap="sm">
            <StatusBadge kind="incident" status={incident.status} size="lg" />
            {incident.reportable !== 'Not reportable' ? (
              <Badge
                color={incident.reportable === 'Reportable' ? 'red' : 'orange'}
                size="lg"
                variant="light"
              >
                {incident.reportable === 'Reportable' ? 'Reportable' : 'Reportable?'}
              </Badge>
            ) : null}
            <Button
              component="a"
              href={incidentPdfUrl(incident.incidentId)}
              target="_blank"
              rel="noopener"
              variant="default"
              leftSection={<IconFileTypePdf size={18} />}
            >
              PDF
            </Button>
            {manage && incident.status !== 'Closed' ? (
              <Button component="a" variant="default" leftSection={<IconEdit size={18} />} {...edit}>
                Edit
              </Button>
            ) : null}
          </Group>
        }
      />
      <Stack gap="lg">
        <Clocks incident={incident} />
        <Acknowledgements incident={incident} />
        <IncidentDetailsCard incident={incident} />
        <Block title="Added since it was reported">
          <IncidentAdditions incident={incident} />
        </Block>
        <Block title="Corrective actions">
          <CorrectiveActions incident={incident} />
        </Block>
        <Block title="Investigation">
          <StatusPanel incident={incident} />
        </Block>
      </Stack>
    </>
  );
}

/** /app/incidents/$incidentId: one incident with its clocks, acknowledgements, notifications, actions and status. */
export function IncidentPage() {
  const { incidentId = '' } = useParams({ strict: false }) as { incidentId?: string };
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
  return <IncidentBody incident={query.data} />;
}
