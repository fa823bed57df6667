import { calendarDateInZone, type PolicyView } from '@care/domain';
import { Button, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useCan } from '../../session/useCan.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { acceptPolicy, fetchMyPolicies, fetchPoliciesByCategory, POLICIES_KEY } from './hr-api.ts';
import { PolicyAcceptanceTable } from './PolicyAcceptanceTable.tsx';
import { PolicyCard } from './PolicyCard.tsx';
import { PolicyFormDialog } from './PolicyFormDialog.tsx';

function PolicyList() {
  const zone = useTimeZone();
  const queryClient = useQueryClient();
  const manage = useCan('policy.manage');
  const accepts = useCan('policy.accept');
  const [publishing, setPublishing] = useState<PolicyView | 'new' | null>(null);
  const [accepting, setAccepting] = useState<PolicyView | null>(null);
  const policies = useQuery({
    queryKey: [...POLICIES_KEY, 'by-category'],
    queryFn: ({ signal }) => fetchPoliciesByCategory(signal),
  });
  const mine = useQuery({
    queryKey: [...POLICIES_KEY, 'mine'],
    queryFn: ({ signal }) => fetchMyPolicies(signal),
    enabled: accepts,
  });
  const pending = (mine.data ?? []).filter((p) => !p.consent).length;

  return (
    <>
      {manage ? (
        <Button mb="md" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setPublishing('new')}>
          Publish policy
        </Button>
      ) : null}
      {pending > 0 ? (
        <Card withBorder padding="md" mb="md" bg="var(--mantine-color-orange-0)">
          <Text fz="sm" fw={600}>
            {pending === 1
              ? 'One policy asks you to read and accept it.'
              : `${pending} policies ask you to read and accept them.`}
          </Text>
        </Card>
      ) : null}
      {policies.isError ? <LoadFailed what="the policies" onRetry={() => void policies.refetch()} /> : null}
      {policies.isSuccess && policies.data.policies.length === 0 ? (
        <Text c="dimmed">No policies published yet.</Text>
      ) : null}
      <Stack gap="xl">
        {(policies.data?.policies ?? []).map((group) => (
          <Stack key={group.category} gap="sm">
            <Title order={2} fz="sm" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
              {group.category}
            </Title>
            {group.policies.map((p) => (
              <PolicyCard
                key={p.policyDocumentId}
                policy={p}
                mine={mine.data?.find((m) => m.policyDocumentId === p.policyDocumentId)}
                manage={manage}
                onAccept={() => setAccepting(p)}
                onNewVersion={() => setPublishing(p)}
              />
            ))}
          </Stack>
        ))}
      </Stack>
      <PolicyFormDialog
        opened={publishing !== null}
        from={publishing === 'new' ? null : publishing}
        today={calendarDateInZone(new Date(), zone)}
        onClose={() => setPublishing(null)}
      />
      <ConfirmDialog
        opened={accepting !== null}
        title="Accept policy"
        message={`I have read “${accepting?.title ?? ''}” (version ${accepting?.version ?? ''}) and I accept it.`}
        confirmLabel="I accept"
        onConfirm={async () => {
          if (accepting) {
            await acceptPolicy(accepting.policyDocumentId);
            await queryClient.invalidateQueries({ queryKey: POLICIES_KEY });
          }
        }}
        onClose={() => setAccepting(null)}
      />
    </>
  );
}

/** /app/hr/policy: the company's policies; the office publishes and sees who has not accepted. */
export function PoliciesPage() {
  const seesAcceptance = useCan('policy.viewAcceptance');
  return (
    <>
      <PageHeader
        title="Policies"
        description="The organisation’s policies. Read each one that asks you and accept it."
      />
      {seesAcceptance ? (
        <Tabs defaultValue="policies" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="policies">Policies</Tabs.Tab>
            <Tabs.Tab value="acceptance">Who has accepted</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="policies">
            <PolicyList />
          </Tabs.Panel>
          <Tabs.Panel value="acceptance">
            <PolicyAcceptanceTable />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <PolicyList />
      )}
    </>
  );
}
