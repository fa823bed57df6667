import { Anchor, Box, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatPhone } from '../../shelf/person-display.ts';
import { EmailText } from '../../ui/data-table/cells.tsx';
import { formatFieldValue } from './field-format.ts';
import type { FieldDef } from './section-fields.ts';

export interface InfoCardProps {
  title: string;
  fields?: FieldDef[];
  record?: object;
  /** Shows the Edit button (only to those who may edit). */
  onEdit?: () => void;
  editLabel?: string;
  /** Content after the fields (extra rows, a signature, a note). */
  children?: ReactNode;
  /** A short line under the title. */
  note?: ReactNode;
  /** A full-width card lays its fields out in more columns. */
  wide?: boolean;
}

/** Notes take a whole row; other values sit two or more to a row (long ones wrap). */
const spansRow = (field: FieldDef) => field.type === 'textarea';

function FieldValue({ field, value }: { field: FieldDef; value: string }) {
  if (!value) {
    return (
      <Text fz="sm" c="gray.5" aria-label="Not recorded">
        —
      </Text>
    );
  }
  const common = { fz: 'sm', fw: 500, style: { overflowWrap: 'anywhere' as const } };
  if (field.type === 'tel') {
    return (
      <Anchor href={`tel:${value}`} {...common}>
        {formatPhone(value)}
      </Anchor>
    );
  }
  if (field.type === 'email') {
    return (
      <Anchor href={`mailto:${value}`} {...common}>
        <EmailText email={value} />
      </Anchor>
    );
  }
  if (field.type === 'url' && /^https?:\/\//i.test(value)) {
    return (
      <Anchor href={value} target="_blank" rel="noopener noreferrer" {...common}>
        {value.replace(/^https?:\/\/(www\.)?/i, '')}
      </Anchor>
    );
  }
  return (
    <Text
      {...common}
      style={{ ...common.style, whiteSpace: field.type === 'textarea' ? 'pre-line' : undefined }}
    >
      {value}
    </Text>
  );
}

/** A profile card: its title, an Edit button for those who may edit, and its fields as label/value pairs. */
export function InfoCard({
  title,
  fields = [],
  record = {},
  onEdit,
  editLabel,
  children,
  note,
  wide = false,
}: InfoCardProps) {
  const columns = wide ? { base: 2, md: 3, lg: 4 } : { base: 2 };
  const values = record as Record<string, unknown>;
  const shown = fields.filter((f) => !f.cardHidden);
  return (
    <Card component="section" aria-label={title} h="100%">
      <Group justify="space-between" align="center" mb={note ? 4 : 'md'} wrap="nowrap" gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {onEdit ? (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
            onClick={onEdit}
            aria-label={editLabel ?? `Edit ${title}`}
            style={{ flexShrink: 0 }}
          >
            Edit
          </Button>
        ) : null}
      </Group>
      {note ? (
        <Text fz="sm" c="dimmed" mb="md">
          {note}
        </Text>
      ) : null}
      {shown.length > 0 ? (
        <SimpleGrid cols={columns} spacing="lg" verticalSpacing="md">
          {shown.map((field) => (
            <Box key={field.name} style={spansRow(field) ? { gridColumn: '1 / -1' } : undefined}>
              <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }} mb={2}>
                {field.label}
              </Text>
              <FieldValue field={field} value={formatFieldValue(field, values[field.name])} />
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
      {children}
    </Card>
  );
}
