import type { ProgressNoteView } from '@care/domain';
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { isWritten, noteTime, shiftTimes } from './note-format.ts';
import { ProgressNoteDetailsDialog } from './ProgressNoteDetailsDialog.tsx';
import { fetchNotesOf, progressNotesKey } from './progress-notes-api.ts';

/** Card lists show 12 a page (spec 3 §9). */
export const NOTES_PAGE_SIZE = 12;

function NoteCard({ note, zone, onOpen }: { note: ProgressNoteView; zone: string; onOpen: () => void }) {
  const written = isWritten(note);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Progress note for ${note.profile.fullName}`}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {note.profile.fullName}
          </Text>
          <Badge variant="light" color={written ? 'teal' : 'yellow'} style={{ flexShrink: 0 }}>
            {written ? 'Written' : 'To write'}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          {shiftTimes(note, zone) || noteTime(note.date, zone)}
        </Text>
        <Text fz="sm" lineClamp={3} c={note.report ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
          {note.report || 'No report written yet.'}
        </Text>
        {note.followUp ? (
          <Text fz="sm" lineClamp={2}>
            <Text span fw={600} fz="sm">
              Follow up:{' '}
            </Text>
            {note.followUp}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed" mt="auto">
          {note.dateModified
            ? `Updated ${noteTime(note.dateModified, zone)}`
            : `Opened ${noteTime(note.dateCreated, zone)}`}
        </Text>
        <Button variant={written ? 'light' : 'filled'} size="sm" onClick={onOpen} fullWidth>
          {written ? 'Open note' : 'Write note'}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /app/staff/progress-note (spec 3 §2.4): the worker's progress notes as cards, 12 a page,
 * searchable by name; each opens Progress Note Details with its Update form.
 */
export function StaffProgressNotesPage() {
  const zone = useTimeZone();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const list = useQuery({
    queryKey: progressNotesKey('mine', name),
    queryFn: ({ signal }) => fetchNotesOf({ staffname: name }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / NOTES_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * NOTES_PAGE_SIZE, current * NOTES_PAGE_SIZE);
  const open = rows.find((n) => n.progressNoteId === openId) ?? null;

  return (
    <Stack gap={0}>
      <PageHeader
        title="Progress Notes"
        description="A note for each client of your shifts: what happened, their progress, and what to follow up."
      />
      <Stack gap="md">
        <TextInput
          type="search"
          size="md"
          maw={{ sm: 420 }}
          leftSection={<IconSearch size={18} stroke={1.8} aria-hidden />}
          placeholder="Search by name"
          aria-label="Search by name"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        {list.isPending ? (
          <Skeleton h={240} radius="lg" />
        ) : list.isError && !list.data ? (
          <LoadFailed what="your progress notes" onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {name
              ? `No progress notes match “${name}”.`
              : 'No progress notes yet. A note opens for each client when your shift starts.'}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {shown.map((n) => (
                <NoteCard
                  key={n.progressNoteId}
                  note={n}
                  zone={zone}
                  onOpen={() => {
                    setOpenId(n.progressNoteId);
                    setOpened(true);
                  }}
                />
              ))}
            </SimpleGrid>
            {pages > 1 ? (
              <Center>
                <Pagination total={pages} value={current} onChange={setPage} size="md" />
              </Center>
            ) : null}
          </>
        )}
      </Stack>
      <ProgressNoteDetailsDialog
        note={open}
        zone={zone}
        canEdit
        own
        opened={opened && open !== null}
        onClose={() => setOpened(false)}
      />
    </Stack>
  );
}
