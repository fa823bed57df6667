import { formatInZone } from '@care/domain';
import { ActionIcon, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBell, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { dismissNotice, fetchMyNotices, NOTICES_KEY } from '../roster/notices-api.ts';

/**
 * The dashboard's messages to the signed-in user: a cancellation decided, an open shift given
 * (issue 12 item 4). Nothing shows when there are none; each can be dismissed.
 */
export function MyNotices() {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const notices = useQuery({ queryKey: NOTICES_KEY, queryFn: ({ signal }) => fetchMyNotices(signal) });
  if (!notices.data || notices.data.length === 0) {
    return null;
  }
  return (
    <Card component="section" aria-label="Messages">
      <Group gap="xs" mb="sm">
        <IconBell size={20} aria-hidden />
        <Title order={2} fz="lg">
          Messages
        </Title>
      </Group>
      <Stack gap="xs">
        {notices.data.map((notice) => (
          <Group key={notice.noticeId} justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm">{notice.message}</Text>
              <Text fz="xs" c="dimmed">
                {formatInZone(notice.dateCreated, 'listDateTime', zone)}
              </Text>
            </Stack>
            <Tooltip label="Dismiss">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Dismiss: ${notice.message}`}
                onClick={async () => {
                  try {
                    await dismissNotice(notice.noticeId);
                  } finally {
                    await queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
                  }
                }}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
