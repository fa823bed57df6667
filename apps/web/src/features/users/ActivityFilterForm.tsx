import '@mantine/dates/styles.css';
import { zonedWallTimeToInstant } from '@care/domain';
import { Autocomplete, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { daysBackwards, FilterDay } from '../../ui/FilterFields.tsx';
import type { ActivityFilter } from './activity-api.ts';

/** The dialog's choices as the user sees them: a name and two calendar days (YYYY-MM-DD). */
export interface ActivityFilterDraft {
  username: string;
  start: string | null;
  end: string | null;
}

export const EMPTY_DRAFT: ActivityFilterDraft = { username: '', start: null, end: null };

/** The days as instants in the company's zone: from the start of the first to the start of the day after the last. */
export function toActivityFilter(draft: ActivityFilterDraft, zone: string): ActivityFilter {
  const dayAfter = (day: string) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };
  return {
    username: draft.username.trim(),
    fromDate: draft.start ? zonedWallTimeToInstant(`${draft.start}T00:00`, zone).toISOString() : null,
    toDate: draft.end ? zonedWallTimeToInstant(`${dayAfter(draft.end)}T00:00`, zone).toISOString() : null,
  };
}

export interface ActivityFilterFormProps {
  users: string[];
  value: ActivityFilterDraft;
  onApply: (draft: ActivityFilterDraft | null) => void;
  close: () => void;
}

/** Filter the activity log by user, start date and end date (spec 2 §2). */
export function ActivityFilterForm({ users, value, onApply, close }: ActivityFilterFormProps) {
  const [draft, setDraft] = useState(value);
  const backwards = daysBackwards(draft.start, draft.end);

  const dateInput = (label: string, key: 'start' | 'end') => (
    <FilterDay
      label={label}
      value={draft[key]}
      onChange={(day) => setDraft({ ...draft, [key]: day })}
      backwards={key === 'end' && backwards}
    />
  );

  return (
    <Stack gap="md">
      <Autocomplete
        label="User"
        placeholder="Anyone"
        size="md"
        data={users}
        value={draft.username}
        onChange={(username) => setDraft({ ...draft, username })}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {dateInput('Start date', 'start')}
        {dateInput('End date', 'end')}
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            onApply(null);
            close();
          }}
        >
          Reset Filter
        </Button>
        <Button
          disabled={backwards}
          onClick={() => {
            const empty = !draft.username.trim() && !draft.start && !draft.end;
            onApply(empty ? null : draft);
            close();
          }}
        >
          Load
        </Button>
      </Group>
    </Stack>
  );
}
