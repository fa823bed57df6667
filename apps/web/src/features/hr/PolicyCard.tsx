import { formatCalendarDate, type PolicyView, type UserPolicyView } from '@care/domain';
import { Anchor, Badge, Button, Card, Group, Spoiler, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** One current policy: its text, and for someone it asks, whether they accepted this version. */
export function PolicyCard({
  policy,
  mine,
  manage,
  onAccept,
  onNewVersion,
}: {
  policy: PolicyView;
  /** The caller's acceptance row, when the policy asks them. */
  mine: UserPolicyView | undefined;
  manage: boolean;
  onAccept: () => void;
  onNewVersion: () => void;
}) {
  return (
    <Card withBorder padding="lg" aria-label={policy.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text fw={700}>{policy.title}</Text>
            <Text fz="xs" c="dimmed">
              {policy.code} · version {policy.version} · takes effect{' '}
              {formatCalendarDate(policy.effectiveDate)} · for {policy.audience.toLowerCase()}
            </Text>
          </Stack>
          {mine ? (
            <StatusBadge
              kind="policyConsent"
              status={mine.consent ? 'Accepted' : 'Not accepted'}
              style={{ flexShrink: 0 }}
            />
          ) : (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              v{policy.version}
            </Badge>
          )}
        </Group>
        {policy.changeNote ? (
          <Text fz="sm" c="orange.8">
            What changed: {policy.changeNote}
          </Text>
        ) : null}
        <Spoiler
          // Three whole lines of small text.
          maxHeight={66}
          showLabel="Read all"
          hideLabel="Show less"
          styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {policy.body}
          </Text>
        </Spoiler>
        {policy.fileUrl ? <PolicyFileLink url={policy.fileUrl} /> : null}
        <Group justify="flex-end" gap="sm">
          {manage ? (
            <Button size="xs" variant="default" onClick={onNewVersion}>
              New version
            </Button>
          ) : null}
          {mine && !mine.consent ? (
            <Button size="sm" leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={onAccept}>
              Read and accept
            </Button>
          ) : null}
          {mine?.consent ? (
            <Text fz="xs" c="dimmed">
              You accepted this version.
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** The policy's document, opened by the browser (the files route reads the session cookie). */
export function PolicyFileLink({ url }: { url: string }) {
  return (
    <Anchor href={url} target="_blank" rel="noopener" fz="sm" w="fit-content">
      <Group gap={4} wrap="nowrap" component="span">
        <IconFileText size={16} aria-hidden />
        Open the policy document
      </Group>
    </Anchor>
  );
}
