import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useShiftOnSite } from '../../shelf/on-site-api.ts';

/**
 * The shift card's where and whom to call (issue 26): each client's address with a link that opens
 * the phone's maps app, and their phone. The rest (care notes, handover) is in the shift's details.
 */
export function OnSiteSummary({ shiftId }: { shiftId: string }) {
  const site = useShiftOnSite(shiftId);
  if (!site.data) {
    return null;
  }
  return (
    <Stack gap={6}>
      {site.data.clients.map((c) => (
        <Group key={c.profileId} gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap={6} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            {/* Three lines: street, suburb, state and postcode fit a phone's card whole. */}
            <Text fz="sm" lineClamp={3}>
              {c.address || 'No address recorded: ask the office'}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {c.mapUrl ? (
              <Button
                component="a"
                href={c.mapUrl}
                target="_blank"
                rel="noopener"
                size="compact-sm"
                variant="light"
                aria-label={`Open ${c.fullName}’s address in Maps`}
              >
                Map
              </Button>
            ) : null}
            {c.phoneNumber ? (
              <Anchor
                href={`tel:${c.phoneNumber.replace(/\s+/g, '')}`}
                aria-label={`Call ${c.fullName}`}
                fz="sm"
              >
                <IconPhone size={18} aria-hidden style={{ verticalAlign: 'middle' }} />
              </Anchor>
            ) : null}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
