import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StatusFilter } from './people-list-api.ts';
import { NO_FILTER, type PeopleFilter } from './usePeopleList.ts';

export interface PeopleFilterFormProps {
  /** "Administrator", "Staff member", "Client": the picker's label. */
  personLabel: string;
  people: { value: string; label: string }[];
  value: PeopleFilter;
  onApply: (filter: PeopleFilter) => void;
  close: () => void;
}

const STATUSES: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'InActive' },
];

/** The lists' filter dialog (spec 2 §2): a person picker, status Active/InActive, Reset Filter and Load. */
export function PeopleFilterForm({ personLabel, people, value, onApply, close }: PeopleFilterFormProps) {
  const [draft, setDraft] = useState<PeopleFilter>(value);

  return (
    <Stack gap="md">
      <Select
        label={personLabel}
        placeholder={`Any ${personLabel.toLowerCase()}`}
        data={people}
        value={draft.personId}
        onChange={(personId) => setDraft({ ...draft, personId })}
        searchable
        clearable
        nothingFoundMessage="Nobody by that name"
        size="md"
        comboboxProps={{ withinPortal: true }}
      />
      <Stack gap={6}>
        <Text fz="sm" fw={500}>
          Status
        </Text>
        <SegmentedControl
          fullWidth
          data={STATUSES}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status: status as StatusFilter })}
          aria-label="Status"
        />
      </Stack>
      <Group justify="space-between" mt="sm">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            onApply(NO_FILTER);
            close();
          }}
        >
          Reset Filter
        </Button>
        <Button
          onClick={() => {
            onApply(draft);
            close();
          }}
        >
          Load
        </Button>
      </Group>
    </Stack>
  );
}
