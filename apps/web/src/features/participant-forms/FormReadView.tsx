import { allSections, type FieldDef, type FormDef, type FormValues } from '@care/domain';
import { Box, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { shownValue } from './form-values.ts';

function RowsView({ field, values }: { field: Extract<FieldDef, { kind: 'rows' }>; values: FormValues }) {
  const rows = Array.isArray(values[field.key]) ? (values[field.key] as Record<string, never>[]) : [];
  return (
    <Stack gap={4} style={{ gridColumn: '1 / -1' }}>
      <Text fz="sm" c="dimmed">
        {field.label}
      </Text>
      {rows.length === 0 ? (
        <Text fz="sm">None</Text>
      ) : (
        <>
          {/* On a phone each row is a card of its columns, every one in view: a table there hid the
              schedule, quantity and price beyond a sideways scroll of the agreement being signed. */}
          <Stack
            component="ul"
            hiddenFrom="sm"
            gap="xs"
            aria-label={field.label}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their order is their identity.
              <Card key={i} component="li" withBorder padding="sm" radius="md">
                <Stack gap={6}>
                  {field.columns.map((c) => (
                    <Box key={c.key}>
                      <Text fz="xs" c="dimmed">
                        {c.label}
                      </Text>
                      <Text fz="sm">{shownValue(c, row[c.key])}</Text>
                    </Box>
                  ))}
                </Stack>
              </Card>
            ))}
          </Stack>
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={480}>
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    {field.columns.map((c) => (
                      <Table.Th key={c.key}>{c.label}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their order is their identity.
                    <Table.Tr key={i}>
                      {field.columns.map((c) => (
                        <Table.Td key={c.key}>{shownValue(c, row[c.key])}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        </>
      )}
    </Stack>
  );
}

/** The form as the participant, a worker or an auditor reads it: every field, no inputs. */
export function FormReadView({ def, values }: { def: FormDef; values: FormValues }) {
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
                <RowsView key={field.key} field={field} values={values} />
              ) : (
                <Stack
                  key={field.key}
                  gap={2}
                  style={field.kind === 'textarea' ? { gridColumn: '1 / -1' } : undefined}
                >
                  <Text fz="sm" c="dimmed">
                    {field.label}
                  </Text>
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {shownValue(field, values[field.key])}
                  </Text>
                </Stack>
              ),
            )}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
