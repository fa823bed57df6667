import '@mantine/dates/styles.css';
import { TIMESHEET_MESSAGES, zonedWallTimeToInstant } from '@care/domain';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { FilterPerson } from '../../ui/FilterFields.tsx';
import type { PersonOption } from '../roster/usePeopleOptions.ts';
import { pickerValueOf, wallTimeFromPicker } from '../roster-dialogs/dialog-support.ts';
import type { ShiftReportFilter } from './shift-report-list-api.ts';

/** The dialog's choices: a worker, a client, and start and end wall times ('YYYY-MM-DDTHH:mm', company zone). */
export interface ReportFilterDraft {
  staffId: string | null;
  clientId: string | null;
  start: string;
  end: string;
}

export const EMPTY_REPORT_DRAFT: ReportFilterDraft = { staffId: null, clientId: null, start: '', end: '' };

/** The draft as the call's filter: the wall times as instants in the company's zone. */
export function toReportFilter(draft: ReportFilterDraft, zone: string): ShiftReportFilter {
  const instant = (wall: string) => (wall ? zonedWallTimeToInstant(wall, zone).toISOString() : null);
  return {
    staffId: draft.staffId,
    clientId: draft.clientId,
    fromDate: instant(draft.start),
    toDate: instant(draft.end),
  };
}

/** What is wrong with the draft, or null: both date-times are required (spec 3 §2.3, §8), the end after the start. */
export function draftProblem(draft: ReportFilterDraft): string | null {
  if (!draft.start || !draft.end) {
    return TIMESHEET_MESSAGES.selectPeriod;
  }
  return draft.end <= draft.start ? TIMESHEET_MESSAGES.periodOrder : null;
}

/** The Shift Report list's filter: staff, client, start and end date-time; Reset Filter and Load. */
export function ShiftReportFilterForm({
  staff,
  clients,
  value,
  onApply,
  close,
}: {
  staff: PersonOption[];
  clients: PersonOption[];
  value: ReportFilterDraft;
  onApply: (draft: ReportFilterDraft) => void;
  close: () => void;
}) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const person = (label: string, key: 'staffId' | 'clientId', data: PersonOption[]) => (
    <FilterPerson
      label={label}
      data={data}
      value={draft[key]}
      onChange={(id) => setDraft({ ...draft, [key]: id })}
    />
  );
  const time = (label: string, key: 'start' | 'end') => (
    <DateTimePicker
      label={label}
      withAsterisk
      size="md"
      placeholder="Date and time"
      valueFormat="DD-MM-YYYY h:mm A"
      leftSection={<IconCalendarTime size={18} stroke={1.8} aria-hidden />}
      timePickerProps={{ format: '12h' }}
      clearable
      clearButtonProps={{ 'aria-label': `Clear the ${label.toLowerCase()}` }}
      value={pickerValueOf(draft[key])}
      onChange={(v) => setDraft({ ...draft, [key]: wallTimeFromPicker(v) })}
      error={problem === TIMESHEET_MESSAGES.selectPeriod ? !draft[key] : problem !== null && key === 'end'}
      popoverProps={{ withinPortal: true }}
    />
  );
  return (
    <Stack gap="md">
      {person('Staff', 'staffId', staff)}
      {person('Client', 'clientId', clients)}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {time('Start date', 'start')}
        {time('End date', 'end')}
      </SimpleGrid>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="space-between" mt="sm">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            onApply(EMPTY_REPORT_DRAFT);
            close();
          }}
        >
          Reset Filter
        </Button>
        <Button
          onClick={() => {
            const found = draftProblem(draft);
            setProblem(found);
            if (!found) {
              onApply(draft);
              close();
            }
          }}
        >
          Load
        </Button>
      </Group>
    </Stack>
  );
}
