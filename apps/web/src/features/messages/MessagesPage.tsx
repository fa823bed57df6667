import { formatInZone, type MessageView } from '@care/domain';
import { Anchor, Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconPaperclip, IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { fetchInbox, fetchSent, MESSAGES_KEY, markRead } from './messages-api.ts';
import { NewMessageDialog } from './NewMessageDialog.tsx';

function MessageList({ box }: { box: 'inbox' | 'sent' }) {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [...MESSAGES_KEY, box],
    queryFn: ({ signal }) => (box === 'inbox' ? fetchInbox(signal) : fetchSent(signal)),
  });
  const columns: DataTableColumn<MessageView>[] = [
    {
      accessor: box === 'inbox' ? 'sender.fullName' : 'sentTo',
      title: box === 'inbox' ? 'From' : 'To',
      render: (m) => (
        <Text fz="sm" fw={box === 'inbox' && !m.isRead ? 700 : 400}>
          {box === 'inbox'
            ? m.sender.fullName
            : `${m.recipient.fullName}${m.sentTo !== m.recipient.fullName ? ` (${m.sentTo})` : ''}`}
        </Text>
      ),
      exportValue: (m) => (box === 'inbox' ? m.sender.fullName : m.recipient.fullName),
    },
    {
      accessor: 'subject',
      title: 'Subject',
      render: (m) => (
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" fw={box === 'inbox' && !m.isRead ? 700 : 400}>
            {m.subject}
          </Text>
          {m.attachments.length > 0 ? (
            <IconPaperclip size={14} aria-label={`${m.attachments.length} attached`} />
          ) : null}
          {box === 'inbox' && !m.isRead ? (
            <Badge size="xs" color="orange">
              New
            </Badge>
          ) : null}
        </Group>
      ),
      exportValue: (m) => m.subject,
    },
    {
      accessor: 'dateCreated',
      title: box === 'inbox' ? 'Received' : 'Sent',
      noWrap: true,
      secondary: true,
      exportValue: (m) => formatInZone(m.dateCreated, 'listDateTime', zone),
      sortValue: (m) => m.dateCreated,
    },
  ];
  return (
    <DataTable
      label={box === 'inbox' ? 'received messages' : 'sent messages'}
      records={list.data}
      columns={columns}
      idAccessor="messageId"
      loading={list.isPending}
      error={list.isError}
      onRetry={() => void list.refetch()}
      search={{
        accessors: ['subject', 'body', 'sender.fullName', 'recipient.fullName'],
        placeholder: 'Search messages',
      }}
      rowExpansion={(m) => {
        if (box === 'inbox' && !m.isRead) {
          void markRead(m.messageId).then(() => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }));
        }
        return (
          <Stack gap="xs">
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Text>
            {m.attachments.length > 0 ? (
              <Group gap="md" aria-label="Attachments">
                {m.attachments.map((a) => (
                  <Anchor
                    key={a.url}
                    href={a.url}
                    target="_blank"
                    rel="noopener"
                    fz="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    <IconPaperclip size={14} aria-hidden /> {a.name}
                  </Anchor>
                ))}
              </Group>
            ) : null}
          </Stack>
        );
      }}
      noRecordsText={box === 'inbox' ? 'No messages yet' : 'You have not sent a message yet'}
    />
  );
}

/** Messages between users of the company (spec 1 §1, §7.5): inbox and sent. */
export function MessagesPage() {
  const [writing, setWriting] = useState(false);
  return (
    <>
      <PageHeader
        title="Messages"
        description="Write to people in your organisation. Open a message to read it."
        actions={
          <Button leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setWriting(true)}>
            New message
          </Button>
        }
      />
      <Tabs defaultValue="inbox" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="inbox">Inbox</Tabs.Tab>
          <Tabs.Tab value="sent">Sent</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inbox">
          <MessageList box="inbox" />
        </Tabs.Panel>
        <Tabs.Panel value="sent">
          <MessageList box="sent" />
        </Tabs.Panel>
      </Tabs>
      <NewMessageDialog opened={writing} onClose={() => setWriting(false)} />
    </>
  );
}
