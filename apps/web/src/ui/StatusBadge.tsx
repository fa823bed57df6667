import {
  type AdminShiftStatus,
  ATTENDANCE_STATUS_COLORS,
  type AttendanceStatus,
  type DisplayedDocumentStatus,
  documentBadgeColor,
  type StaffShiftStatus,
  splitStatusOf,
  statusBadgeColor,
  statusDotColor,
} from '@care/domain';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** A colour per status, and the colour of any other status. */
const byName =
  (colours: Record<string, MantineColor>, otherwise: MantineColor) =>
  (status: string): MantineColor =>
    colours[status] ?? otherwise;

/**
 * The one colour map of each kind of status the app shows as a badge (the spec's colours where it
 * gives them). A kind's map is the only place its colours are written.
 */
export const STATUS_COLOURS = {
  /** A document's displayed status (spec 1 §4): the domain's rule. */
  document: (status: DisplayedDocumentStatus): MantineColor => documentBadgeColor(status),
  /** A shift's stored status (spec 3 §2.1): Pending (a cancellation asked) grape, Cancelled red, else green. */
  shift: (status: string | null): MantineColor => statusBadgeColor(status),
  /** A shift's displayed status on the staff's cards, as a dot (spec 3 §2.1, §4.1). */
  shiftState: (status: AdminShiftStatus | StaffShiftStatus): MantineColor => statusDotColor(status),
  /** A shift's status from its attendance (issue 26): the roster, the staff card and the client's roster. */
  attendance: (status: AttendanceStatus): MantineColor => ATTENDANCE_STATUS_COLORS[status],
  /** An open-shift request. */
  openShiftRequest: byName({ Pending: 'yellow', Approved: 'green', Declined: 'gray' }, 'gray'),
  /** A client plan. */
  plan: byName({ Current: 'teal', Upcoming: 'blue', Ended: 'gray' }, 'gray'),
  /** A referral (and a provider's referred client): accepted or not yet. */
  referral: byName({ Accepted: 'teal', Pending: 'yellow' }, 'yellow'),
  /** A person's account. */
  active: byName({ Active: 'teal', Inactive: 'gray' }, 'gray'),
  /** An invoice line: its own status, then its claim's. */
  invoiceLine: byName(
    { Draft: 'gray', Saved: 'blue', Claimed: 'violet', Paid: 'green', Rejected: 'red' },
    'gray',
  ),
  /** A participant form (issue 27): draft, awaiting signatures (issue 40), signed, due for review, overdue. */
  participantForm: byName(
    {
      draft: 'gray',
      'awaiting signatures': 'blue',
      signed: 'green',
      'due for review': 'orange',
      overdue: 'red',
    },
    'gray',
  ),
  /** A plan- or self-managed invoice (docs/workforce.md "Who pays"). */
  invoiceAccount: byName({ 'To send': 'orange', Sent: 'blue', 'Part paid': 'cyan', Paid: 'green' }, 'gray'),
  /** An NDIS claim batch or batch line. */
  claim: byName(
    { Claimed: 'violet', Processed: 'teal', Paid: 'green', Rejected: 'red', Withdrawn: 'gray' },
    'gray',
  ),
  /** A ticket (spec 3 §4.5): Open orange, Closed grey. */
  ticket: byName({ Open: 'orange', Closed: 'gray' }, 'gray'),
  /** A training record or matrix cell (issue 29). */
  training: byName({ Current: 'teal', Expiring: 'yellow', Expired: 'red', Missing: 'gray' }, 'gray'),
  /** A user's acceptance of a policy version. */
  policyConsent: byName({ Accepted: 'teal', 'Not accepted': 'orange' }, 'orange'),
  /** A sent timesheet (spec 3 §2.3): Rejected red, Approved green, Pending (and any other) yellow. */
  sentTimesheet: byName({ Rejected: 'red', Approved: 'green' }, 'yellow'),
  /** An incident of the register (issue 27): New red until someone acts, then yellow, Closed grey. */
  incident: byName({ New: 'red', 'Under investigation': 'yellow', Closed: 'gray' }, 'gray'),
  /** A Commission form's clock: running blue, late red, lodged green (late: orange). */
  incidentClock: byName({ running: 'blue', late: 'red', submitted: 'teal', submittedLate: 'orange' }, 'gray'),
  /** A company's subscription (issue 31). */
  subscription: byName({ trial: 'blue', active: 'teal', past_due: 'orange', cancelled: 'gray' }, 'gray'),
  /** A subscription payment (issue 31). */
  payment: byName({ pending: 'yellow', paid: 'green', failed: 'red', cancelled: 'gray' }, 'gray'),
  /** A worker's pay period (issue 38): ready, waiting for approval, blocked (not priced). */
  payPeriod: byName(
    { Ready: 'green', 'Waiting for approval': 'yellow', Blocked: 'red', Approved: 'teal' },
    'gray',
  ),
  /** A timesheet split (spec 3 §4.4), read as the domain reads it (no status is Pending). */
  timesheetSplit: (status: string | null | undefined): MantineColor =>
    (({ Approved: 'green', 'Need Adjustment': 'orange', Adjusted: 'blue', Pending: 'yellow' }) as const)[
      splitStatusOf(status)
    ],
};

export type StatusKind = keyof typeof STATUS_COLOURS;
/** The statuses of a kind (e.g. a document's displayed statuses). */
export type StatusOf<K extends StatusKind> = Parameters<(typeof STATUS_COLOURS)[K]>[0];
// The maps as one mapped type, so a map picked by a generic kind takes that kind's statuses.
const MAPS: { [K in StatusKind]: (status: StatusOf<K>) => MantineColor } = STATUS_COLOURS;

/** The colour of a status of a kind. */
export const statusColour = <K extends StatusKind>(kind: K, status: StatusOf<K>): MantineColor =>
  MAPS[kind](status);

/** A kind and one of its statuses (the kind decides which statuses type-check). */
export type KindAndStatus = { [K in StatusKind]: { kind: K; status: StatusOf<K> } }[StatusKind];

export type StatusBadgeProps = Omit<BadgeProps, 'color' | 'children'> &
  KindAndStatus & {
    /** The text shown, when it is not the status itself (e.g. a title-cased or role-worded status). */
    label?: ReactNode;
  };

// A status is never cut to "UNDE…": Mantine's label clips, and a table's auto layout then shrinks
// the badge's column below its text.
const WHOLE_LABEL = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** A status as a badge in its kind's colour ('light' unless another variant is asked). */
export function StatusBadge({ kind, status, label, variant = 'light', ...props }: StatusBadgeProps) {
  return (
    <Badge color={statusColour(kind, status)} variant={variant} styles={WHOLE_LABEL} {...props}>
      {label ?? status}
    </Badge>
  );
}
