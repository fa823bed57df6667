import { formatCalendarDate } from '@care/domain';
import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../ui/data-table/links.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { fetchReminders, formPath, REMINDERS_KEY } from './participant-forms-api.ts';

function when(days: number): { text: string; color: string } {
  if (days < 0) {
    return { text: `Overdue by ${-days} day${days === -1 ? '' : 's'}`, color: 'red' };
  }
  if (days === 0) {
    return { text: 'Review due today', color: 'red' };
  }
  return { text: `Review in ${days} day${days === 1 ? '' : 's'}`, color: days <= 7 ? 'orange' : 'yellow' };
}

/** The office dashboard's block: participant forms due for review within 30 days, and overdue ones. */
export function FormsDueCard() {
  const due = useQuery({ queryKey: REMINDERS_KEY, queryFn: ({ signal }) => fetchReminders(signal) });
  if (due.isError) {
    return <LoadFailed what="the forms due for review" onRetry={() => void due.refetch()} />;
  }
  return (
    <Card shadow="xs" padding="lg" component="section" aria-label="Participant forms due for review">
      <Text fw={700} fz="sm" mb="sm">
        Participant forms due for review
      </Text>
      {due.isPending ? (
        <Stack gap="sm">
          <Skeleton h={20} />
          <Skeleton h={20} />
        </Stack>
      ) : due.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No participant form is due for review in the next 30 days.
        </Text>
      ) : (
        <Stack gap="sm">
          {due.data.map((f) => {
            const w = when(f.daysLeft);
            return (
              <Group key={f.formId} justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <AppLink href={formPath(f.slug, f.clientId)} fw={600} fz="sm">
                    {f.name}
                  </AppLink>
                  <Text fz="xs" c="dimmed">
                    {f.clientName} · review by {formatCalendarDate(f.reviewDate)}
                  </Text>
                </Stack>
                <Badge color={w.color} variant="light" radius="sm">
                  {w.text}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
