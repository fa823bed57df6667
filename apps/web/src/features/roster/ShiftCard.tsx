import {
  ATTENDANCE_STATUS_COLORS,
  adminShiftStatus,
  attendanceStatus,
  type ShiftRosterView,
} from '@care/domain';
import { Badge } from '@mantine/core';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconArrowsSplit2,
  IconBed,
  IconHandStop,
  IconMoon,
} from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { flagReason } from '../attendance-admin/location-text.ts';
import { timeRange } from './roster-calendar.ts';
import './roster.css';
import { useDeliveryTolerance } from '../../platform/useWorkSettings.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

export interface ShiftCardProps {
  shift: ShiftRosterView;
  zone: string;
  /** The minute the statuses are computed at (the page's ticking clock). */
  nowMs: number;
  /** Selection mode is on: a checkbox shows on cards that are not Present (spec 3 §2.1). */
  selecting: boolean;
  selected: boolean;
  onToggle: (shift: ShiftRosterView) => void;
  onOpen: (shift: ShiftRosterView) => void;
  /** The week view's drag grip. */
  handle?: ReactNode;
}

/**
 * One shift on the roster (spec 3 §2.1): time range, staff (or "Open shift"), clients, the
 * displayed status with its dot, the stored status badge when Pending or Cancelled, a red Flagged
 * badge when the clock-in needs review, and marks for sleepover, active night, overridden checks and
 * open-shift requests. Memoised, and plain elements
 * styled by roster.css rather than layout components: a week switch renders ~85 cards, and their
 * style props were a third of its time (docs/performance.md).
 */
export const ShiftCard = memo(function ShiftCard({
  shift,
  zone,
  nowMs,
  selecting,
  selected,
  onToggle,
  onOpen,
  handle,
}: ShiftCardProps) {
  const tolerance = useDeliveryTolerance();
  // The status people read (from the attendance, as everywhere); the actions still follow the spec's.
  const status = attendanceStatus(shift, new Date(nowMs), tolerance);
  const present = adminShiftStatus(shift, new Date(nowMs)) === 'Present';
  const who = shift.staff?.fullName ?? 'Open shift';
  const clients = shift.clientList.map((c) => c.fullName).join(', ');
  const time = timeRange(shift, zone);
  const stored = shift.status === 'Pending' || shift.status === 'Cancelled' ? shift.status : null;
  return (
    <div className="roster-card" data-status={status}>
      {handle}
      {selecting && !present ? (
        <input
          type="checkbox"
          className="roster-check"
          aria-label={`Select the shift ${time}, ${who}`}
          checked={selected}
          onChange={() => onToggle(shift)}
        />
      ) : null}
      <button
        type="button"
        className="roster-card-open"
        onClick={() => onOpen(shift)}
        aria-label={`Shift ${time}, ${who}, ${clients || 'no client'}, ${status}${
          shift.attendanceFlagged ? ', flagged clock-in' : ''
        }${shift.hasIncident ? ', incident reported' : ''}`}
      >
        <span className="roster-card-time">{time}</span>
        <span className="roster-card-who" data-open={shift.staff ? undefined : true}>
          {who}
        </span>
        {clients ? <span className="roster-card-clients">{clients}</span> : null}
        <span className="roster-card-foot">
          <span className="roster-card-status">
            <span
              className="roster-dot"
              style={{ background: `var(--mantine-color-${ATTENDANCE_STATUS_COLORS[status]}-6)` }}
            />
            {status}
          </span>
          <Marks shift={shift} />
          {shift.attendanceFlagged ? (
            // A title, not a Tooltip, like the marks: the reason shows on hover.
            <Badge size="xs" color="red" variant="filled" title={flagReason(shift)}>
              Flagged
            </Badge>
          ) : null}
          {stored && stored !== status ? <StatusBadge kind="shift" status={stored} size="xs" /> : null}
        </span>
      </button>
    </div>
  );
});

/** The small marks of a card; each says what it means on hover and to screen readers. */
function Marks({ shift }: { shift: ShiftRosterView }) {
  const marks: { label: string; icon: typeof IconBed; color: string }[] = [];
  if (shift.isNightShift) {
    marks.push({ label: 'Sleepover', icon: IconBed, color: 'indigo' });
  }
  if (shift.isExceptionalShift) {
    marks.push({ label: 'Active night', icon: IconMoon, color: 'violet' });
  }
  if (shift.isBrokenShift) {
    marks.push({ label: 'Broken shift', icon: IconArrowsSplit2, color: 'teal' });
  }
  if (shift.overriddenFindings && shift.overriddenFindings.length > 0) {
    marks.push({ label: 'Rostered despite the checks', icon: IconAlertTriangle, color: 'orange' });
  }
  if (shift.hasIncident) {
    marks.push({ label: 'Incident reported', icon: IconAlertOctagon, color: 'red' });
  }
  if (shift.openShiftRequests > 0) {
    const n = shift.openShiftRequests;
    marks.push({
      label: `${n} ${n === 1 ? 'request' : 'requests'} to take it`,
      icon: IconHandStop,
      color: 'teal',
    });
  }
  // A title, not a Tooltip: a week of cards would mount hundreds of popovers.
  return marks.map(({ label, icon: Icon, color }) => (
    <span
      key={label}
      className="roster-mark"
      style={{ color: `var(--mantine-color-${color}-6)` }}
      aria-label={label}
      title={label}
      role="img"
    >
      <Icon size={14} stroke={2} aria-hidden />
    </span>
  ));
}
