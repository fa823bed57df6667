import '@mantine/dates/styles.css';
import { DATE_FORMATS, TIMESHEET_MESSAGES, zonedWallTimeToInstant } from '@care/domain';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { pickerValueOf, wallTimeFromPicker } from '../../shelf/dialog-support.ts';
import type { PersonOption } from '../../shelf/usePeopleOptions.ts';
import { type FilterField, FilterForm } from '../../ui/FilterForm.tsx';
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
  const time = (label: string, key: 'start' | 'end'): FilterField<ReportFilterDraft> => ({
    kind: 'custom',
    key,
    render: ({ draft, change, problems }) => {
      const problem = problems?.message ?? null;
      return (
        <DateTimePicker
          label={label}
          withAsterisk
          size="md"
          placeholder="Date and time"
          valueFormat={DATE_FORMATS.dateTime}
          leftSection={<IconCalendarTime size={18} stroke={1.8} aria-hidden />}
          timePickerProps={{ format: '12h' }}
          clearable
          clearButtonProps={{ 'aria-label': `Clear the ${label.toLowerCase()}` }}
          value={pickerValueOf(draft[key])}
          onChange={(v) => change({ [key]: wallTimeFromPicker(v) })}
          error={
            problem === TIMESHEET_MESSAGES.selectPeriod ? !draft[key] : problem !== null && key === 'end'
          }
          popoverProps={{ withinPortal: true }}
        />
      );
    },
  });
  return (
    <FilterForm
      value={value}
      fields={[
        { kind: 'select', name: 'staffId', label: 'Staff', data: staff },
        { kind: 'select', name: 'clientId', label: 'Client', data: clients },
        [time('Start date', 'start'), time('End date', 'end')],
      ]}
      check={(draft) => {
        const message = draftProblem(draft);
        return message ? { message } : null;
      }}
      onApply={onApply}
      onReset={() => onApply(EMPTY_REPORT_DRAFT)}
      close={close}
    />
  );
}
