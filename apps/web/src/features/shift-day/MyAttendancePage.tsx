import { Center, Pagination, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { MyStaffPage } from '../../shelf/MyStaffPage.tsx';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { AttendanceCard } from './AttendanceCard.tsx';
import { fetchStaffAttendances, staffAttendancesKey } from './attendance-api.ts';

/** Card lists show 12 a page (spec 3 §9). */
export const ATTENDANCE_PAGE_SIZE = 12;

function AttendanceList({ staffId, zone }: { staffId: string; zone: string }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: staffAttendancesKey(staffId),
    queryFn: ({ signal }) => fetchStaffAttendances(staffId, signal),
  });
  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={150} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (list.isError) {
    return <LoadFailed what="your attendance" onRetry={() => void list.refetch()} />;
  }
  if (list.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No attendance yet. When you clock in to a shift it is listed here.
      </Text>
    );
  }
  // Newest first, whatever order the reply came in.
  const sorted = [...list.data].sort((a, b) => Date.parse(b.clockIn) - Date.parse(a.clockIn));
  const pages = Math.ceil(sorted.length / ATTENDANCE_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = sorted.slice((current - 1) * ATTENDANCE_PAGE_SIZE, current * ATTENDANCE_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {shown.map((attendance) => (
          <AttendanceCard key={attendance.attendanceId} attendance={attendance} zone={zone} />
        ))}
      </SimpleGrid>
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={current} onChange={setPage} size="md" />
        </Center>
      ) : null}
    </Stack>
  );
}

/** /app/staff/attendance: the staff member's attendances, newest first, 12 a page (spec 3 §2.4). */
export function MyAttendancePage() {
  const zone = useTimeZone();
  return (
    <MyStaffPage
      title="My Attendance"
      description="Your clock-ins and clock-outs. Tap one for its details, kilometres and splits."
      what="your attendance"
    >
      {(staff) => <AttendanceList staffId={staff.staffId} zone={zone} />}
    </MyStaffPage>
  );
}
