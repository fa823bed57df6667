import {
  type AccountingSettingsInput,
  EARNINGS_CODES,
  type EarningsCode,
  type IntegrationView,
  SALES_TAX_TYPES,
} from '@care/domain';
import {
  Button,
  Divider,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchEarningsRates, INTEGRATIONS_KEY, saveIntegrationSettings } from './integrations-api.ts';

/** What each shift code is (docs/workforce.md), for the mapping table. */
const CODE_NAMES: Record<EarningsCode, string> = {
  M: 'Weekday day (M)',
  E: 'Weekday evening (E)',
  EX: 'Active night (EX)',
  SA: 'Saturday (SA)',
  SAN: 'Saturday night (SAN)',
  SU: 'Sunday (SU)',
  SUN: 'Sunday night (SUN)',
  PH: 'Public holiday (PH)',
  N: 'Sleepover (N)',
  KM: 'Kilometres',
};

/** The revenue account, tax type, and which Xero earnings rate each shift code and kilometres post to. */
export function AccountingSettingsCard({ integration }: { integration: IntegrationView }) {
  const queryClient = useQueryClient();
  const rates = useQuery({
    queryKey: [...INTEGRATIONS_KEY, 'earnings-rates'],
    queryFn: ({ signal }) => fetchEarningsRates(signal),
  });
  const [values, setValues] = useState<AccountingSettingsInput>({
    accountCode: integration.settings.accountCode,
    taxType: integration.settings.taxType as AccountingSettingsInput['taxType'],
    earningsRates: integration.settings.earningsRates,
  });
  const save = useMutation({
    mutationFn: saveIntegrationSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
  const options = (rates.data ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.units || r.kind})` }));
  return (
    <Stack gap="sm">
      <Divider />
      <Title order={3} fz="md">
        Invoices
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={520}>
        <TextInput
          label="Revenue account code"
          value={values.accountCode}
          onChange={(e) => setValues({ ...values, accountCode: e.currentTarget.value })}
        />
        <Select
          label="Tax type"
          data={SALES_TAX_TYPES.map((t) => ({
            value: t,
            label: t === 'EXEMPTOUTPUT' ? 'GST Free Income' : t,
          }))}
          value={values.taxType}
          onChange={(v) => v && setValues({ ...values, taxType: v as AccountingSettingsInput['taxType'] })}
        />
      </SimpleGrid>
      <Title order={3} fz="md">
        Earnings rates
      </Title>
      <Text c="dimmed" fz="sm">
        Post Staff Timesheet sends each shift code’s hours (and the kilometres) to the earnings rate chosen
        here.
      </Text>
      <Table aria-label="Earnings-rate mapping" maw={620}>
        <Table.Tbody>
          {EARNINGS_CODES.map((code) => (
            <Table.Tr key={code}>
              <Table.Td>{CODE_NAMES[code]}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Earnings rate for ${CODE_NAMES[code]}`}
                  placeholder={rates.isPending ? 'Reading from Xero…' : 'Not posted'}
                  data={options}
                  clearable
                  value={values.earningsRates[code] ?? null}
                  onChange={(v) =>
                    setValues({ ...values, earningsRates: { ...values.earningsRates, [code]: v ?? '' } })
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate(values)}>
          Save settings
        </Button>
      </Group>
    </Stack>
  );
}
