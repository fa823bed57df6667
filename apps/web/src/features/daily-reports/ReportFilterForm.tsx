import '@mantine/dates/styles.css';
import { calendarDateInZone, type DailyReportView } from '@care/domain';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { daysBackwards, FilterDay, FilterPerson } from '../../ui/FilterFields.tsx';
import { authorName } from './daily-reports-api.ts';

/** The filter's choices: a person's name and two calendar days (YYYY-MM-DD) of the clock-in. */
export interface ReportFilter {
  name: string | null;
  start: string | null;
  end: string | null;
}

export const NO_FILTER: ReportFilter = { name: null, start: null, end: null };

/** The reports matching the filter: the author, and the clock-in's local day within the dates. */
export function applyFilter(
  rows: readonly DailyReportView[],
  f: ReportFilter,
  zone: string,
): DailyReportView[] {
  return rows.filter((r) => {
    const day = calendarDateInZone(r.clockIn, zone);
    return (!f.name || authorName(r) === f.name) && (!f.start || day >= f.start) && (!f.end || day <= f.end);
  });
}

/** Filter a daily report table by person and dates (spec 3 §2.3 "filter"). */
export function ReportFilterForm({
  who,
  names,
  value,
  onApply,
  close,
}: {
  who: string;
  names: string[];
  value: ReportFilter;
  onApply: (f: ReportFilter) => void;
  close: () => void;
}) {
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
      <FilterPerson
        label={who}
        data={names}
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {dateInput('From date', 'start')}
        {dateInput('To date', 'end')}
      </SimpleGrid>
      <Group justify="space-between" mt="sm">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            onApply(NO_FILTER);
            close();
          }}
        >
          Clear
        </Button>
        <Button
          disabled={backwards}
          onClick={() => {
            onApply(draft);
            close();
          }}
        >
          Apply
        </Button>
      </Group>
    </Stack>
  );
}
