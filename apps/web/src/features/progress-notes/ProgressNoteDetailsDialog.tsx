import type { ProgressNoteEdit, ProgressNoteView } from '@care/domain';
import { Badge, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { kmText, noteTime, shiftTimes } from './note-format.ts';
import { ProgressNoteEditForm } from './ProgressNoteEditForm.tsx';
import { PROGRESS_NOTES_KEY, saveProgressNote } from './progress-notes-api.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} fz="md" fw={700}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Written({ text }: { text: string | null }) {
  return text ? (
    <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  ) : (
    <Text fz="sm" c="dimmed">
      Nothing written yet
    </Text>
  );
}

/**
 * Progress Note Details (spec 2 client tab, spec 3 §2.3/§2.4): who, whom and when, then the
 * Report, Progress and Follow Up sections, and Update (the edit form) for those who may edit.
 * `own`: the worker's own note, whose save also sends its shift and staff member.
 */
export function ProgressNoteDetailsDialog({
  note,
  zone,
  canEdit,
  own = false,
  opened,
  onClose,
}: {
  note: ProgressNoteView | null;
  zone: string;
  canEdit: boolean;
  own?: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const save = async (edit: ProgressNoteEdit) => {
    if (!note) {
      return;
    }
    await saveProgressNote(note, edit, own);
    await queryClient.invalidateQueries({ queryKey: PROGRESS_NOTES_KEY });
    onClose();
  };
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Progress Note Details" size="lg">
      {note ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color={note.isCompleted ? 'teal' : 'yellow'}>
              {note.isCompleted ? 'Completed' : 'Not completed'}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
            <Item label="Staff">{note.staff.fullName}</Item>
            <Item label="Client">{note.profile.fullName}</Item>
            <Item label="Date">{noteTime(note.date, zone)}</Item>
            <Item label="Shift">{shiftTimes(note, zone)}</Item>
            <Item label="Kilometres">{kmText(note)}</Item>
            <Item label="Clock-in position">{note.position}</Item>
            <Item label="Date Created">{noteTime(note.dateCreated, zone)}</Item>
            <Item label="Date Modified">{noteTime(note.dateModified, zone)}</Item>
          </SimpleGrid>
          <Divider />
          <Section title="Report">
            <Written text={note.report} />
          </Section>
          <Section title="Progress">
            <Written text={note.progress} />
          </Section>
          <Section title="Follow Up">
            <Written text={note.followUp} />
          </Section>
          {canEdit ? (
            <>
              <Divider />
              <Section title="Update">
                <ProgressNoteEditForm
                  key={note.progressNoteId}
                  note={note}
                  onSave={save}
                  onCancel={onClose}
                />
              </Section>
            </>
          ) : null}
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
