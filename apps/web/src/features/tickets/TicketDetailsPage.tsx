import { formatInZone } from '@care/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPaperclip } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { useSession } from '../../session/useSession.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { AppLink } from '../../ui/data-table/links.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { fetchUsers, USERS_QUERY_KEY } from '../users/users-api.ts';
import { TicketConversation } from './TicketConversation.tsx';
import { TicketReplyForm } from './TicketReplyForm.tsx';
import { ticketListPath } from './ticket-paths.ts';
import { assignTicket, deleteTicket, fetchTicket, setTicketOpen, TICKETS_KEY } from './tickets-api.ts';

/** The office's choice of who looks after a ticket. */
function AssignSelect({ ticketId, assignedTo }: { ticketId: string; assignedTo: string | null }) {
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: USERS_QUERY_KEY, queryFn: ({ signal }) => fetchUsers(signal) });
  const office = (users.data ?? []).filter((u) => u.role === 'CompanyAdmin' || u.role === 'Administrator');
  return (
    <Select
      label="Assigned to"
      size="sm"
      w={{ base: '100%', sm: 260 }}
      placeholder="No one yet"
      data={office.map((u) => ({ value: u.id, label: u.fullName }))}
      value={assignedTo}
      clearable
      onChange={async (value) => {
        await assignTicket(ticketId, value);
        await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
      }}
    />
  );
}

/** /app/communication/view-ticket/{ticketId}: a ticket, its answers, and what may be done with it. */
export function TicketDetailsPage() {
  const { ticketId = '' } = useParams({ strict: false }) as { ticketId?: string };
  const zone = useTimeZone();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const office = useCan('ticket.manage');
  const [deleting, setDeleting] = useState(false);
  const ticket = useQuery({
    queryKey: [...TICKETS_KEY, 'one', ticketId],
    queryFn: ({ signal }) => fetchTicket(ticketId, signal),
  });
  const back = ticketListPath({ role: session?.role ?? '' });

  if (ticket.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the ticket" />
      </Center>
    );
  }
  if (ticket.isError) {
    return <LoadFailed what="this ticket" onRetry={() => void ticket.refetch()} />;
  }
  const t = ticket.data;
  const own = t.userId === session?.user.uid;
  const refresh = () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY });

  return (
    <Stack gap="lg" maw={860}>
      <AppLink href={back} fz="sm" w="fit-content">
        <IconArrowLeft size={14} style={{ verticalAlign: '-2px' }} aria-hidden /> All tickets
      </AppLink>
      <Stack gap={6}>
        <Group gap="xs">
          <StatusBadge kind="ticket" status={t.status} />
          <Badge variant="outline" color="gray">
            {t.ticketType}
          </Badge>
        </Group>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t.subject}
        </Title>
        <Text c="dimmed" fz="sm">
          Raised by {t.user} on {formatInZone(t.dateCreated, 'listDateTime', zone)}
          {t.assignedToName ? ` · looked after by ${t.assignedToName}` : ''}
        </Text>
      </Stack>
      <Card withBorder padding="lg">
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t.description}
        </Text>
        {t.imageUrl ? (
          <Anchor href={t.imageUrl} target="_blank" rel="noopener" fz="sm" mt="sm" display="inline-block">
            <IconPaperclip size={16} style={{ verticalAlign: '-3px', marginRight: 4 }} aria-hidden />
            {t.imageName ?? 'Attachment'}
          </Anchor>
        ) : null}
      </Card>
      {office ? (
        <Group justify="space-between" align="flex-end">
          <AssignSelect ticketId={t.ticketId} assignedTo={t.assignedTo} />
          <Button
            variant="default"
            onClick={async () => {
              await setTicketOpen(t.ticketId, !t.isOpen);
              await refresh();
            }}
          >
            {t.isOpen ? 'Close ticket' : 'Reopen ticket'}
          </Button>
        </Group>
      ) : null}
      <Divider label="Answers" labelPosition="left" />
      <TicketConversation ticket={t} office={office && t.userId !== session?.user.uid} />
      {office || own ? <TicketReplyForm ticket={t} office={office} /> : null}
      {office || own ? (
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
            Delete ticket
          </Button>
        </Group>
      ) : null}
      <ConfirmDialog
        opened={deleting}
        title="Delete ticket"
        message="Are you sure you want to delete this ticket? Its answers go with it."
        danger
        confirmLabel="Delete"
        onConfirm={async () => {
          await deleteTicket(t.ticketId);
          await refresh();
          void navigate({ href: back });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
