import { type AssistanceRow, REPRESENTATIVES_PAGE_SIZE } from '@care/domain';
import { Anchor, Card, Center, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPhone } from '../../../shelf/person-display.ts';
import type { RecordCards } from '../record-kind.ts';
import { RowActions } from '../record-ui.tsx';

const matches = (a: AssistanceRow, needle: string) =>
  [a.fullName, a.email, a.personel, a.phone].some((v) => (v ?? '').toLowerCase().includes(needle));

/** The client's representatives as cards, 12 a page (phones). */
export function AssistanceCards({ rows, onEdit, onDelete }: RecordCards<AssistanceRow>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = rows.filter((a) => matches(a, search.trim().toLowerCase()));
  const pages = Math.max(1, Math.ceil(found.length / REPRESENTATIVES_PAGE_SIZE));
  const shown = found.slice((page - 1) * REPRESENTATIVES_PAGE_SIZE, page * REPRESENTATIVES_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <TextInput
        aria-label="Search representatives"
        placeholder="Search by name, email or position"
        size="md"
        leftSection={<IconSearch size={18} stroke={1.8} aria-hidden />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {rows.length === 0 ? 'No representatives yet' : 'No representatives match your search'}
        </Text>
      ) : null}
      {shown.map((a) => (
        <Card
          key={a.assistanceId}
          withBorder
          radius="md"
          padding="md"
          component="article"
          aria-label={a.fullName}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{a.fullName}</Text>
              {a.personel ? (
                <Text fz="sm" c="dimmed">
                  {a.personel}
                </Text>
              ) : null}
              <Anchor href={`tel:${a.phone}`} fz="sm">
                {formatPhone(a.phone)}
              </Anchor>
              <Anchor href={`mailto:${a.email}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {a.email}
              </Anchor>
            </Stack>
            {onEdit || onDelete ? (
              <RowActions
                name={a.fullName}
                onEdit={onEdit ? () => onEdit(a) : null}
                onDelete={onDelete ? () => onDelete(a) : null}
              />
            ) : null}
          </Group>
        </Card>
      ))}
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} size="md" />
        </Center>
      ) : null}
    </Stack>
  );
}
