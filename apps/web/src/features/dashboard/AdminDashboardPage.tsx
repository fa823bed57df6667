import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconHeart, IconIdBadge, IconShieldCheck, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCompany } from '../../platform/useCompany.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ExpiringDocumentsCard } from '../documents/ExpiringDocumentsCard.tsx';
import { IncidentsAwaitingCard } from '../incidents/IncidentsAwaitingCard.tsx';
import { FormsDueCard } from '../participant-forms/FormsDueCard.tsx';
import { StaffHoursCard } from './StaffHoursCard.tsx';
import { StatCard } from './StatCard.tsx';
import { TodayPanel } from './today/TodayPanel.tsx';
import { useDashboardSummary } from './useDashboardSummary.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="sm" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /app/dashboard: Today's lists, the company's head counts and expiring documents, for CompanyAdmin and Administrator. */
export function AdminDashboardPage() {
  const summary = useDashboardSummary();
  const company = useCompany();
  const s = summary.data;

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          company.data ? `An overview of ${company.data.companyName}` : 'An overview of your organisation'
        }
      />
      {summary.isError ? (
        <LoadFailed what="the dashboard" onRetry={() => void summary.refetch()} />
      ) : (
        <Stack gap="xl">
          <TodayPanel />
          <Section title="People">
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
              <StatCard
                label="Clients"
                value={s?.clients}
                icon={IconUsers}
                color="brand"
                hint="Participants on record"
              />
              <StatCard
                label="Active clients"
                value={s?.activeClients}
                icon={IconHeart}
                color="teal"
                hint="Currently receiving support"
              />
              <StatCard
                label="Staff"
                value={s?.staff}
                icon={IconUserCheck}
                color="blue"
                hint="Support workers"
              />
              <StatCard
                label="Administrators"
                value={s?.administrators}
                icon={IconIdBadge}
                color="grape"
                hint="Running the office"
              />
            </SimpleGrid>
          </Section>
          <Section title="Incidents awaiting action">
            <IncidentsAwaitingCard />
          </Section>
          <Section title="Staff hours">
            <StaffHoursCard />
          </Section>
          <Section title="Documents expiring or expired">
            <ExpiringDocumentsCard />
            <FormsDueCard />
          </Section>
          <Section title="Access and audit">
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
              <StatCard
                label="Users"
                value={s?.users}
                icon={IconUsers}
                color="gray"
                hint="Everyone who can sign in"
              />
              <StatCard
                label="Audit-approved clients"
                value={s?.auditApprovedClients}
                icon={IconShieldCheck}
                color="orange"
                hint="Open to auditors"
              />
              <StatCard
                label="Audit-approved staff"
                value={s?.auditApprovedStaff}
                icon={IconShieldCheck}
                color="orange"
                hint="Open to auditors"
              />
            </SimpleGrid>
          </Section>
        </Stack>
      )}
    </>
  );
}
