import { formatInZone, type ShiftReportView } from '@care/domain';
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { MyStaffPage } from '../../shelf/MyStaffPage.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { fetchStaffShiftReports, staffReportsKey } from './shift-reports-api.ts';

/** Cards a page (spec 3 §9). */
export const REPORTS_PER_PAGE = 12;
/** Where Edit remembers the report it opens (spec 3 §2.4). */
export const REPORT_ID_KEY = 'shiftReportId';

function ReportCard({ report, zone }: { report: ShiftReportView; zone: string }) {
  const navigate = useNavigate();
  const when = (v: string | null) => formatInZone(v, 'shortDateTime', zone);
  const open = () => {
    localStorage.setItem(REPORT_ID_KEY, report.shiftReportId);
    void navigate({ to: '/app/staff/report-form/$shiftId', params: { shiftId: report.shiftRosterId } });
  };
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={`Shift report ${report.shiftRoster.clients}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {report.shiftRoster.clients || 'No client'}
          </Text>
          <Badge color={report.isSigned ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {report.isSigned ? 'Signed' : 'Not signed'}
          </Badge>
        </Group>
        <Text fz="sm">
          <Text span c="dimmed">
            Roster:{' '}
          </Text>
          {when(report.shiftRoster.dateFrom)} – {when(report.shiftRoster.dateTo)}
        </Text>
        <Text fz="sm">
          <Text span c="dimmed">
            Modified:{' '}
          </Text>
          {when(report.dateModified ?? report.dateCreated)}
        </Text>
        <Group justify="flex-end" mt={4}>
          <Button variant="light" size="xs" leftSection={<IconEdit size={14} aria-hidden />} onClick={open}>
            Edit
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ReportCards({ staffId }: { staffId: string }) {
  const zone = useTimeZone();
  const [page, setPage] = useState(1);
  const reports = useQuery({
    queryKey: staffReportsKey(staffId),
    queryFn: ({ signal }) => fetchStaffShiftReports(staffId, signal),
  });
  if (reports.isPending) {
    return <Skeleton h={160} radius="lg" />;
  }
  if (reports.isError) {
    return <LoadFailed what="your shift reports" onRetry={() => void reports.refetch()} />;
  }
  const list = reports.data;
  if (list.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">No Data Available</Text>
      </Center>
    );
  }
  const pages = Math.ceil(list.length / REPORTS_PER_PAGE);
  const shown = list.slice((page - 1) * REPORTS_PER_PAGE, page * REPORTS_PER_PAGE);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {shown.map((r) => (
          <ReportCard key={r.shiftReportId} report={r} zone={zone} />
        ))}
      </SimpleGrid>
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} />
        </Center>
      ) : null}
    </Stack>
  );
}

/** /app/staff/shift-report-form: the worker's shift reports, 12 a page (spec 3 §2.4). */
export function StaffShiftReportsPage() {
  return (
    <MyStaffPage
      title="Shift Reports"
      description="The reports of your shifts, newest first."
      what="your shift reports"
    >
      {({ staffId }) => <ReportCards staffId={staffId} />}
    </MyStaffPage>
  );
}
