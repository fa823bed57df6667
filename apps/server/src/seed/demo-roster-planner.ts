import {
  type AvailabilitySlot,
  type RosteredShift,
  type RosterFinding,
  rosterFindings,
  type ScreeningDocument,
  type WeekdayFlags,
} from '@care/domain';

/** A demo shift before it is written: what the shift_rosters row and its clients will hold. */
export interface PlannedShift {
  id: string;
  staffId: string | null;
  profileIds: string[];
  dateFrom: string;
  dateTo: string;
  activities: string;
  description?: string;
  appointment?: string;
  isNightShift?: boolean;
  isExceptionalShift?: boolean;
  status?: 'Pending' | 'Cancelled' | null;
  reason?: string;
  seriesId?: string;
  repeat?: boolean;
  days?: WeekdayFlags;
  stopDate?: string;
  cancellationRequestedBy?: string;
  cancellationRequestedAt?: Date;
  cancelledBy?: 'Staff' | 'Client';
  cancellationDate?: Date;
  noticeMinutes?: number;
  isShortNotice?: boolean;
  cancellationReasonCode?: string;
  overriddenFindings?: { kind: string; message: string }[];
  overrideReason?: string;
  /** The everyday pattern (as opposed to a shift placed on purpose to show a case). */
  isPattern?: boolean;
  /** A past shift the worker did not turn up to: no attendance. */
  absent?: boolean;
}

export interface PlannerPeople {
  zone: string;
  staffNames: ReadonlyMap<string, string>;
  clientNames: Readonly<Record<string, string>>;
  availability: ReadonlyMap<string, AvailabilitySlot[]>;
  screening: ReadonlyMap<string, ScreeningDocument[]>;
}

/**
 * The demo roster being built, checked as the office would: every shift goes through the domain's
 * rostering checks against the shifts already planned. An everyday shift that would clash is left
 * out; a shift placed on purpose is kept, and when it has findings they are stored as overridden
 * with the reason given (as the server does on a write with an override).
 */
export class RosterPlanner {
  readonly shifts: PlannedShift[] = [];

  constructor(private readonly people: PlannerPeople) {}

  /** The findings the server would report for the shift now (the screening ones included). */
  findingsOf(shift: Omit<PlannedShift, 'id' | 'activities'>): RosterFinding[] {
    const others: RosteredShift[] = this.shifts
      .filter((s) => s.status !== 'Cancelled')
      .filter(
        (s) =>
          (shift.staffId !== null && s.staffId === shift.staffId) ||
          s.profileIds.some((p) => shift.profileIds.includes(p)),
      )
      .map((s) => ({
        shiftRosterId: s.id,
        staffId: s.staffId,
        staffName: s.staffId ? this.people.staffNames.get(s.staffId) : undefined,
        profileIds: s.profileIds,
        clientNames: s.profileIds.map((p) => this.people.clientNames[p] ?? ''),
        dateFrom: s.dateFrom,
        dateTo: s.dateTo,
      }));
    const staffId = shift.staffId;
    // Its own id: a shift already planned (an open shift being offered, say) never clashes with itself.
    return rosterFindings([{ ...shift, shiftRosterId: 'id' in shift ? String(shift.id) : undefined }], {
      zone: this.people.zone,
      staffName: staffId ? this.people.staffNames.get(staffId) : undefined,
      otherShifts: others,
      availability: staffId ? (this.people.availability.get(staffId) ?? []) : [],
      screeningDocuments: staffId ? (this.people.screening.get(staffId) ?? []) : [],
      clientNames: this.people.clientNames,
    });
  }

  /**
   * An everyday shift: added only when the checks find nothing but screening (the demo documents
   * show screening problems on purpose; see docs/decisions/roster-domain-seed.md).
   */
  tryAdd(shift: PlannedShift): PlannedShift | null {
    const clashes = this.findingsOf(shift).filter((f) => f.kind !== 'screening');
    if (clashes.length > 0) {
      return null;
    }
    this.shifts.push({ ...shift, isPattern: true });
    return shift;
  }

  /** A shift placed on purpose: always kept; findings other than screening are stored as overridden. */
  place(shift: PlannedShift, overrideReason: string): PlannedShift {
    const findings = this.findingsOf(shift);
    const clashes = findings.filter((f) => f.kind !== 'screening');
    const kept: PlannedShift =
      clashes.length > 0
        ? {
            ...shift,
            overriddenFindings: findings.map((f) => ({ kind: f.kind, message: f.message })),
            overrideReason,
          }
        : shift;
    this.shifts.push(kept);
    return kept;
  }
}
