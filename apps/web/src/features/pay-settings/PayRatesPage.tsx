import {
  type AllowanceRateView,
  type ClassificationRateView,
  STREAM_LABELS,
  type Stream,
} from '@care/domain';
import { Box, Button, Card, Group, Loader, SegmentedControl, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '../../session/useCan.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AllowanceDialog } from './AllowanceDialog.tsx';
import { OnCostsCard } from './OnCostsCard.tsx';
import { PaySwitchesCard } from './PaySwitchesCard.tsx';
import { fetchOnCosts, fetchPayRates, fetchPaySettings, PAY_KEY } from './pay-settings-api.ts';
import { RateDialog } from './RateDialogs.tsx';
import { AllowancesTable, ClassificationRatesTable } from './RatesTables.tsx';
import { AddYearDialog, ImportRatesDialog } from './YearDialogs.tsx';

function PaySettingsPanel({ canEdit }: { canEdit: boolean }) {
  const settings = useQuery({
    queryKey: [...PAY_KEY, 'settings'],
    queryFn: ({ signal }) => fetchPaySettings(signal),
  });
  if (settings.isPending) {
    return <Loader />;
  }
  if (settings.isError) {
    return <LoadFailed what="the pay settings" onRetry={() => void settings.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <PaySwitchesCard
        key={JSON.stringify(settings.data.switches)}
        settings={settings.data}
        canEdit={canEdit}
      />
      <OnCostsPanel canEdit={canEdit} />
    </Stack>
  );
}

function OnCostsPanel({ canEdit }: { canEdit: boolean }) {
  const onCosts = useQuery({
    queryKey: [...PAY_KEY, 'on-costs'],
    queryFn: ({ signal }) => fetchOnCosts(signal),
  });
  if (onCosts.isPending) {
    return <Loader />;
  }
  if (onCosts.isError) {
    return <LoadFailed what="the on-costs" onRetry={() => void onCosts.refetch()} />;
  }
  return <OnCostsCard key={JSON.stringify(onCosts.data)} onCosts={onCosts.data} canEdit={canEdit} />;
}

/** /app/setup/pay-rates: the award's rates and allowances by year, and the company's pay settings (issue 38). */
export function PayRatesPage() {
  const manage = useCan('payRates.manage');
  const rates = useQuery({ queryKey: [...PAY_KEY, 'rates'], queryFn: ({ signal }) => fetchPayRates(signal) });
  const [picked, setPicked] = useState<string | null>(null);
  const [rate, setRate] = useState<{ row: ClassificationRateView; mode: 'edit' | 'enable' } | null>(null);
  const [allowance, setAllowance] = useState<AllowanceRateView | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const data = rates.data;
  const year = picked && data?.years.includes(picked) ? picked : (data?.years[0] ?? '');
  const nextFrom = `${Number((data?.years[0] ?? '2026-27').slice(0, 4)) + 1}-07-01`;
  const streams = [
    ...new Set((data?.classifications ?? []).filter((r) => r.year === year).map((r) => r.stream)),
  ];
  return (
    <Box maw={1100}>
      <PageHeader
        title="Pay rates"
        description="The SCHADS award’s (MA000100) rates and allowances. Each row applies from the first full pay period starting on or after its date."
        actions={
          manage ? (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFileImport size={18} aria-hidden />}
                onClick={() => setImporting(true)}
              >
                Import CSV
              </Button>
              <Button
                leftSection={<IconCalendarPlus size={18} aria-hidden />}
                onClick={() => setAdding(true)}
              >
                Add next year
              </Button>
            </Group>
          ) : null
        }
      />
      <Tabs defaultValue="rates" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="rates">Rates</Tabs.Tab>
          <Tabs.Tab value="settings">Pay settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rates">
          {rates.isPending ? (
            <Group justify="center" py="xl">
              <Loader />
            </Group>
          ) : rates.isError || !data ? (
            <LoadFailed what="the pay rates" onRetry={() => void rates.refetch()} />
          ) : (
            <Stack gap="lg">
              <SegmentedControl
                aria-label="Year"
                data={data.years}
                value={year}
                onChange={setPicked}
                w={{ base: '100%', sm: 'auto' }}
                style={{ alignSelf: 'flex-start' }}
              />
              {streams.map((stream) => (
                <Card key={stream} withBorder radius="lg" padding="lg">
                  <Stack gap="sm">
                    <Title order={2} fz="lg">
                      {STREAM_LABELS[stream as Stream] ?? stream}
                    </Title>
                    <ClassificationRatesTable
                      rows={data.classifications.filter((r) => r.year === year && r.stream === stream)}
                      onEdit={manage ? (row) => setRate({ row, mode: 'edit' }) : undefined}
                      onEnable={manage ? (row) => setRate({ row, mode: 'enable' }) : undefined}
                    />
                  </Stack>
                </Card>
              ))}
              <Card withBorder radius="lg" padding="lg">
                <Stack gap="sm">
                  <Title order={2} fz="lg">
                    Allowances
                  </Title>
                  <AllowancesTable
                    rows={data.allowances.filter((a) => a.year === year)}
                    onEdit={manage ? setAllowance : undefined}
                  />
                </Stack>
              </Card>
              {manage ? null : (
                <Text c="dimmed" fz="sm">
                  Only a company administrator changes the rates.
                </Text>
              )}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <PaySettingsPanel canEdit={manage} />
        </Tabs.Panel>
      </Tabs>
      <RateDialog row={rate?.row ?? null} mode={rate?.mode ?? 'edit'} onClose={() => setRate(null)} />
      <AllowanceDialog row={allowance} onClose={() => setAllowance(null)} />
      <AddYearDialog opened={adding} nextFrom={nextFrom} onClose={() => setAdding(false)} />
      <ImportRatesDialog opened={importing} onClose={() => setImporting(false)} />
    </Box>
  );
}
