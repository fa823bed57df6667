import { type AttendanceSplitView, splitStatusLabel, splitStatusOf } from '@care/domain';
import type { MantineColor } from '@mantine/core';
import { statusColour } from '../../ui/StatusBadge.tsx';

/** The badge colour of a split status: Pending yellow, Needs Adjustment orange, Adjusted blue, Approved green. */
export const splitStatusColour = (status: string | null | undefined): MantineColor =>
  statusColour('timesheetSplit', status);

/**
 * One status for an attendance's row, from its splits: the one needing the office's attention
 * first (Needs Adjustment, then Pending, then Adjusted), Approved when all are; null without splits.
 */
export function attendanceStatus(splits: readonly Pick<AttendanceSplitView, 'status'>[]): string | null {
  if (splits.length === 0) {
    return null;
  }
  const statuses = new Set(splits.map((s) => splitStatusOf(s.status)));
  for (const status of ['Need Adjustment', 'Pending', 'Adjusted', 'Approved'] as const) {
    if (statuses.has(status)) {
      return status;
    }
  }
  return null;
}

/** A status as the office reads it (Need Adjustment → "Needs Adjustment"). */
export const adminStatusLabel = (status: string | null | undefined) => splitStatusLabel(status, 'admin');

/** Kilometres with 2 decimals (spec 3 §9), or a dash. */
export const kmText = (km: number | null | undefined) =>
  km === null || km === undefined || !Number.isFinite(km) ? '—' : `${km.toFixed(2)} km`;
