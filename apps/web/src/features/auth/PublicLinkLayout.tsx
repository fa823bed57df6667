import { Card, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLockup } from '../../ui/LogoMark.tsx';

/** The frame of the pages a signed-out visitor reaches from an e-mailed link. */
export function PublicLinkLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Center mih="100dvh" px={{ base: 'md', sm: 'xl' }} py="xl" bg="gray.0">
      <Stack w="100%" maw={440} gap="lg">
        <Center>
          <BrandLockup size={40} />
        </Center>
        <Card shadow="md" p={{ base: 'lg', sm: 'xl' }} radius="lg">
          <Stack gap={4} mb="lg">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {children}
        </Card>
      </Stack>
    </Center>
  );
}
