import { EMERGENCY_SERVICES } from '@care/domain';
import { Checkbox, Group, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormFields } from '../../ui/form/FormField.tsx';
import { Section } from './IncidentFormSection.tsx';
import type { IncidentFormApi } from './incident-form-values.ts';

/** Who was told: first aid, family, guardian, the emergency services called and their reference. */
export function IncidentWhoWasToldSection({ form }: { form: IncidentFormApi }) {
  return (
    <Section title="Who was told">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <FormFields
          form={form}
          fields={[
            { name: 'firstAid', label: 'First aid given?', kind: 'yesno', options: ['Yes', 'No'] },
            { name: 'familyNotified', label: 'Family told?', kind: 'yesno', options: ['Yes', 'No'] },
            { name: 'guardianNotified', label: 'Guardian told?', kind: 'yesno', options: ['Yes', 'No'] },
          ]}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="emergencyServices"
        render={({ field }) => (
          <Checkbox.Group
            label="Emergency services called"
            value={field.value}
            onChange={field.onChange}
            size="md"
          >
            <Group mt={6}>
              {EMERGENCY_SERVICES.map((s) => (
                <Checkbox key={s} value={s} label={s} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <FormFields
        form={form}
        fields={[{ name: 'policeReference', label: 'Police or ambulance reference' }]}
      />
    </Section>
  );
}
