import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of the incident form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
