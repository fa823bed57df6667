import { SimpleGrid, Text } from '@mantine/core';
import { IconCertificate, IconFileCertificate, IconShieldCheck, IconUserCheck } from '@tabler/icons-react';
import { useCompany } from '../../platform/useCompany.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { StatCard } from './StatCard.tsx';
import { useDashboardSummary } from './useDashboardSummary.ts';

/** /app/auditor/dashboard: counts of the records approved for audit (spec 3 §2.8). */
export function AuditorDashboardPage() {
  const summary = useDashboardSummary();
  const company = useCompany();
  const s = summary.data;

  return (
    <>
      <PageHeader
        title="Auditor dashboard"
        description={
          company.data
            ? `Records approved for audit at ${company.data.companyName}`
            : 'Records approved for audit'
        }
      />
      {summary.isError ? (
        <LoadFailed what="the dashboard" onRetry={() => void summary.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" maw={760}>
          <StatCard
            label="Audit-approved clients"
            value={s?.auditApprovedClients}
            icon={IconShieldCheck}
            color="brand"
            hint="Participants open for review"
          />
          <StatCard
            label="Audit-approved staff"
            value={s?.auditApprovedStaff}
            icon={IconUserCheck}
            color="blue"
            hint="Support workers open for review"
          />
          <StatCard
            label="Staff trainings"
            value={s?.staffTrainings}
            icon={IconCertificate}
            color="teal"
            hint="Training records of approved staff"
            href="/app/hr/staff-training"
          />
          <StatCard
            label="Policy modules"
            value={s?.policyModules}
            icon={IconFileCertificate}
            color="grape"
            hint="Current policies and who accepted them"
            href="/app/hr/policy"
          />
        </SimpleGrid>
      )}
      <Text c="dimmed" fz="sm" mt="xl" maw={640}>
        As an auditor you see only the clients and staff the provider has approved for audit. Your access is
        read-only.
      </Text>
    </>
  );
}
