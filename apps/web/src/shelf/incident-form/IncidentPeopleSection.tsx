import { Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormFields } from '../../ui/form/FormField.tsx';
import { Section } from './IncidentFormSection.tsx';
import type { IncidentFormApi } from './incident-form-values.ts';

/** The people: whether anyone was harmed and how, others involved, and the witnesses (up to ten). */
export function IncidentPeopleSection({ form }: { form: IncidentFormApi }) {
  const witnesses = useFieldArray({ control: form.control, name: 'witnesses' });
  const harmed = useWatch({ control: form.control, name: 'personHarmed' });
  const { errors } = form.formState;
  return (
    <Section title="People">
      <FormFields
        form={form}
        fields={[
          {
            name: 'personHarmed',
            label: 'Was anyone harmed?',
            kind: 'yesno',
            options: ['Yes', 'No'],
            required: true,
          },
        ]}
      />
      {harmed === 'Yes' ? (
        <FormFields
          form={form}
          fields={[{ name: 'harmDetails', label: 'The harm or injury', kind: 'textarea', required: true }]}
        />
      ) : null}
      <FormFields
        form={form}
        fields={[
          {
            name: 'othersInvolved',
            label: 'Other people involved (names, roles, contacts)',
            kind: 'textarea',
            minRows: 2,
          },
        ]}
      />
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          Witnesses
        </Text>
        {witnesses.fields.map((w, i) => (
          <Card key={w.id} withBorder p="sm" radius="sm">
            <Stack gap="xs">
              <Group grow align="flex-start">
                <TextInput
                  label="Name"
                  withAsterisk
                  size="md"
                  {...form.register(`witnesses.${i}.name`)}
                  error={errors.witnesses?.[i]?.name?.message}
                />
                <TextInput label="Contact" size="md" {...form.register(`witnesses.${i}.contact`)} />
              </Group>
              <Textarea
                label="Statement"
                autosize
                minRows={2}
                size="md"
                {...form.register(`witnesses.${i}.statement`)}
              />
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} />}
                onClick={() => witnesses.remove(i)}
                style={{ alignSelf: 'flex-start' }}
              >
                Remove witness
              </Button>
            </Stack>
          </Card>
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => witnesses.append({ name: '', contact: '', statement: '' })}
          disabled={witnesses.fields.length >= 10}
          style={{ alignSelf: 'flex-start' }}
        >
          Add a witness
        </Button>
      </Stack>
    </Section>
  );
}
