import type { OnCostSettingsView } from '@care/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { FormBanner } from '../../ui/form/FormBanner.tsx';
import { PAY_KEY, saveOnCosts } from './pay-settings-api.ts';

const NOT_SET = 'Not set: counted as 0% in the margin report until you enter it.';

/**
 * The on-costs the margin report adds to pay (issue 38 item 6): super at the guarantee rate (on ordinary
 * time earnings), workers' compensation and payroll tax (on all pay), as company percentages.
 */
export function OnCostsCard({ onCosts, canEdit }: { onCosts: OnCostSettingsView; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    superRate: onCosts.superRate,
    workersCompRate: onCosts.workersCompRate ?? '',
    payrollTaxRate: onCosts.payrollTaxRate ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setErrors({});
    setBanner(null);
    setBusy(true);
    try {
      await saveOnCosts({
        superRate: values.superRate,
        workersCompRate: values.workersCompRate.trim() === '' ? null : values.workersCompRate,
        payrollTaxRate: values.payrollTaxRate.trim() === '' ? null : values.payrollTaxRate,
      });
      await queryClient.invalidateQueries({ queryKey: PAY_KEY });
    } catch (error) {
      setBanner(isApiError(error) ? error.message : 'The on-costs could not be saved.');
      setErrors(isApiError(error) ? error.fieldErrors : {});
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof typeof values, label: string, saved: string | null, help: string) => (
    <TextInput
      label={label}
      rightSection="%"
      value={values[key]}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setValues((s) => ({ ...s, [key]: v }));
      }}
      disabled={!canEdit}
      error={errors[key]}
      description={saved === null ? NOT_SET : help}
    />
  );
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack
        gap="md"
        component="form"
        aria-label="On-costs"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div>
          <Title order={2} fz="lg">
            On-costs
          </Title>
          <Text c="dimmed" fz="sm">
            Added to each pay line in the margin report (Reports → Margin): super on ordinary time earnings,
            workers’ compensation and payroll tax on all pay.
          </Text>
        </div>
        <FormBanner message={banner} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {field('superRate', 'Super guarantee', onCosts.superRate, '12% from 1 July 2025.')}
          {field('workersCompRate', 'Workers’ compensation', onCosts.workersCompRate, 'Your insurer’s rate.')}
          {field(
            'payrollTaxRate',
            'Payroll tax',
            onCosts.payrollTaxRate,
            'Your state’s rate, if you pay it.',
          )}
        </SimpleGrid>
        {canEdit ? (
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              Save on-costs
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
