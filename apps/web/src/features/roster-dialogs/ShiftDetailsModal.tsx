import {
  ATTENDANCE_STATUS_COLORS,
  can,
  formatCalendarDate,
  formatInZone,
  type ShiftRosterView,
} from '@care/domain';
import {
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Divider,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTimeZone } from '../../platform/useTimeZone.ts';
import { useAttendanceStatus } from '../../platform/useWorkSettings.ts';
import { principalOf } from '../../session/session-store.ts';
import { useSession } from '../../session/useSession.ts';
import { fetchShift, shiftKey } from '../../shelf/shift-api.ts';
import {
  findingKey,
  noticeText,
  reasonCodeLabel,
  repeatDaysText,
  shiftWhen,
} from '../../shelf/shift-display.ts';
import { DialogFooter, ResponsiveModal } from '../../ui/photo/ResponsiveModal.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { flagReason } from '../attendance-admin/location-text.ts';
import {
  type DetailActionName,
  detailActions,
  showsClockInLocation,
  showsOpenShiftRequests,
} from './detail-actions.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

/** The stored shift, kept fresh: the roster's copy shows at once, and a change made here reloads it. */
function useShift(initial: ShiftRosterView) {
  const query = useQuery({
    queryKey: shiftKey(initial.shiftRosterId),
    queryFn: ({ signal }) => fetchShift(initial.shiftRosterId, signal),
    initialData: initial,
    staleTime: 30_000,
  });
  return query.data ?? initial;
}

function ShiftReportButton({ shift }: { shift: ShiftRosterView }) {
  if (!shift.isShiftReportSigned || !shift.reportId) {
    return (
      <Button variant="default" disabled>
        Shift Report Not Available
      </Button>
    );
  }
  return (
    <Button
      component="a"
      variant="light"
      href={`/app/reports/view-shift-report/${encodeURIComponent(shift.reportId)}/${encodeURIComponent(shift.shiftRosterId)}`}
      target="_blank"
      rel="noopener"
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      View Shift Report
    </Button>
  );
}

function CancellationFacts({ shift, zone }: { shift: ShiftRosterView; zone: string }) {
  if (shift.status !== 'Pending' && shift.status !== 'Cancelled') {
    return null;
  }
  const byClient = shift.cancelledBy === 'Client';
  return (
    <Alert
      color={shift.status === 'Pending' ? 'grape' : 'red'}
      variant="light"
      title={shift.status === 'Pending' ? 'Cancellation requested' : 'Cancelled'}
    >
      <Stack gap={4}>
        {shift.reason ? <Text fz="sm">Reason: {shift.reason}</Text> : null}
        {byClient && shift.cancellationDate ? (
          <Text fz="sm">
            The client told us on {formatInZone(shift.cancellationDate, 'listDateTime', zone)}
            {shift.noticeMinutes !== null ? `, ${noticeText(shift.noticeMinutes)} before the start` : ''}.
          </Text>
        ) : null}
        {byClient && shift.cancellationReasonCode ? (
          <Text fz="sm">NDIS reason: {reasonCodeLabel(shift.cancellationReasonCode)}</Text>
        ) : null}
        {byClient && shift.isShortNotice ? (
          <Badge color="orange" variant="filled" w="fit-content">
            Short notice
          </Badge>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** The actions that take something away, shown in red. */
const DANGER = new Set<DetailActionName>(['delete', 'cancelClientShift', 'unmarkAttendance']);

export interface ShiftDetailsModalProps {
  shift: ShiftRosterView;
  onClose: () => void;
  onAction: (action: DetailActionName, shift: ShiftRosterView) => void;
  onOpenRequests: (shift: ShiftRosterView) => void;
}

/** Shift Details (spec 3 §2.1): the shift in the company's time, its status, and the actions its state and the user allow. */
export function ShiftDetailsModal({
  shift: initial,
  onClose,
  onAction,
  onOpenRequests,
}: ShiftDetailsModalProps) {
  const shift = useShift(initial);
  const zone = useTimeZone();
  const principal = principalOf(useSession());
  const may = (permission: Parameters<typeof can>[1]) => can(principal, permission);
  // The displayed status and the actions are computed for this moment (spec 3 §4.1).
  const now = new Date();
  const shown = useAttendanceStatus()(shift, now);
  const actions = detailActions(shift, now, may);

  return (
    <ResponsiveModal opened onClose={onClose} title="Shift Details" size="lg">
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <ColorSwatch
            color={`var(--mantine-color-${ATTENDANCE_STATUS_COLORS[shown]}-6)`}
            size={12}
            aria-hidden
          />
          <Text fw={600}>{shown}</Text>
          {shift.status && shift.status !== shown ? <StatusBadge kind="shift" status={shift.status} /> : null}
          {shift.isOpenShift ? (
            <Badge color="blue" variant="outline">
              Open shift
            </Badge>
          ) : null}
        </Group>
        <Text fw={600}>{shiftWhen(shift, zone)}</Text>
        <Text fz="xs" c="dimmed">
          Times in {zone.replace('_', ' ')} time · Shift {shift.shiftRosterId}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label="Staff">{shift.staff?.fullName ?? 'Open shift'}</Fact>
          <Fact label="Clients">{shift.clientList.map((c) => c.fullName).join(', ') || shift.clients}</Fact>
          <Fact label="Activities">{shift.activities.split(',').filter(Boolean).join(', ')}</Fact>
          <Fact label="Sleep Over / Active Night / Broken shift">
            {[
              shift.isNightShift ? 'Sleep Over' : '',
              shift.isExceptionalShift ? 'Active Night' : '',
              shift.isBrokenShift ? 'Broken shift' : '',
            ]
              .filter(Boolean)
              .join(', ') || 'No'}
          </Fact>
          <Fact label="Description">{shift.description}</Fact>
          <Fact label="Appointment">{shift.appointment}</Fact>
          {shift.seriesId ? (
            <Fact label="Series">
              {`Repeats ${repeatDaysText(shift) || 'on the chosen days'}${
                shift.stopDate ? ` until ${formatCalendarDate(shift.stopDate)}` : ''
              }`}
            </Fact>
          ) : null}
          {shift.isOpenShift ? (
            <Fact label="Requests to take it">{String(shift.openShiftRequests)}</Fact>
          ) : null}
        </SimpleGrid>
        <CancellationFacts shift={shift} zone={zone} />
        {shift.attendanceClockIn ? (
          <Text fz="sm">
            Clocked in {formatInZone(shift.attendanceClockIn, 'shortDateTime', zone)}
            {shift.attendanceClockOut
              ? ` · clocked out ${formatInZone(shift.attendanceClockOut, 'shortDateTime', zone)}`
              : ' · still clocked in'}
          </Text>
        ) : null}
        {shift.leftEarlyReason ? (
          <Alert color="pink" variant="light" title="Left early">
            {shift.leftEarlyReason}
          </Alert>
        ) : null}
        {shift.attendanceFlagged ? (
          <Alert color="red" variant="light" title="Flagged clock-in">
            {flagReason(shift)}. Check the clock-in location.
          </Alert>
        ) : null}
        {shift.overriddenFindings && shift.overriddenFindings.length > 0 ? (
          <Alert color="yellow" variant="light" title="Rostered despite the checks">
            <List size="sm" spacing={2}>
              {shift.overriddenFindings.map((f) => (
                <List.Item key={findingKey(f)}>{f.message}</List.Item>
              ))}
            </List>
            <Text fz="sm" mt={6}>
              Reason: {shift.overrideReason}
            </Text>
          </Alert>
        ) : null}
        <Group gap="sm" wrap="wrap">
          <ShiftReportButton shift={shift} />
          {showsClockInLocation(shift, may) ? (
            <Button
              variant="light"
              color={shift.attendanceFlagged ? 'red' : undefined}
              leftSection={<IconMapPin size={16} aria-hidden />}
              onClick={() => onAction('clockInLocation', shift)}
            >
              Clock-in location
            </Button>
          ) : null}
          {showsOpenShiftRequests(shift, may) ? (
            <Button variant="light" onClick={() => onOpenRequests(shift)}>
              Open shift requests ({shift.openShiftRequests})
            </Button>
          ) : null}
        </Group>
        {actions.length > 0 ? (
          <>
            <Divider />
            <DialogFooter>
              {actions.map((a) => (
                <Button
                  key={a.action}
                  variant={DANGER.has(a.action) ? 'light' : 'default'}
                  color={DANGER.has(a.action) ? 'red' : undefined}
                  onClick={() => onAction(a.action, shift)}
                >
                  {a.label}
                </Button>
              ))}
            </DialogFooter>
          </>
        ) : null}
      </Stack>
    </ResponsiveModal>
  );
}
