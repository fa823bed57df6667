import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { useQuerySearch } from '../../ui/data-table/useQuerySearch.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import {
  EMPTY_REPORT_DRAFT,
  type ReportFilterDraft,
  ShiftReportFilterForm,
  toReportFilter,
} from './ShiftReportFilterForm.tsx';
import { ShiftReportTable } from './ShiftReportTable.tsx';
import { fetchAllShiftReports, reportListKey } from './shift-report-list-api.ts';

/**
 * /app/reports/shift-form and /app/reports/shift-reports (spec 3 §2.3 Shift Report list): every
 * shift report, newest created first; the search stays in the address (?search=); the filter takes
 * staff, client and both date-times.
 */
export function ShiftReportListPage() {
  const zone = useTimeZone();
  const search = useQuerySearch();
  const people = usePeopleOptions(true);
  const [draft, setDraft] = useState<ReportFilterDraft>(EMPTY_REPORT_DRAFT);
  const filter = toReportFilter(draft, zone);
  const list = useQuery({
    queryKey: reportListKey('all', filter),
    queryFn: ({ signal }) => fetchAllShiftReports(filter, signal),
  });
  const filtered = draft !== EMPTY_REPORT_DRAFT;
  return (
    <Stack gap={0}>
      <PageHeader
        title="Shift Reports"
        description="The reports staff write at the end of each shift, newest first."
      />
      <ShiftReportTable
        records={list.data}
        loading={list.isFetching}
        error={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        search={search}
        exportAs={{ fileName: 'ShiftReports', title: 'Shift Reports' }}
        noRecordsText={filtered ? 'No shift reports match the filter' : 'No shift reports yet'}
        filter={{
          title: 'Filter shift reports',
          active: filtered,
          content: (close) => (
            <ShiftReportFilterForm
              staff={people.staff}
              clients={people.clients}
              value={draft}
              onApply={setDraft}
              close={close}
            />
          ),
        }}
      />
    </Stack>
  );
}
