import { formatCalendarDate } from '@care/domain';
import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { profilePaths } from '../../shelf/person-display.ts';
import { AppLink } from '../../ui/data-table/links.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { EXPIRY_ALERTS_KEY, type ExpiryAlertRecord, fetchExpiryAlerts } from './documents-api.ts';

const firstName = (fullName: string) => fullName.split(' ')[0] ?? fullName;

/** Where the owner's documents are: their profile's Documents tab. */
function ownerPath(d: ExpiryAlertRecord): string {
  const person = { firstName: firstName(d.user) };
  switch (d.userRole) {
    case 'Client':
      return `${profilePaths.client({ ...person, profileId: d.userId })}?tab=Documents`;
    case 'Staff':
      return `${profilePaths.staff({ ...person, staffId: d.userId })}?tab=Documents`;
    case 'Admin':
      return profilePaths.administrator({ ...person, administratorId: d.userId });
  }
}

function when(days: number): { text: string; color: string } {
  if (days < 0) {
    return { text: `Expired ${-days} day${days === -1 ? '' : 's'} ago`, color: 'red' };
  }
  if (days === 0) {
    return { text: 'Expires today', color: 'red' };
  }
  return { text: `Expires in ${days} day${days === 1 ? '' : 's'}`, color: days <= 7 ? 'orange' : 'yellow' };
}

/** The administrators' dashboard list of documents expiring within 30 days or expired, soonest first. */
export function ExpiringDocumentsCard() {
  const alerts = useQuery({
    queryKey: EXPIRY_ALERTS_KEY,
    queryFn: ({ signal }) => fetchExpiryAlerts(signal),
  });

  if (alerts.isError) {
    return <LoadFailed what="the expiring documents" onRetry={() => void alerts.refetch()} />;
  }
  return (
    <Card shadow="xs" padding="lg" component="section" aria-label="Expiring documents">
      {alerts.isPending ? (
        <Stack gap="sm">
          <Skeleton h={20} />
          <Skeleton h={20} />
        </Stack>
      ) : alerts.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No document expires in the next 30 days.
        </Text>
      ) : (
        <Stack gap="sm">
          {alerts.data.map((d) => {
            const due = when(d.daysUntilExpiry);
            return (
              <Group key={d.documentId} justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <AppLink href={ownerPath(d)} fw={600} fz="sm">
                    {d.documentName}
                  </AppLink>
                  <Text fz="xs" c="dimmed">
                    {d.user} · {d.userRole === 'Admin' ? 'Administrator' : d.userRole} · expiry{' '}
                    {formatCalendarDate(d.expirationDate)}
                  </Text>
                </Stack>
                <Badge color={due.color} variant="light" radius="sm">
                  {due.text}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
