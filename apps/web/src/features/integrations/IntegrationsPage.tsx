import type { IntegrationView } from '@care/domain';
import { Alert, Badge, Button, Card, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AccountingSettingsCard } from './AccountingSettingsCard.tsx';
import {
  chooseOrganisation,
  disconnectXero,
  fetchIntegrations,
  INTEGRATIONS_KEY,
  startXeroConnect,
} from './integrations-api.ts';
import { PayCategoryMappingSection } from './PayCategoryMappingSection.tsx';

const STATUS_COLOUR: Record<string, string> = {
  Connected: 'teal',
  NotConnected: 'gray',
  ChooseOrganisation: 'yellow',
  ReconnectNeeded: 'red',
};
const STATUS_LABEL: Record<string, string> = {
  Connected: 'Connected',
  NotConnected: 'Not connected',
  ChooseOrganisation: 'Choose organisation',
  ReconnectNeeded: 'Reconnect needed',
};

/** /app/setup/integrations: the accounting connection, its organisation, settings and earnings-rate mapping. */
export function IntegrationsPage() {
  const list = useQuery({ queryKey: INTEGRATIONS_KEY, queryFn: ({ signal }) => fetchIntegrations(signal) });
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect the accounting and payroll service the company uses, so invoices and timesheets are posted instead of re-keyed."
      />
      {list.isPending ? <Loader /> : null}
      <Stack maw={860}>
        {(list.data ?? []).map((integration) => (
          <IntegrationCard key={integration.name} integration={integration} />
        ))}
      </Stack>
    </>
  );
}

function IntegrationCard({ integration }: { integration: IntegrationView }) {
  const queryClient = useQueryClient();
  const canManage = useCan('integration.manage');
  const [tenantId, setTenantId] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });
  const connect = useMutation({
    mutationFn: startXeroConnect,
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
  const disconnect = useMutation({ mutationFn: disconnectXero, onSuccess: refresh });
  const choose = useMutation({ mutationFn: chooseOrganisation, onSuccess: refresh });
  const { status } = integration;
  return (
    <Card withBorder radius="lg" padding="lg" aria-label={`${integration.name} integration`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {integration.name} — accounting and payroll
          </Title>
          <Badge color={STATUS_COLOUR[status] ?? 'gray'}>{STATUS_LABEL[status] ?? status}</Badge>
        </Group>
        {integration.organisationName ? (
          <Text>
            Organisation: <b>{integration.organisationName}</b>
            {integration.connectedBy ? ` · connected by ${integration.connectedBy}` : ''}
          </Text>
        ) : null}
        <Text c="dimmed" fz="sm">
          {integration.message}
        </Text>
        {status === 'ChooseOrganisation' && canManage ? (
          <Group align="end">
            <Select
              label="Organisation"
              placeholder="Choose this company’s organisation"
              data={integration.organisations.map((o) => ({ value: o.tenantId, label: o.name }))}
              value={tenantId}
              onChange={setTenantId}
            />
            <Button
              disabled={!tenantId}
              loading={choose.isPending}
              onClick={() => tenantId && choose.mutate(tenantId)}
            >
              Use this organisation
            </Button>
          </Group>
        ) : null}
        {canManage && integration.configured ? (
          <Group>
            {status === 'Connected' ? null : (
              <Button loading={connect.isPending} onClick={() => connect.mutate()}>
                {status === 'ReconnectNeeded' ? 'Reconnect Xero' : 'Connect Xero'}
              </Button>
            )}
            {status === 'NotConnected' ? null : (
              <Button
                variant="light"
                color="red"
                loading={disconnect.isPending}
                onClick={() => {
                  if (window.confirm('Disconnect Xero? Posting stops until it is connected again.')) {
                    disconnect.mutate();
                  }
                }}
              >
                Disconnect
              </Button>
            )}
          </Group>
        ) : null}
        {!canManage && status !== 'Connected' ? (
          <Alert color="gray">A company administrator connects {integration.name} here.</Alert>
        ) : null}
        {status === 'Connected' && canManage ? (
          <>
            <AccountingSettingsCard integration={integration} />
            <PayCategoryMappingSection />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
