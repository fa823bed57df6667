import { formatInZone, type TicketDetailsView } from '@care/domain';
import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useTimeZone } from '../../platform/useTimeZone.ts';

const initials = (name: string) =>
  name
    .split(' ')
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The ticket's answers, oldest first; the office's on a tinted card. */
export function TicketConversation({ ticket, office }: { ticket: TicketDetailsView; office: boolean }) {
  const zone = useTimeZone();
  if (ticket.replies.length === 0) {
    // The raiser is told how they will hear; the office, that the answer is theirs to give.
    return (
      <Text c="dimmed" fz="sm">
        {office
          ? `No answer yet. ${ticket.user} is told on their dashboard and by e-mail when you answer.`
          : 'No answer yet. You will be told on your dashboard and by e-mail when the office answers.'}
      </Text>
    );
  }
  return (
    <Stack gap="sm" aria-label="Answers">
      {ticket.replies.map((r) => (
        <Card
          key={r.ticketReplyId}
          withBorder
          padding="md"
          bg={r.fromOffice ? 'var(--mantine-color-brand-0, var(--mantine-color-teal-0))' : undefined}
        >
          <Group gap="sm" mb={6} wrap="nowrap">
            <Avatar size="sm" color={r.fromOffice ? 'teal' : 'gray'} radius="xl">
              {initials(r.user)}
            </Avatar>
            <Stack gap={0}>
              <Text fz="sm" fw={600}>
                {r.user}
                {r.fromOffice ? ' · Office' : ''}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatInZone(r.dateCreated, 'listDateTime', zone)}
              </Text>
            </Stack>
          </Group>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.message}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
