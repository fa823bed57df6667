import { MESSAGES } from '@care/domain';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LogoMark } from '../ui/LogoMark.tsx';

/** The 404 page (spec 1 §2.1); full screen outside the app, inside the layout under /app. */
export function NotFoundPage({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : '60vh'} px="lg">
      <Stack align="center" gap="md" maw={440} ta="center">
        {fullScreen ? <LogoMark size={48} /> : null}
        <Text fw={800} fz={72} lh={1} c="brand.2" aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Page not found
        </Title>
        <Text c="dimmed" fz="lg">
          {MESSAGES.notFoundPage}
        </Text>
        <Button component={Link} to="/" size="md" mt="sm">
          Return to website
        </Button>
      </Stack>
    </Center>
  );
}
