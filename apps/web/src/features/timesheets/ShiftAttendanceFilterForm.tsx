import { SHIFT_CODES, shiftCodeName, TIMESHEET_MESSAGES, timesheetPeriodSchema } from '@care/domain';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import type { PersonOption } from '../roster/usePeopleOptions.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { instantOf, wallTimeOfOrEmpty } from './report-filter.ts';
import type { ShiftAttendanceFilter } from './timesheets-api.ts';

const T = TIMESHEET_MESSAGES;
const SHIFT_TYPES = SHIFT_CODES.map((code) => ({ value: code, label: shiftCodeName(code) }));

interface Draft {
  staffId: string | null;
  clientId: string | null;
  shiftType: string | null;
  start: string;
  end: string;
}

/**
 * The Timesheet Report's filter dialog (spec 3 §2.3): staff, client, start and end (both required:
 * 'Select Start Date and End Date'), and a shift type; Reset goes back to the last 14 days.
 */
export function ShiftAttendanceFilterForm({
  value,
  staff,
  clients,
  zone,
  onApply,
  close,
}: {
  value: ShiftAttendanceFilter | null;
  staff: PersonOption[];
  clients: PersonOption[];
  zone: string;
  onApply: (filter: ShiftAttendanceFilter | null) => void;
  close: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({
    staffId: value?.staffId ?? null,
    clientId: value?.clientId ?? null,
    shiftType: value?.shiftType ?? null,
    start: wallTimeOfOrEmpty(value?.fromDate, zone),
    end: wallTimeOfOrEmpty(value?.toDate, zone),
  });
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };

  const load = () => {
    const found: { start?: string; end?: string } = {};
    if (!draft.start) {
      found.start = T.selectPeriod;
    }
    if (!draft.end) {
      found.end = T.selectPeriod;
    }
    const fromDate = instantOf(draft.start, zone);
    const toDate = instantOf(draft.end, zone);
    const period = timesheetPeriodSchema.safeParse({ fromDate, toDate });
    if (!found.start && !found.end && !period.success) {
      // The order and the 62-day limit, at the end field.
      found.end = period.error.issues[0]?.message ?? T.periodOrder;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      return;
    }
    onApply({
      fromDate,
      toDate,
      staffId: draft.staffId,
      clientId: draft.clientId,
      shiftType: draft.shiftType,
    });
    close();
  };

  return (
    <Stack gap="md">
      <Select
        label="Staff"
        placeholder="All staff"
        size="md"
        data={staff}
        searchable
        clearable
        value={draft.staffId}
        onChange={(staffId) => change({ staffId })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Client"
        placeholder="All clients"
        size="md"
        data={clients}
        searchable
        clearable
        value={draft.clientId}
        onChange={(clientId) => change({ clientId })}
        comboboxProps={{ withinPortal: true }}
      />
      <DateTimeField
        label="Start"
        required
        value={draft.start}
        onChange={(start) => change({ start })}
        error={errors.start}
      />
      <DateTimeField
        label="End"
        required
        value={draft.end}
        onChange={(end) => change({ end })}
        error={errors.end}
      />
      <Select
        label="Shift type"
        placeholder="Every shift type"
        size="md"
        data={SHIFT_TYPES}
        clearable
        value={draft.shiftType}
        onChange={(shiftType) => change({ shiftType })}
        comboboxProps={{ withinPortal: true }}
      />
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
        <Button onClick={load}>Load</Button>
      </Group>
    </Stack>
  );
}
