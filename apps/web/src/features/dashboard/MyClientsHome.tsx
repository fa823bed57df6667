import { DATE_FORMATS, dayjs, type MyClientRow, type MyClientVisit } from '@care/domain';
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { fetchMyClients } from './dashboard-clients-api.ts';

/** 'Thu 26 Nov, 9:00 AM – 1:00 PM' in the company's zone. */
const visitWhen = (v: MyClientVisit, zone: string) =>
  `${dayjs(v.dateFrom).tz(zone).format(DATE_FORMATS.shortDay)}, ${dayjs(v.dateFrom).tz(zone).format(DATE_FORMATS.time)} – ${dayjs(v.dateTo).tz(zone).format(DATE_FORMATS.time)}`;

function VisitLine({ visit, zone }: { visit: MyClientVisit; zone: string }) {
  return (
    <Text fz="sm">
      {visitWhen(visit, zone)} ·{' '}
      {visit.staffName ?? (
        <Text span c="orange.8" fz="sm">
          Worker to be confirmed
        </Text>
      )}
    </Text>
  );
}

function ClientCard({ client, zone }: { client: MyClientRow; zone: string }) {
  return (
    <Card component="section" aria-label={client.fullName} padding="md">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={3} fz="md">
          {client.fullName}
        </Title>
        {client.openItems.length ? (
          <Badge color="orange" variant="light">
            {client.openItems.length} open
          </Badge>
        ) : null}
      </Group>
      <Stack gap={8}>
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            Today
          </Text>
          {client.today.length ? (
            client.today.map((v) => <VisitLine key={v.shiftRosterId} visit={v} zone={zone} />)
          ) : (
            <Text fz="sm" c="dimmed">
              No visit today
            </Text>
          )}
        </Stack>
        <Stack gap={2}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            Next visits
          </Text>
          {client.next.length ? (
            client.next.map((v) => <VisitLine key={v.shiftRosterId} visit={v} zone={zone} />)
          ) : (
            <Text fz="sm" c="dimmed">
              None in the next two weeks
            </Text>
          )}
        </Stack>
        {client.openItems.length ? (
          <Stack gap={2}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              Open items
            </Text>
            {client.openItems.map((item) => (
              <Group key={`${item.kind}-${item.shiftRosterId}`} gap={6} wrap="nowrap" align="flex-start">
                <IconAlertCircle
                  size={16}
                  color="var(--mantine-color-orange-7)"
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 2 }}
                />
                <Text fz="sm">{item.text}</Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The care manager's and support coordinator's home (issue 40 item 9): each of their clients with
 * today's visits, the next ones (who, when) and what waits on someone.
 */
export function MyClientsHome() {
  const zone = useTimeZone();
  const provider = useCan('provider.ownClients');
  const mine = useQuery({
    queryKey: ['dashboard', 'my-clients'],
    queryFn: ({ signal }) => fetchMyClients(signal),
  });
  const clients = mine.data?.clients ?? [];
  const open = clients.reduce((n, c) => n + c.openItems.length, 0);
  return (
    <Card component="section" aria-label="My clients">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <IconUsers size={20} aria-hidden />
          <Title order={2} fz="lg">
            My clients
          </Title>
          {mine.data ? (
            <Text c="dimmed" fz="sm">
              {clients.length} {clients.length === 1 ? 'client' : 'clients'}
              {open ? ` · ${open} open ${open === 1 ? 'item' : 'items'}` : ''}
            </Text>
          ) : null}
        </Group>
        {provider ? (
          <Button component={Link} to="/app/provider/clients" variant="subtle" size="compact-md">
            All my clients
          </Button>
        ) : null}
      </Group>
      {mine.isPending ? (
        <Skeleton h={140} />
      ) : mine.isError ? (
        <LoadFailed what="your clients" onRetry={() => void mine.refetch()} />
      ) : clients.length === 0 ? (
        <Text c="dimmed">
          No clients are assigned to you yet. Your administrator assigns them; they show here with their
          visits.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {clients.map((c) => (
            <ClientCard key={c.profileId} client={c} zone={zone} />
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
