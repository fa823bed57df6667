import { DATE_FORMATS, DEFAULT_TIME_ZONE, dayjs } from '@care/domain';
import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCompany } from '../../platform/useCompany.ts';
import { useSession } from '../../session/useSession.ts';
import { roleLabel } from '../../ui/role-label.ts';
import { ContactAdminButton } from './ContactAdminButton.tsx';

export interface WelcomeDashboardProps {
  /** A line under the greeting that speaks to this portal's user. */
  intro: string;
  /** Cards of this portal shown first under the greeting (e.g. the user's documents). */
  children?: ReactNode;
}

function DetailRow({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-1)' }}
    >
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fz="sm" fw={500} ta="right" truncate="end">
        {value || '—'}
      </Text>
    </Group>
  );
}

/** The staff and client home: a welcome with the user's and the company's names, and their account. */
export function WelcomeDashboard({ intro, children }: WelcomeDashboardProps) {
  const session = useSession();
  const company = useCompany();
  const fullName = session?.user.fullName ?? '';
  const firstName = fullName.split(/\s+/)[0] || 'there';
  const today = dayjs()
    .tz(company.data?.timeZone || DEFAULT_TIME_ZONE)
    .format(DATE_FORMATS.longDate);

  return (
    <Stack gap="lg">
      <Paper
        p={{ base: 'lg', sm: 'xl' }}
        radius="lg"
        c="white"
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-brand-7) 0%, var(--mantine-color-brand-9) 100%)',
        }}
      >
        <Group gap={6} mb="xs" opacity={0.85}>
          <IconCalendar size={16} stroke={1.8} aria-hidden />
          <Text fz="sm">{today}</Text>
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Welcome, {firstName}
        </Title>
        {company.data ? (
          <Text fz="lg" fw={600} mt={4} data-testid="welcome-company">
            {company.data.companyName}
          </Text>
        ) : (
          <Skeleton h={20} w={200} mt={8} />
        )}
        <Text mt="sm" opacity={0.9} maw={560}>
          {intro}
        </Text>
      </Paper>

      {children}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Title order={2} fz="lg" mb="sm">
            Your details
          </Title>
          <DetailRow label="Name" value={fullName} />
          <DetailRow label="E-mail" value={session?.user.email} />
          <DetailRow label="Role" value={roleLabel(session?.role ?? '')} />
          <DetailRow label="Organisation" value={company.data?.companyName} />
        </Card>
        <Card>
          <Title order={2} fz="lg" mb="xs">
            Your account
          </Title>
          <Text c="dimmed" fz="sm" mb="md">
            Keep your account safe: use a password only you know. If something about your details is wrong,
            let your administrator know.
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to="/app/staff/change-password"
              leftSection={<IconLock size={18} stroke={1.8} aria-hidden />}
            >
              Change password
            </Button>
            <ContactAdminButton variant="default" />
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
