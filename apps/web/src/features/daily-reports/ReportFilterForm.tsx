import '@mantine/dates/styles.css';
import { calendarDateInZone, type DailyReportView } from '@care/domain';
import { FilterForm } from '../../ui/FilterForm.tsx';
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
  return (
    <FilterForm
      value={value}
      fields={[
        { kind: 'select', name: 'name', label: who, data: names },
        [
          { kind: 'day', name: 'start', label: 'From date' },
          { kind: 'day', name: 'end', label: 'To date' },
        ],
      ]}
      dayRange={['start', 'end']}
      onApply={onApply}
      onReset={() => onApply(NO_FILTER)}
      close={close}
      resetLabel="Clear"
      applyLabel="Apply"
    />
  );
}
