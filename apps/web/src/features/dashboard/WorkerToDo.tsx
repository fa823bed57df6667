import { DATE_FORMATS, dayjs } from '@care/domain';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { fetchMyPolicies, fetchMyRequiredTrainings, POLICIES_KEY, TRAININGS_KEY } from '../hr/hr-api.ts';
import { fetchUnread, MESSAGES_KEY } from '../messages/messages-api.ts';

const TRAINING_WORDS = { Missing: 'not done yet', Expired: 'expired', Expiring: 'expires' } as const;

function Row({
  label,
  count,
  to,
  action,
  children,
}: {
  label: string;
  count: number;
  to: string;
  action: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4} component="section" aria-label={label}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Badge color={count ? 'orange' : 'gray'} variant="light" radius="sm" miw={36}>
            {count}
          </Badge>
          <Text fw={600} fz="sm">
            {label}
          </Text>
        </Group>
        {count ? (
          <Button component={Link} to={to} variant="light" size="compact-sm">
            {action}
          </Button>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

/**
 * The worker's "To do" on their phone's home (issue 40 item 10): the policies they have not
 * accepted, the required training missing, expired or expiring, and their unread messages, each
 * with the way there.
 */
export function WorkerToDo() {
  const policies = useQuery({
    queryKey: [...POLICIES_KEY, 'mine'],
    queryFn: ({ signal }) => fetchMyPolicies(signal),
  });
  const trainings = useQuery({
    queryKey: [...TRAININGS_KEY, 'my-required'],
    queryFn: ({ signal }) => fetchMyRequiredTrainings(signal),
    // A sign-in without its staff record has no row: the other lines still show.
    retry: false,
  });
  const unread = useQuery({
    queryKey: [...MESSAGES_KEY, 'unread'],
    queryFn: ({ signal }) => fetchUnread(signal),
  });
  const toAccept = (policies.data ?? []).filter((p) => !p.consent);
  const due = (trainings.data?.cells ?? []).filter((c) => c.status !== 'Current');
  const messages = unread.data?.unread ?? 0;
  const pending = policies.isPending || trainings.isPending || unread.isPending;

  return (
    <Card component="section" aria-label="To do">
      <Group gap="xs" mb="sm">
        <IconChecklist size={20} aria-hidden />
        <Title order={2} fz="lg">
          To do
        </Title>
      </Group>
      {pending ? (
        <Skeleton h={90} />
      ) : (
        <Stack gap="md">
          <Row
            label="Policies to accept"
            count={toAccept.length}
            to="/app/hr/policy"
            action="Read and accept"
          >
            {toAccept.slice(0, 3).map((p) => (
              <Text key={p.policyDocumentId} fz="sm" c="dimmed" pl={44} lineClamp={1}>
                {p.title}
              </Text>
            ))}
          </Row>
          <Row label="Required training due" count={due.length} to="/app/staff/training" action="My training">
            {due.map((c) => (
              <Text key={c.course} fz="sm" c="dimmed" pl={44}>
                {c.course}:{' '}
                {c.status === 'Expiring' && c.expiryDate
                  ? `${TRAINING_WORDS.Expiring} ${dayjs(c.expiryDate).format(DATE_FORMATS.date)}`
                  : TRAINING_WORDS[c.status as keyof typeof TRAINING_WORDS]}
              </Text>
            ))}
          </Row>
          <Row
            label="Unread messages"
            count={messages}
            to="/app/communication/messages"
            action="Open messages"
          />
        </Stack>
      )}
    </Card>
  );
}
