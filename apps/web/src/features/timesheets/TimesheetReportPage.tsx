import { formatInZone, formatTicks, type TimesheetAttendanceView } from '@care/domain';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useDeliveryTolerance } from '../../platform/useWorkSettings.ts';
import { usePeopleOptions } from '../../shelf/usePeopleOptions.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { pdfPath, pdfTabLater } from './open-later.ts';
import { reportFilterToSave, saveReportFilter } from './report-filter.ts';
import { ShiftAttendanceFilterForm } from './ShiftAttendanceFilterForm.tsx';
import { SplitsTable } from './SplitsTable.tsx';
import { staffName, timesheetColumns } from './timesheet-columns.tsx';
import { fetchShiftAttendance, type ShiftAttendanceFilter, shiftAttendanceKey } from './timesheets-api.ts';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={700} aria-label={label}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * /app/reports/attendance-reports, the Timesheet Report (spec 3 §2.3): the last 14 days of
 * attendances, or the filter's; Total Duration and Total Km (2 decimals); exports; and Generate
 * Shift Attendance Report, which leaves the filter for the PDF page and opens it 2 s later.
 */
export function TimesheetReportPage() {
  const zone = useTimeZone();
  const tolerance = useDeliveryTolerance();
  const [filter, setFilter] = useState<ShiftAttendanceFilter | null>(null);
  const people = usePeopleOptions(true);
  const report = useQuery({
    queryKey: shiftAttendanceKey(filter),
    queryFn: ({ signal }) => fetchShiftAttendance(filter, signal),
  });

  const generate = () => {
    const tab = pdfTabLater();
    saveReportFilter(reportFilterToSave(filter, new Date()));
    tab.openAfterDelay(pdfPath('alluser-shiftattendance', 'gen_rate'));
  };

  const period = filter
    ? `${formatInZone(filter.fromDate, 'listDateTime', zone)} – ${formatInZone(filter.toDate, 'listDateTime', zone)}`
    : 'The last 14 days';

  return (
    <Stack gap={0}>
      <PageHeader
        title="Timesheet Report"
        description={`For reading and exporting; nothing changes here. ${period}: each attendance with its hours by shift code.`}
        actions={
          <Button leftSection={<IconFileTypePdf size={18} stroke={1.8} aria-hidden />} onClick={generate}>
            Generate Shift Attendance Report
          </Button>
        }
      />
      <SimpleGrid cols={2} spacing="md" mb="lg">
        <Total label="Total Duration" value={report.data ? formatTicks(report.data.totalDuration) : '—'} />
        <Total label="Total Km" value={report.data ? (report.data.totalKm ?? 0).toFixed(2) : '—'} />
      </SimpleGrid>
      <DataTable<TimesheetAttendanceView>
        label="shift attendances"
        records={report.data?.shiftAttendance}
        columns={timesheetColumns(zone, tolerance)}
        idAccessor="attendanceId"
        loading={report.isFetching}
        error={report.isError && !report.data}
        onRetry={() => void report.refetch()}
        search={{
          accessors: [staffName, (r) => r.shiftRoster.clients],
          placeholder: 'Search by staff or client',
        }}
        filter={{
          title: 'Filter the Timesheet Report',
          active: filter !== null,
          content: (close) => (
            <ShiftAttendanceFilterForm
              value={filter}
              staff={people.staff}
              clients={people.clients}
              zone={zone}
              onApply={setFilter}
              close={close}
            />
          ),
        }}
        exportAs={{ fileName: 'TimesheetReport', title: 'Timesheet Report' }}
        noRecordsText="No attendance records for the selected period"
        rowExpansion={(row) => <SplitsTable splits={row.attendanceSplits} zone={zone} />}
      />
    </Stack>
  );
}
