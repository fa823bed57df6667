import { SHIFT_CODES, shiftCodeName, TIMESHEET_MESSAGES, timesheetPeriodSchema } from '@care/domain';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';
import { type FilterField, FilterForm } from '../../ui/FilterForm.tsx';
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
  const time = (label: string, key: 'start' | 'end'): FilterField<Draft> => ({
    kind: 'custom',
    key,
    render: ({ draft, change, problems }) => (
      <DateTimeField
        label={label}
        required
        value={draft[key]}
        onChange={(v) => change({ [key]: v })}
        error={problems?.fields?.[key]}
      />
    ),
  });

  return (
    <FilterForm<Draft>
      value={{
        staffId: value?.staffId ?? null,
        clientId: value?.clientId ?? null,
        shiftType: value?.shiftType ?? null,
        start: wallTimeOfOrEmpty(value?.fromDate, zone),
        end: wallTimeOfOrEmpty(value?.toDate, zone),
      }}
      fields={[
        { kind: 'select', name: 'staffId', label: 'Staff', placeholder: 'All staff', data: staff },
        { kind: 'select', name: 'clientId', label: 'Client', placeholder: 'All clients', data: clients },
        time('Start', 'start'),
        time('End', 'end'),
        {
          kind: 'select',
          name: 'shiftType',
          label: 'Shift type',
          placeholder: 'Every shift type',
          data: SHIFT_TYPES,
          searchable: false,
        },
      ]}
      clearProblemsOnChange
      check={(draft) => {
        const found: { start?: string; end?: string } = {};
        if (!draft.start) {
          found.start = T.selectPeriod;
        }
        if (!draft.end) {
          found.end = T.selectPeriod;
        }
        const period = timesheetPeriodSchema.safeParse({
          fromDate: instantOf(draft.start, zone),
          toDate: instantOf(draft.end, zone),
        });
        if (!found.start && !found.end && !period.success) {
          // The order and the 62-day limit, at the end field.
          found.end = period.error.issues[0]?.message ?? T.periodOrder;
        }
        return Object.keys(found).length > 0 ? { fields: found } : null;
      }}
      onApply={(draft) =>
        onApply({
          fromDate: instantOf(draft.start, zone),
          toDate: instantOf(draft.end, zone),
          staffId: draft.staffId,
          clientId: draft.clientId,
          shiftType: draft.shiftType,
        })
      }
      onReset={() => onApply(null)}
      close={close}
    />
  );
}
