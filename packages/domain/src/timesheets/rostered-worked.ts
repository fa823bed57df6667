import { formatTicks, ticksFromMs } from '../ticks.ts';

/** Rostered, worked and their difference for one attendance, in ticks (the timesheet's columns). */
export interface RosteredWorked {
  rostered: number | null;
  worked: number | null;
  /** worked − rostered: negative when short. Null until both are known. */
  difference: number | null;
}

/**
 * The shift's rostered length against the attendance's worked duration. Instants, so a night
 * shift over a daylight-saving change counts the hours really rostered.
 */
export function rosteredWorked(
  shift: { dateFrom: string; dateTo: string } | null,
  workedTicks: number | null,
): RosteredWorked {
  const rostered = shift ? ticksFromMs(Date.parse(shift.dateTo) - Date.parse(shift.dateFrom)) : null;
  const worked = workedTicks;
  return { rostered, worked, difference: rostered !== null && worked !== null ? worked - rostered : null };
}

/** A difference as '+0 Hrs 30 min' or '−1 Hrs 0 min'; nothing when unknown. */
export function formatDifference(ticks: number | null): string {
  if (ticks === null) {
    return '';
  }
  return `${ticks < 0 ? '−' : '+'}${formatTicks(Math.abs(ticks))}`;
}
