import type { DailyReportView } from '@care/domain';
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
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { MyStaffPage } from '../../shelf/MyStaffPage.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { fetchMyReports, reportId, reportsKey } from './daily-reports-api.ts';
import { EditReportDialog } from './EditReportDialog.tsx';
import { ReportDetailsDialog } from './ReportDetailsDialog.tsx';
import { clockOutText, clockText, durationText, kmText, totalKm } from './report-format.ts';

/** Card lists show 12 a page (spec 3 §9). */
export const REPORTS_PAGE_SIZE = 12;

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function ReportCard({
  report,
  zone,
  onDetails,
  onEdit,
}: {
  report: DailyReportView;
  zone: string;
  onDetails: () => void;
  onEdit: () => void;
}) {
  const open = report.clockOut === null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={`Daily report ${clockText(report.clockIn, zone)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{clockText(report.clockIn, zone)}</Text>
          {open ? (
            <Badge color="teal" variant="light">
              In Shift
            </Badge>
          ) : null}
        </Group>
        <Line label="Clock-Out" value={clockOutText(report, zone)} />
        <Line label="Duration" value={durationText(report)} />
        <Line label="Total Km" value={kmText(totalKm(report))} />
        <Group grow gap="xs" mt={6}>
          <Button variant="default" size="sm" onClick={onDetails}>
            Details
          </Button>
          <Button variant={open ? 'filled' : 'light'} size="sm" onClick={onEdit}>
            Edit Report
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function MyReports({ staffId }: { staffId: string }) {
  const zone = useTimeZone();
  const list = useQuery({
    queryKey: reportsKey('mine', staffId),
    queryFn: ({ signal }) => fetchMyReports(staffId, signal),
  });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ kind: 'details' | 'edit'; report: DailyReportView } | null>(null);
  const [opened, setOpened] = useState(false);
  const show = (kind: 'details' | 'edit', report: DailyReportView) => {
    setOpen({ kind, report });
    setOpened(true);
  };

  if (list.isPending) {
    return <Skeleton h={240} radius="lg" />;
  }
  if (list.isError) {
    return <LoadFailed what="your daily reports" onRetry={() => void list.refetch()} />;
  }
  const rows = list.data;
  const pages = Math.max(1, Math.ceil(rows.length / REPORTS_PAGE_SIZE));
  const shown = rows.slice((page - 1) * REPORTS_PAGE_SIZE, page * REPORTS_PAGE_SIZE);
  return (
    <Stack gap="md">
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No daily reports yet. Add one at the start of your day.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((r) => (
          <ReportCard
            key={reportId(r)}
            report={r}
            zone={zone}
            onDetails={() => show('details', r)}
            onEdit={() => show('edit', r)}
          />
        ))}
      </SimpleGrid>
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} size="md" />
        </Center>
      ) : null}
      <ReportDetailsDialog
        report={open?.report ?? null}
        zone={zone}
        opened={opened && open?.kind === 'details'}
        onClose={() => setOpened(false)}
      />
      <EditReportDialog
        kind="staff"
        own
        report={open?.report ?? null}
        zone={zone}
        opened={opened && open?.kind === 'edit'}
        onClose={() => setOpened(false)}
      />
    </Stack>
  );
}

/** /app/staff/daily-report (spec 3 §2.4): the staff member's daily reports as cards, 12 a page. */
export function StaffDailyReportPage() {
  return (
    <MyStaffPage
      title="Daily Reports"
      description="Your day’s travel and notes for the office. Close the day by adding your end km."
      what="your daily reports"
      actions={
        <Button
          component={Link}
          to="/app/staff/new-daily-report"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Add New Report
        </Button>
      }
    >
      {(staff) => <MyReports staffId={staff.staffId} />}
    </MyStaffPage>
  );
}
