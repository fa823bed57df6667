import { Card, Center, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useCompany } from '../../platform/useCompany.ts';
import { ContactAdminButton } from './ContactAdminButton.tsx';

/** /app/users/dashboard: 'Welcome to' the company, with CONTACT ADMINISTRATOR (spec 3 §2.9). */
export function UsersDashboardPage() {
  const company = useCompany();
  return (
    <Center py={{ base: 'md', sm: 60 }}>
      <Card maw={560} w="100%" p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconBuilding size={34} stroke={1.8} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Welcome to{' '}
            {company.data ? (
              company.data.companyName
            ) : (
              <Skeleton component="span" display="inline-block" h={24} w={180} />
            )}
          </Title>
          <Text c="dimmed" maw={420}>
            Your account is ready. Your administrator gives you access to the areas you need; if something is
            missing, get in touch with them.
          </Text>
          <ContactAdminButton size="md" mt="sm" />
        </Stack>
      </Card>
    </Center>
  );
}
