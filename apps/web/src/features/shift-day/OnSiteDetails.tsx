import { DATE_FORMATS, dayjs } from '@care/domain';
import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconNotes, IconPhone, IconUrgent } from '@tabler/icons-react';
import { useShiftOnSite } from '../../shelf/on-site-api.ts';
import { formatPhone } from '../../shelf/person-display.ts';

const CARE_NOTE_COLOURS: Record<string, string> = {
  'Health support': 'red',
  'Behaviour support': 'orange',
  'Mealtime needs': 'teal',
  Communication: 'blue',
};

const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/**
 * The worker's shift on site (issue 26), in the shift's details: for each client the address and
 * map link, their phone and emergency contact, the care notes worth reading on site; then the
 * activities and the last handover. Kept on the phone for offline (the service worker's snapshot).
 */
export function OnSiteDetails({ shiftId, zone }: { shiftId: string; zone: string }) {
  const site = useShiftOnSite(shiftId);
  if (site.isPending) {
    return <Skeleton h={120} radius="md" />;
  }
  if (!site.data) {
    return (
      <Text fz="sm" c="dimmed">
        The client’s details could not be loaded. Try again when you have a signal.
      </Text>
    );
  }
  const { clients, activities, handover } = site.data;
  return (
    <Stack gap="md" aria-label="On site">
      {clients.map((c) => (
        <Card key={c.profileId} withBorder radius="md" padding="sm">
          <Stack gap="xs">
            <Title order={3} fz="md">
              {c.fullName}
            </Title>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Stack gap={2}>
                <Text fz="sm">{c.address || 'No address recorded: ask the office'}</Text>
                {c.mapUrl ? (
                  <Anchor href={c.mapUrl} target="_blank" rel="noopener" fz="sm" fw={600}>
                    Open in Maps
                  </Anchor>
                ) : null}
              </Stack>
            </Group>
            {c.phoneNumber ? (
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Anchor href={tel(c.phoneNumber)} fz="sm">
                  {formatPhone(c.phoneNumber)}
                </Anchor>
              </Group>
            ) : null}
            {c.emergencyContact ? (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconUrgent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                <Text fz="sm">
                  Emergency contact: {c.emergencyContact.name}
                  {c.emergencyContact.relationship ? ` (${c.emergencyContact.relationship})` : ''}
                  {c.emergencyContact.phoneNumber ? (
                    <>
                      {' · '}
                      <Anchor href={tel(c.emergencyContact.phoneNumber)} fz="sm">
                        {formatPhone(c.emergencyContact.phoneNumber)}
                      </Anchor>
                    </>
                  ) : null}
                </Text>
              </Group>
            ) : null}
            {c.careNotes.length > 0 ? (
              <Stack gap={6} aria-label={`Care notes for ${c.fullName}`}>
                {c.careNotes.map((n) => (
                  <Stack key={n.kind} gap={2}>
                    <Badge color={CARE_NOTE_COLOURS[n.kind] ?? 'gray'} variant="light" size="sm">
                      {n.kind}
                    </Badge>
                    <Text fz="sm">{n.text}</Text>
                  </Stack>
                ))}
              </Stack>
            ) : (
              <Text fz="sm" c="dimmed">
                No care notes recorded.
              </Text>
            )}
          </Stack>
        </Card>
      ))}
      {activities.length > 0 ? (
        <Text fz="sm">
          <Text span fw={600}>
            Activities:{' '}
          </Text>
          {activities.join(', ')}
        </Text>
      ) : null}
      {handover ? (
        <Alert color="gray" variant="light" icon={<IconNotes size={18} aria-hidden />} title="Last handover">
          <Text fz="xs" c="dimmed" mb={4}>
            {handover.staffName}, {dayjs(handover.date).tz(zone).format(DATE_FORMATS.shortDayTime)}
            {handover.clientName ? ` · ${handover.clientName}` : ''}
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {handover.text}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
