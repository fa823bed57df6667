import { formatInZone } from '@care/domain';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock, IconMail, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { EmailText } from '../../ui/data-table/cells.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Linkified } from './linkify.tsx';
import { fetchOutbox, OUTBOX_QUERY_KEY, type OutboxMail } from './mailbox-api.ts';

const STATUS_COLOURS: Record<string, string> = {
  Stored: 'blue',
  Pending: 'yellow',
  Sending: 'yellow',
  Sent: 'teal',
  Failed: 'red',
};

/** What each status means, for the badge's tooltip and screen readers. */
const STATUS_HINTS: Record<string, string> = {
  Stored: 'Kept here: e-mail sending is not set up',
  Pending: 'Waiting to be sent',
  Sending: 'Being handed to the mail server',
  Sent: 'Delivered to the mail server',
  Failed: 'Could not be sent',
};

/** Why a mail's one-time link is not shown, and how the recipient gets it. */
function HiddenLinkNote({ smtpConfigured }: { smtpConfigured: boolean }) {
  return (
    <Alert
      color="gray"
      variant="light"
      radius="md"
      icon={<IconLock size={18} stroke={1.8} aria-hidden />}
      title="The link in this e-mail is hidden"
    >
      {smtpConfigured
        ? 'A one-time link can be used only by the person it was sent to, and it reached them by e-mail.'
        : 'This one-time link opens the account of someone whose role is the same as or above yours, so only they (or a CompanyAdmin) can see it. To have such links delivered straight to the person, your IT contact can connect a mail server: set SMTP_URL (for example smtp://user:password@mail.example.com:587) on the server and restart it.'}
    </Alert>
  );
}

function MailBody({ mail }: { mail: OutboxMail }) {
  return (
    <Stack gap="sm">
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <Linkified text={mail.bodyText} />
      </Text>
      {mail.linkHidden ? <HiddenLinkNote smtpConfigured={mail.smtpConfigured} /> : null}
      {mail.attachments.length > 0 ? (
        <Stack gap={4}>
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
            Attachments
          </Text>
          <Group gap="md">
            {mail.attachments.map((a) => (
              <Anchor key={a.fileId} href={a.url} target="_blank" rel="noopener" fz="sm">
                <IconPaperclip
                  size={16}
                  style={{ verticalAlign: '-3px', marginRight: 4 }}
                  stroke={1.8}
                  aria-hidden
                />
                {a.name}
              </Anchor>
            ))}
          </Group>
        </Stack>
      ) : null}
      {mail.lastError ? (
        <Text fz="sm" c="red.7">
          Last error: {mail.lastError}
        </Text>
      ) : null}
    </Stack>
  );
}

/** /app/user/mailbox: the e-mail the product has sent or kept (invitations, password links). */
export function MailboxPage() {
  const zone = useTimeZone();
  const wide = useMediaQuery('(min-width: 48em)') ?? true;
  const outbox = useQuery({ queryKey: OUTBOX_QUERY_KEY, queryFn: ({ signal }) => fetchOutbox(signal) });
  const smtp = outbox.data?.[0]?.smtpConfigured;
  const when = (m: OutboxMail) => formatInZone(m.dateSent ?? m.dateCreated, 'listDateTime', zone);

  const columns: DataTableColumn<OutboxMail>[] = [
    {
      accessor: 'to',
      title: 'To',
      noWrap: true,
      // On a phone the subject column names the recipient under it, leaving the subject room to read.
      hiddenOnPhone: true,
      render: (m) => (
        <Text fz="sm" fw={600}>
          {m.to}
        </Text>
      ),
      exportValue: (m) => m.to,
    },
    {
      accessor: 'subject',
      title: 'Subject',
      render: (m) =>
        wide ? (
          m.subject
        ) : (
          <>
            <Text fz="sm" fw={600}>
              {m.subject}
            </Text>
            <Text fz="xs" c="dimmed">
              To <EmailText email={m.to} />
            </Text>
          </>
        ),
    },
    {
      accessor: 'status',
      title: 'Status',
      width: 120,
      secondary: true,
      render: (m) => (
        <Badge
          color={STATUS_COLOURS[m.status] ?? 'gray'}
          variant="light"
          radius="sm"
          title={STATUS_HINTS[m.status]}
        >
          {m.status}
        </Badge>
      ),
    },
    {
      accessor: 'dateCreated',
      title: 'Date',
      exportValue: when,
      sortValue: (m) => m.dateSent ?? m.dateCreated,
      noWrap: true,
      secondary: true,
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Mailbox"
        description="E-mail the product sends for you: invitations, password links and confirmations."
      />
      {smtp !== true ? (
        <Alert
          color="blue"
          variant="light"
          radius="lg"
          mb="lg"
          icon={<IconMail size={20} stroke={1.8} aria-hidden />}
          title="E-mail is kept here"
        >
          {smtp === false
            ? 'Sending e-mail is not set up, so messages are kept here (status Stored) instead of being delivered. Open one to read it or copy its link. Your IT contact can connect a mail server (SMTP).'
            : 'Until a mail server (SMTP) is connected, every e-mail the product writes is kept here instead of being sent.'}
        </Alert>
      ) : null}
      <DataTable<OutboxMail>
        label="mailbox"
        records={outbox.data}
        columns={columns}
        idAccessor="mailId"
        loading={outbox.isFetching}
        error={outbox.isError && !outbox.data}
        onRetry={() => void outbox.refetch()}
        search={{
          accessors: ['to', 'subject', 'status'],
          placeholder: 'Search by recipient, subject or status',
        }}
        exportAs={{ fileName: 'Mailbox', title: 'Mailbox' }}
        rowExpansion={(m) => <MailBody mail={m} />}
        noRecordsText="No e-mail yet"
      />
    </Stack>
  );
}
