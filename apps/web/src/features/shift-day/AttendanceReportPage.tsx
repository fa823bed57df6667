import { type AttendanceView, DATE_FORMATS, dayjs, formatInZone, formatTicks } from '@care/domain';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCloudUpload, IconEdit, IconReport } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { toasts } from '../../platform/toasts.ts';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { shiftTimes } from '../../shelf/portal-dates.ts';
import { ROSTER_KEY } from '../../shelf/shift-api.ts';
import { LoadFailed } from '../../ui/LoadFailed.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { AttendanceBadges } from './AttendanceBadges.tsx';
import { ATTENDANCE_KEY, attendanceKey, fetchAttendance } from './attendance-api.ts';
import { attendanceKm, kmText, locationInWords } from './attendance-words.ts';
import { fillMileage } from './clock-actions.ts';
import { MileageDialog } from './MileageDialog.tsx';
import { reportFormPath } from './ShiftCardActions.tsx';
import { SplitList } from './SplitList.tsx';

export const QUEUED_MILEAGE = 'Kilometres saved on this phone; they will be sent when you are back online';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function AttendanceReport({ attendance, zone }: { attendance: AttendanceView; zone: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [queued, setQueued] = useState(false);
  const shift = attendance.shiftRoster;
  const time = (iso: string | null) => (iso ? formatInZone(iso, 'listDateTime', zone) : 'In Shift');

  const saveMileage = async (km: { startKm: number; endKm: number }) => {
    const result = await fillMileage(shift.shiftRosterId, km);
    setEditing(false);
    if (result.sent) {
      toasts.success(result.reply.message || 'Kilometres saved');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY }),
        queryClient.invalidateQueries({ queryKey: ROSTER_KEY }),
      ]);
    } else {
      setQueued(true);
    }
  };

  return (
    <Stack gap="lg">
      <Section title="Attendance">
        <Stack gap="md">
          <Group gap={6}>
            <AttendanceBadges attendance={attendance} />
            {attendance.deviceTimeOff ? (
              <Text fz="xs" c="dimmed">
                Sent from the phone later than it was recorded
              </Text>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Item label="Clients">{shift.clients}</Item>
            <Item label="Rostered">
              {dayjs(shift.dateFrom).tz(zone).format(DATE_FORMATS.dayDate)}, {shiftTimes(shift, zone)}
            </Item>
            <Item label="Clock In">{time(attendance.clockIn)}</Item>
            <Item label="Clock-in location">
              {locationInWords(attendance.clockInLocation, attendance.clockInDistanceMetres) ??
                (attendance.source === 'marked' ? 'Marked by the office' : null)}
            </Item>
            <Item label="Clock Out">{time(attendance.clockOut)}</Item>
            <Item label="Clock-out location">
              {attendance.clockOut
                ? locationInWords(attendance.clockOutLocation, attendance.clockOutDistanceMetres)
                : null}
            </Item>
            <Item label="Duration">
              {attendance.clockOut ? formatTicks(attendance.duration) : 'In Shift'}
            </Item>
          </SimpleGrid>
        </Stack>
      </Section>

      <Section
        title="Kilometres"
        action={
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit mileage
          </Button>
        }
      >
        <Stack gap="sm">
          {queued ? (
            <Alert color="blue" variant="light" icon={<IconCloudUpload size={18} aria-hidden />}>
              {QUEUED_MILEAGE}
            </Alert>
          ) : null}
          <SimpleGrid cols={3} spacing="md">
            <Item label="Start km">{attendance.startKm === null ? null : String(attendance.startKm)}</Item>
            <Item label="End km">{attendance.endKm === null ? null : String(attendance.endKm)}</Item>
            <Item label="Total">{kmText(attendanceKm(attendance))}</Item>
          </SimpleGrid>
        </Stack>
      </Section>

      <Section title="Shift report">
        <Group justify="space-between" gap="sm">
          <Text fz="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
            The report you fill for this shift, signed before you clock out.
          </Text>
          <Button
            component={Link}
            to={reportFormPath(shift.shiftRosterId)}
            variant="light"
            leftSection={<IconReport size={16} aria-hidden />}
          >
            Open shift report
          </Button>
        </Group>
      </Section>

      <Section title="Splits">
        <SplitList attendanceId={attendance.attendanceId} zone={zone} inShift={!attendance.clockOut} />
      </Section>

      <MileageDialog
        opened={editing}
        title="Edit mileage"
        submitLabel="Save"
        initial={{ startKm: attendance.startKm, endKm: attendance.endKm }}
        onSave={saveMileage}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}

/** /app/staff/attendance-report/$attendanceId: one attendance, its km, report and splits (spec 3 §2.4). */
export function AttendanceReportPage() {
  const { attendanceId = '' } = useParams({ strict: false }) as { attendanceId?: string };
  const zone = useTimeZone();
  const attendance = useQuery({
    queryKey: attendanceKey(attendanceId),
    queryFn: ({ signal }) => fetchAttendance(attendanceId, signal),
  });
  const missing = isApiError(attendance.error) && ['notFound', 'forbidden'].includes(attendance.error.kind);
  return (
    <Stack gap={0}>
      <Anchor component={Link} to="/app/staff/attendance" fz="sm" mb="xs">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          My Attendance
        </Group>
      </Anchor>
      <PageHeader
        title="Attendance Report"
        description={
          attendance.data
            ? `${attendance.data.shiftRoster.clients || 'No client'} · ${formatInZone(attendance.data.clockIn, 'date', zone)}`
            : 'Your clock-in and clock-out, kilometres and splits.'
        }
      />
      {attendance.isPending ? (
        <Stack gap="lg" aria-busy>
          <Skeleton h={220} radius="lg" />
          <Skeleton h={120} radius="lg" />
        </Stack>
      ) : missing ? (
        <Alert color="gray" variant="light" title="Attendance not found">
          This attendance is not yours or no longer exists.
        </Alert>
      ) : attendance.isError ? (
        <LoadFailed what="this attendance" onRetry={() => void attendance.refetch()} />
      ) : (
        <AttendanceReport attendance={attendance.data} zone={zone} />
      )}
    </Stack>
  );
}
