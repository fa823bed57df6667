import {
  DATE_FORMATS,
  dayjs,
  formatCalendarDate,
  formatTicks,
  nextSplitStatus,
  shiftCodeName,
  splitStatusLabel,
  splitStatusOf,
  staffMayActOnSplit,
  type TimesheetSplitView,
  workedSpans,
} from '@care/domain';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../ui/data-table/DataTable.tsx';
import { StatusBadge as StatusBadgeOf } from '../../ui/StatusBadge.tsx';
import { RosteredWorked } from '../timesheets/RosteredWorked.tsx';
import { type TimesheetViewer, whenText } from './review-format.ts';

/** What the viewer may do to a split; the page opens the dialogs. */
export interface SplitHandlers {
  /** The office may approve (attendance.approve); the worker always may on their own Pending split. */
  canApprove: boolean;
  /** The office may adjust (attendance.adjust). */
  canAdjust: boolean;
  onApprove: (split: TimesheetSplitView) => void;
  onAdjust: (split: TimesheetSplitView) => void;
  onRequestAdjustment: (split: TimesheetSplitView) => void;
}

const dateOf = (s: TimesheetSplitView, zone: string) =>
  formatCalendarDate(s.localDate) || dayjs(s.clockIn).tz(zone).format(DATE_FORMATS.date);
const timeOf = (value: string, zone: string) => dayjs(value).tz(zone).format(DATE_FORMATS.time);
const codeName = (s: TimesheetSplitView) => s.shiftName || shiftCodeName(s.shift);

function StatusBadge({ split, viewer }: { split: TimesheetSplitView; viewer: TimesheetViewer }) {
  return (
    <StatusBadgeOf
      kind="timesheetSplit"
      status={split.status}
      label={splitStatusLabel(split.status, viewer)}
      miw="max-content"
    />
  );
}

function OfficeActions({ split, h }: { split: TimesheetSplitView; h: SplitHandlers }) {
  const approvable = h.canApprove && nextSplitStatus(split.status, 'approve', 'admin') !== null;
  const adjustable = h.canAdjust && splitStatusOf(split.status) === 'Need Adjustment';
  if (!approvable && !adjustable) {
    return null;
  }
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {adjustable ? (
        <Button size="compact-sm" variant="light" color="orange" onClick={() => h.onAdjust(split)}>
          Adjust
        </Button>
      ) : null}
      {approvable ? (
        <Button size="compact-sm" variant="light" onClick={() => h.onApprove(split)}>
          Approve
        </Button>
      ) : null}
    </Group>
  );
}

function officeColumns(zone: string, h: SplitHandlers): DataTableColumn<TimesheetSplitView>[] {
  return [
    { accessor: 'localDate', title: 'Date', noWrap: true, exportValue: (s) => dateOf(s, zone) },
    { accessor: 'shiftRoster.clients', title: 'Clients', sortable: false },
    { accessor: 'shift', title: 'Shift', sortable: false, exportValue: codeName },
    {
      accessor: 'clockIn',
      title: 'From',
      noWrap: true,
      render: (s) => timeOf(s.clockIn, zone),
      exportValue: (s) => whenText(s.clockIn, zone),
      sortValue: (s) => s.clockIn,
    },
    {
      accessor: 'clockOut',
      title: 'To',
      noWrap: true,
      secondary: true,
      // The date when the split ends on another day than it starts (a sleepover).
      render: (s) =>
        dateOf(s, zone) === dayjs(s.clockOut).tz(zone).format(DATE_FORMATS.date)
          ? timeOf(s.clockOut, zone)
          : whenText(s.clockOut, zone),
      exportValue: (s) => whenText(s.clockOut, zone),
      sortValue: (s) => s.clockOut,
    },
    {
      accessor: 'duration',
      title: 'Duration',
      noWrap: true,
      exportValue: (s) => formatTicks(s.duration),
      sortValue: (s) => s.duration,
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      sortable: false,
      exportValue: (s) => splitStatusLabel(s.status, 'admin'),
      render: (s) => <StatusBadge split={s} viewer="admin" />,
    },
    {
      accessor: 'actions',
      title: 'Actions',
      exportable: false,
      sortable: false,
      textAlign: 'right',
      render: (s) => <OfficeActions split={s} h={h} />,
    },
  ];
}

function SplitCard({ split, zone, h }: { split: TimesheetSplitView; zone: string; h: SplitHandlers }) {
  const open = staffMayActOnSplit(split.status);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Shift ${dateOf(split, zone)}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>{dateOf(split, zone)}</Text>
            <Text fz="sm" c="dimmed" truncate>
              {split.shiftRoster.clients}
            </Text>
          </Stack>
          <StatusBadge split={split} viewer="staff" />
        </Group>
        <Group justify="space-between" gap="xs">
          <Text fz="sm">
            {timeOf(split.clockIn, zone)} – {timeOf(split.clockOut, zone)}
          </Text>
          <Text fz="sm" fw={600}>
            {formatTicks(split.duration)}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {codeName(split)}
          {split.totalKm ? ` · ${split.totalKm} km` : ''}
        </Text>
        {split.adjustmentReason ? (
          <Text fz="sm">
            <strong>You asked:</strong> {split.adjustmentReason}
          </Text>
        ) : null}
        {open ? (
          <Group gap="xs" mt={4} wrap="nowrap">
            <Button variant="default" size="sm" px="xs" flex={1} onClick={() => h.onRequestAdjustment(split)}>
              Request Adjustment
            </Button>
            <Button size="sm" w={112} onClick={() => h.onApprove(split)}>
              Approve
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The period's attendance splits: a table with Approve and Adjust for the office, and cards with
 * Approve and Request Adjustment for the worker (phone first). Statuses read as the viewer's label.
 */
export function TimesheetSplits({
  splits,
  viewer,
  zone,
  handlers,
  toleranceMinutes,
}: {
  splits: TimesheetSplitView[];
  viewer: TimesheetViewer;
  zone: string;
  handlers: SplitHandlers;
  /** The company's delivery tolerance: a shift short beyond it is highlighted. */
  toleranceMinutes: number;
}) {
  if (viewer === 'staff') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {splits.map((s) => (
          <SplitCard key={s.attendanceSplitId} split={s} zone={zone} h={handlers} />
        ))}
      </SimpleGrid>
    );
  }
  const spans = workedSpans(splits);
  return (
    <DataTable<TimesheetSplitView>
      label="attendance splits"
      records={splits}
      columns={officeColumns(zone, handlers)}
      idAccessor="attendanceSplitId"
      paginate={false}
      rowExpansion={(s) => (
        <Stack gap={4}>
          <RosteredWorked
            shift={s.shiftRoster}
            worked={spans.get(s.attendanceId) ?? s}
            zone={zone}
            toleranceMinutes={toleranceMinutes}
          />
          <Text fz="sm">
            {whenText(s.clockIn, zone)} – {whenText(s.clockOut, zone)} · {s.totalKm} km
          </Text>
          {s.adjustmentReason ? (
            <Text fz="sm">
              <strong>The worker asked:</strong> {s.adjustmentReason}
            </Text>
          ) : null}
        </Stack>
      )}
      noRecordsText="No attendance records for the selected period"
    />
  );
}
