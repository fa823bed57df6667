import { formatInZone, TIMESHEET_MESSAGES } from '@care/domain';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { PdfFailed } from '../pdf/PdfFailed.tsx';
import { Centered, PdfPreparing, PdfViewer } from '../pdf/PdfViewer.tsx';
import { fetchPdfBlob } from '../pdf/pdf-blob.ts';
import { readReportFilter, type SavedReportFilter } from './report-filter.ts';
import { TIMESHEETS_KEY } from './timesheets-api.ts';

const query = (values: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value) {
      params.append(name, value);
    }
  }
  return params.toString();
};

/** A timesheet PDF from the API, shown with Open and Download, or the failure. */
function TimesheetPdf({ path, title, fileName }: { path: string; title: string; fileName: string }) {
  const pdf = useQuery({
    queryKey: [...TIMESHEETS_KEY, 'pdf', path],
    queryFn: ({ signal }) => fetchPdfBlob(path, signal),
    gcTime: 0,
    retry: false,
  });
  if (pdf.isPending) {
    return <PdfPreparing text="Generating the timesheet PDF…" />;
  }
  if (pdf.isError) {
    return (
      <PdfFailed title={TIMESHEET_MESSAGES.pdfFailed} error={pdf.error} onRetry={() => void pdf.refetch()} />
    );
  }
  return <PdfViewer blob={pdf.data} title={title} fileName={fileName} />;
}

/** The period as days: the end is exclusive, so a period to midnight ends the day before. */
function usePeriodText(from: string, to: string) {
  const zone = useTimeZone();
  const end = Number.isNaN(Date.parse(to)) ? to : new Date(Date.parse(to) - 1).toISOString();
  const day = (v: string) => formatInZone(v, 'date', zone) || v;
  return `${day(from)} to ${day(end)}`;
}

/** /pdf/staff-timesheet/$staffIds/$from/$to: the chosen staff members' timesheets (spec 3 §2.2). */
export function StaffTimesheetPdfPage() {
  const { staffIds = '', from = '', to = '' } = useParams({ strict: false }) as Record<string, string>;
  const period = usePeriodText(from, to);
  return (
    <TimesheetPdf
      path={`/Timesheets/pdf/staff?${query({ staffIds, fromDate: from, toDate: to })}`}
      title={`Staff timesheet, ${period}`}
      fileName={`Timesheet ${period}`}
    />
  );
}

/** /pdf/all-staff-timesheet/$from/$to: every staff member's timesheet of the period. */
export function AllStaffTimesheetPdfPage() {
  const { from = '', to = '' } = useParams({ strict: false }) as Record<string, string>;
  const period = usePeriodText(from, to);
  return (
    <TimesheetPdf
      path={`/Timesheets/pdf/all?${query({ fromDate: from, toDate: to })}`}
      title={`All staff timesheets, ${period}`}
      fileName={`All staff timesheets ${period}`}
    />
  );
}

function ShiftAttendancePdf({ saved }: { saved: SavedReportFilter }) {
  const period = usePeriodText(saved.fromDate, saved.toDate);
  return (
    <TimesheetPdf
      path={`/Attendances/pdf/shift_attendance?${query({
        fromDate: saved.fromDate,
        toDate: saved.toDate,
        staffId: saved.staffId,
        clientId: saved.clientId,
      })}`}
      title={`Shift attendance report, ${period}`}
      fileName={`Shift attendance ${period}`}
    />
  );
}

/**
 * /pdf/alluser-shiftattendance/$genRate: the Timesheet Report as a PDF, for the filter the report
 * left in this browser's local storage ('shiftAttendanceReport').
 */
export function ShiftAttendancePdfPage() {
  const [saved] = useState(readReportFilter);
  if (!saved) {
    return (
      <Centered>
        <Stack align="center" ta="center" gap="xs">
          <Text fw={700} fz="lg">
            No report to print
          </Text>
          <Text c="dimmed">
            Open the Timesheet Report, choose its filter and use Generate Shift Attendance Report.
          </Text>
        </Stack>
      </Centered>
    );
  }
  return <ShiftAttendancePdf saved={saved} />;
}
