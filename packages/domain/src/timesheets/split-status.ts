/** A split's approval status (spec 3 §4.4). Stored values; null or '' read as Pending. */
export const SPLIT_STATUSES = ['Pending', 'Approved', 'Need Adjustment', 'Adjusted'] as const;
export type SplitStatus = (typeof SPLIT_STATUSES)[number];

/** What someone does to a split. */
export type SplitAction = 'approve' | 'requestAdjustment' | 'adjust';
export type SplitActor = 'staff' | 'admin';

/** The stored status as one of the four (empty and unknown read as Pending). */
export function splitStatusOf(status: string | null | undefined): SplitStatus {
  return (SPLIT_STATUSES as readonly string[]).includes(status ?? '') ? (status as SplitStatus) : 'Pending';
}

/**
 * The status after an action, or null when the action is not open to that actor in that status:
 * - the worker approves or asks to adjust only a Pending split;
 * - the office approves a Pending or Adjusted split, and adjusts only one that Needs Adjustment.
 */
export function nextSplitStatus(
  current: string | null | undefined,
  action: SplitAction,
  actor: SplitActor,
): SplitStatus | null {
  const status = splitStatusOf(current);
  if (actor === 'staff') {
    if (status !== 'Pending') {
      return null;
    }
    if (action === 'approve') {
      return 'Approved';
    }
    return action === 'requestAdjustment' ? 'Need Adjustment' : null;
  }
  if (action === 'approve') {
    return status === 'Pending' || status === 'Adjusted' ? 'Approved' : null;
  }
  if (action === 'adjust') {
    return status === 'Need Adjustment' ? 'Adjusted' : null;
  }
  return null;
}

/** The worker sees Approve and Request Adjustment only on a Pending (or empty) split. */
export const staffMayActOnSplit = (status: string | null | undefined) => splitStatusOf(status) === 'Pending';

/** The label of a status: "Needs Adjustment" for the office, "Awaiting Adjustment" for the worker. */
export function splitStatusLabel(status: string | null | undefined, viewer: SplitActor): string {
  const known = splitStatusOf(status);
  if (known === 'Need Adjustment') {
    return viewer === 'admin' ? 'Needs Adjustment' : 'Awaiting Adjustment';
  }
  return known;
}
