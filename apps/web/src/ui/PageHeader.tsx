import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The heading block at the top of every page. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="xl" gap="md">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" fz={{ base: 'sm', sm: 'md' }}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
