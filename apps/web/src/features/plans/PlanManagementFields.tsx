import { PLAN_MANAGEMENT_KINDS } from '@care/domain';
import { Box, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { FormFields } from '../../ui/form/FormField.tsx';
import { MANAGEMENT_HINT } from './plan-display.ts';
import type { PlanFormApi } from './plan-form-values.ts';

/** How the plan is managed, with the plan manager's or the nominated representative's details as it asks. */
export function PlanManagementFields({ form }: { form: PlanFormApi }) {
  const management = useWatch({ control: form.control, name: 'management' });
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="management"
        render={({ field }) => (
          <Radio.Group
            label="How is the plan managed?"
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            error={errors.management?.message}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt={6}>
              {PLAN_MANAGEMENT_KINDS.map((kind) => (
                <Radio.Card key={kind} value={kind} p="sm" radius="md" onBlur={field.onBlur}>
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Box>
                      <Text fz="sm" fw={600}>
                        {kind}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {MANAGEMENT_HINT[kind]}
                      </Text>
                    </Box>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      {management === 'Plan Managed' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormFields
            form={form}
            fields={[
              {
                name: 'planManager',
                label: 'Plan manager',
                required: true,
                placeholder: 'e.g. Harbour Plan Management',
                autoComplete: 'off',
              },
              {
                name: 'planManagerEmail',
                label: 'Plan manager’s invoice e-mail',
                kind: 'email',
                description: 'Tax invoices are e-mailed here',
              },
              { name: 'planManagerAbn', label: 'Plan manager’s ABN' },
              { name: 'planManagerAddress', label: 'Plan manager’s postal address' },
            ]}
          />
        </SimpleGrid>
      ) : null}
      {management === 'Self Managed' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormFields
            form={form}
            fields={[
              {
                name: 'representativeName',
                label: 'Nominated representative',
                description: 'Invoices go to them; leave blank to invoice the participant',
                autoComplete: 'off',
              },
              { name: 'representativeEmail', label: 'Representative’s e-mail', kind: 'email' },
              { name: 'representativeAddress', label: 'Representative’s postal address' },
            ]}
          />
        </SimpleGrid>
      ) : null}
    </>
  );
}
