import { formatInZone, type TicketView } from '@care/domain';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { useSession } from '../../session/useSession.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { AppLink, useAppLink } from '../../ui/data-table/links.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { raiseTicketPath, ticketPath } from './ticket-paths.ts';
import { fetchAllTickets, fetchMyTickets, TICKETS_KEY } from './tickets-api.ts';

type Shown = 'Open' | 'Closed' | 'All';

/**
 * The ticket list (spec 3 §2.4): newest first, paginated, exported as ViewTicket. The office sees
 * every ticket of the company; anyone else (and the staff portal's page) their own.
 */
function TicketList({ own }: { own: boolean }) {
  const zone = useTimeZone();
  const session = useSession();
  const office = useCan('ticket.manage') && !own;
  const [shown, setShown] = useState<Shown>('Open');
  const raise = useAppLink(raiseTicketPath({ role: session?.role ?? '' }));
  const list = useQuery({
    queryKey: [...TICKETS_KEY, office ? 'all' : 'mine'],
    queryFn: ({ signal }) => (office ? fetchAllTickets(signal) : fetchMyTickets(signal)),
  });
  const rows = list.data?.filter((t) => shown === 'All' || t.status === shown);
  const when = (t: TicketView) => formatInZone(t.dateCreated, 'listDateTime', zone);

  const columns: DataTableColumn<TicketView>[] = [
    {
      accessor: 'subject',
      title: 'Subject',
      render: (t) => (
        <Stack gap={2}>
          <AppLink href={ticketPath(t.ticketId)} fw={600} fz="sm">
            {t.subject}
          </AppLink>
          {office ? (
            <Text fz="xs" c="dimmed" hiddenFrom="sm">
              {t.user}
            </Text>
          ) : null}
        </Stack>
      ),
      exportValue: (t) => t.subject,
    },
    { accessor: 'ticketType', title: 'Type', secondary: true },
    ...(office
      ? [{ accessor: 'user', title: 'Raised by', secondary: true } as DataTableColumn<TicketView>]
      : []),
    {
      accessor: 'status',
      title: 'Status',
      render: (t) => <StatusBadge kind="ticket" status={t.status} />,
      exportValue: (t) => t.status,
    },
    {
      accessor: 'dateCreated',
      title: 'Raised',
      noWrap: true,
      secondary: true,
      exportValue: when,
      sortValue: (t) => t.dateCreated,
    },
    {
      accessor: 'replyCount',
      title: 'Answers',
      textAlign: 'right',
      secondary: 'md',
    },
  ];

  return (
    <>
      <PageHeader
        title={office ? 'Tickets' : 'My tickets'}
        description={
          office
            ? 'Questions and problems raised by everyone in your organisation, newest first.'
            : 'The questions you have asked the office, and their answers.'
        }
        actions={
          <Button component="a" {...raise} leftSection={<IconPlus size={18} aria-hidden />}>
            Raise ticket
          </Button>
        }
      />
      <SegmentedControl
        mb="md"
        value={shown}
        onChange={(v) => setShown(v as Shown)}
        data={['Open', 'Closed', 'All']}
        aria-label="Which tickets"
      />
      <DataTable
        label="tickets"
        records={rows}
        columns={columns}
        idAccessor="ticketId"
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        search={{
          accessors: ['subject', 'user', 'ticketType', 'description'],
          placeholder: 'Search tickets',
        }}
        exportAs={{ fileName: 'ViewTicket', title: 'Tickets' }}
        rowExpansion={(t) => (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {t.description}
          </Text>
        )}
        noRecordsText={shown === 'Open' ? 'No open tickets' : 'No tickets'}
      />
    </>
  );
}

/** /app/communication/view-ticket: the office's list of every ticket, anyone else's own. */
export function TicketListPage() {
  return <TicketList own={false} />;
}

/** /app/staff/staff-view-ticket: the worker's own tickets. */
export function StaffTicketListPage() {
  return <TicketList own />;
}
