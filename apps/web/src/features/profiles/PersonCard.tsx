import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProfilePhoto } from '../../ui/photo/ProfilePhoto.tsx';

export interface PersonCardRow {
  label: string;
  value: ReactNode;
}

export interface PersonCardProps {
  name: string;
  /** What the person is (Client, Support worker, Administrator), under the name. */
  subtitle: string;
  imageUrl: string | null | undefined;
  canEditPhoto: boolean;
  onSavePhoto: (file: File) => Promise<unknown>;
  isActive: boolean;
  /** More badges beside Active (audit approval). */
  badges?: ReactNode;
  rows: PersonCardRow[];
  /** The buttons of the person's state (activate, audit, care team), full width in the card. */
  actions?: ReactNode;
  /** The person's own profile leaves out the Active badge: it is the office's business. */
  showStatus?: boolean;
  /** Stretch to the row's height (false when another card sits under it). */
  fill?: boolean;
  children?: ReactNode;
}

/** The Profile card: photo, name, the Active or Inactive badge (green or red), key numbers and actions. */
export function PersonCard({
  name,
  subtitle,
  imageUrl,
  canEditPhoto,
  onSavePhoto,
  isActive,
  badges,
  rows,
  actions,
  showStatus = true,
  fill = true,
  children,
}: PersonCardProps) {
  return (
    <Card component="section" aria-label="Profile" h={fill ? '100%' : undefined}>
      <Stack gap="md" align="stretch">
        <Stack align="center" gap={6} ta="center">
          <ProfilePhoto imageUrl={imageUrl} name={name} canEdit={canEditPhoto} onSave={onSavePhoto} />
          <Title order={2} fz={{ base: 22, sm: 24 }} lh={1.2} mt={6} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text c="dimmed" fz="sm">
            {subtitle}
          </Text>
          {showStatus ? (
            <Group gap={6} justify="center">
              <Badge color={isActive ? 'green' : 'red'} variant="light" size="lg" radius="sm">
                {isActive ? 'Active' : 'Inactive'}
              </Badge>
              {badges}
            </Group>
          ) : null}
        </Stack>
        <Stack gap={0}>
          {rows.map((row) => (
            <Group
              key={row.label}
              justify="space-between"
              wrap="nowrap"
              gap="md"
              py={8}
              style={{ borderTop: '1px solid var(--mantine-color-gray-1)' }}
            >
              <Text c="dimmed" fz="sm">
                {row.label}
              </Text>
              <Text component="div" fz="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
                {row.value || (
                  <span style={{ color: 'var(--mantine-color-gray-5)', fontWeight: 400 }}>—</span>
                )}
              </Text>
            </Group>
          ))}
        </Stack>
        {children}
        {actions ? <Stack gap="xs">{actions}</Stack> : null}
      </Stack>
    </Card>
  );
}
