import { Card, Center, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useCompany } from '../../platform/useCompany.ts';
import { useCan } from '../../session/useCan.ts';
import { ContactAdminButton } from './ContactAdminButton.tsx';
import { MyClientsHome } from './MyClientsHome.tsx';
import { WelcomeDashboard } from './WelcomeDashboard.tsx';

/**
 * /app/users/dashboard: a care manager's and a support coordinator's home lists their clients, next
 * visits and open items (issue 40 item 9); any other user gets 'Welcome to' the company, with
 * CONTACT ADMINISTRATOR (spec 3 §2.9).
 */
export function UsersDashboardPage() {
  const company = useCompany();
  const hasClients = useCan('dashboard.myClients');
  if (hasClients) {
    return (
      <WelcomeDashboard intro="Your clients, their visits today and over the next two weeks, and what is still open.">
        <MyClientsHome />
      </WelcomeDashboard>
    );
  }
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
