import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface ArchiveFilterFormProps {
  /** true: the Archived list is shown. */
  archived: boolean;
  onApply: (archived: boolean) => void;
  close: () => void;
}

const CHOICES = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** The review screens' filter dialog (spec 1 §2.7): Active or Archived, Reset Filter and Load. */
export function ArchiveFilterForm({ archived, onApply, close }: ArchiveFilterFormProps) {
  const [draft, setDraft] = useState(archived ? 'archived' : 'active');

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fz="sm" fw={500}>
          Documents
        </Text>
        <SegmentedControl fullWidth data={CHOICES} value={draft} onChange={setDraft} aria-label="Documents" />
      </Stack>
      <Group justify="space-between" mt="sm">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            onApply(false);
            close();
          }}
        >
          Reset Filter
        </Button>
        <Button
          onClick={() => {
            onApply(draft === 'archived');
            close();
          }}
        >
          Load
        </Button>
      </Group>
    </Stack>
  );
}
