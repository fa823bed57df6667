import { formatTicks, type SentTimesheetView, timesheetColour } from '@care/domain';
import {
  Badge,
  Card,
  Center,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { MyStaffPage } from '../../shelf/MyStaffPage.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { periodicPath, periodText } from './review-format.ts';
import { fetchStaffTimesheets, myTimesheetsKey } from './timesheet-review-api.ts';

/** Card lists show 12 a page (spec 3 §9). */
export const TIMESHEETS_PAGE_SIZE = 12;

function TimesheetCard({ sheet, zone }: { sheet: SentTimesheetView; zone: string }) {
  const colour = timesheetColour(sheet.status);
  return (
    <UnstyledButton
      component={Link}
      to={periodicPath('staff', sheet.staffId, sheet.fromDate, sheet.toDate)}
      aria-label={`Timesheet ${periodText(sheet.fromDate, sheet.toDate, zone)}, ${sheet.status}`}
      style={{ display: 'block' }}
    >
      <Card
        withBorder
        radius="md"
        padding="md"
        data-colour={colour}
        style={{
          borderLeft: `6px solid var(--mantine-color-${colour}-6)`,
          background: `var(--mantine-color-${colour}-light)`,
        }}
      >
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} truncate>
              {sheet.staffName}
            </Text>
            <Badge color={colour} variant="filled">
              {sheet.status}
            </Badge>
          </Group>
          <Text fz="sm">{periodText(sheet.fromDate, sheet.toDate, zone)}</Text>
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              Total Duration
            </Text>
            <Text fz="sm" fw={600}>
              {formatTicks(sheet.totalDuration)}
            </Text>
          </Group>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

function MyTimesheets({ staffId }: { staffId: string }) {
  const zone = useTimeZone();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: myTimesheetsKey(staffId),
    queryFn: ({ signal }) => fetchStaffTimesheets(staffId, signal),
  });
  if (list.isPending) {
    return <Skeleton h={240} radius="lg" />;
  }
  if (list.isError) {
    return <LoadFailed what="your timesheets" onRetry={() => void list.refetch()} />;
  }
  const rows = [...list.data].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No timesheets yet. The office sends you one at the end of each pay period.
      </Text>
    );
  }
  const pages = Math.ceil(rows.length / TIMESHEETS_PAGE_SIZE);
  const shown = rows.slice((page - 1) * TIMESHEETS_PAGE_SIZE, page * TIMESHEETS_PAGE_SIZE);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {shown.map((sheet) => (
          <TimesheetCard key={sheet.timesheetId} sheet={sheet} zone={zone} />
        ))}
      </SimpleGrid>
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} size="md" />
        </Center>
      ) : null}
    </Stack>
  );
}

/** /app/staff/received-timesheet (spec 3 §2.4 My Timesheet): the timesheets sent to the signed-in worker. */
export function MyTimesheetPage() {
  return (
    <MyStaffPage
      title="My Timesheet"
      description="Timesheets the office sent you, newest first. Open one to check your shifts and approve it."
      what="your timesheets"
    >
      {(staff) => <MyTimesheets staffId={staff.staffId} />}
    </MyStaffPage>
  );
}
