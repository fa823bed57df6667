import { type AccountingSettingsInput, type IntegrationView, SALES_TAX_TYPES } from '@care/domain';
import { Button, Divider, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INTEGRATIONS_KEY, saveIntegrationSettings } from './integrations-api.ts';

/** The revenue account and tax type of posted invoices (the pay lines' mapping is PayCategoryMappingSection). */
export function AccountingSettingsCard({ integration }: { integration: IntegrationView }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AccountingSettingsInput>({
    accountCode: integration.settings.accountCode,
    taxType: integration.settings.taxType as AccountingSettingsInput['taxType'],
    earningsRates: integration.settings.earningsRates,
  });
  const save = useMutation({
    mutationFn: saveIntegrationSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
  });
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
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate(values)}>
          Save settings
        </Button>
      </Group>
    </Stack>
  );
}
