import { allSections, type FieldDef, type FormDef } from '@care/domain';
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormField } from '../../ui/form/FormField.tsx';
import { emptyRow, type InputValues, specOf } from './form-values.ts';

// biome-ignore lint/suspicious/noExplicitAny: the parsed output of a form built at run time is a record.
type Form = UseFormReturn<InputValues, unknown, any>;

/** A table of rows (supports, goals, risks): each row a card of its cells, added and removed. */
function RowsField({ form, field }: { form: Form; field: Extract<FieldDef, { kind: 'rows' }> }) {
  const rows = useFieldArray({ control: form.control, name: field.key as never });
  const error = (form.formState.errors[field.key] as { message?: string } | undefined)?.message;
  return (
    <Stack gap="xs" style={{ gridColumn: '1 / -1' }}>
      <Text fw={600} fz="sm">
        {field.label}
        {field.required ? (
          <Text span c="red" ml={4} aria-hidden="true">
            *
          </Text>
        ) : null}
      </Text>
      {field.help ? (
        <Text fz="xs" c="dimmed">
          {field.help}
        </Text>
      ) : null}
      {rows.fields.map((row, i) => (
        <Card key={row.id} withBorder padding="sm" radius="md" aria-label={`${field.label} row ${i + 1}`}>
          <Group justify="space-between" mb={4}>
            <Text fz="xs" fw={600} c="dimmed">
              Row {i + 1}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${field.label} row ${i + 1}`}
              onClick={() => rows.remove(i)}
            >
              <IconTrash size={18} stroke={1.8} aria-hidden />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(field.columns.length, 3) }} spacing="sm">
            {field.columns.map((col) => (
              <FormField
                key={col.key}
                field={specOf(col, `${field.key}.${i}.${col.key}`)}
                register={form.register}
                control={form.control}
                errors={form.formState.errors}
              />
            ))}
          </SimpleGrid>
        </Card>
      ))}
      {error ? (
        <Text c="red.7" fz="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
          onClick={() => rows.append(emptyRow(field) as never)}
        >
          Add {field.label.toLowerCase()} row
        </Button>
      </Group>
    </Stack>
  );
}

/** Every section of the form as its inputs, from the form's definition (one renderer for all forms). */
export function FormSections({ def, form }: { def: FormDef; form: Form }) {
  return (
    <Stack gap="lg">
      {allSections(def).map((section) => (
        <Card key={section.title} shadow="xs" padding="lg" component="section" aria-label={section.title}>
          <Title order={3} fz="md" mb="sm">
            {section.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {section.fields.map((field) =>
              field.kind === 'rows' ? (
                <RowsField key={field.key} form={form} field={field} />
              ) : (
                <div key={field.key} style={field.kind === 'textarea' ? { gridColumn: '1 / -1' } : undefined}>
                  <FormField
                    field={specOf(field, field.key)}
                    register={form.register}
                    control={form.control}
                    errors={form.formState.errors}
                  />
                </div>
              ),
            )}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
